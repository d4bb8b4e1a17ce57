import { createReadStream, mkdirSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TImportReport } from "@studio/contract";
import { networks } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { recordStatsImport } from "./admin-routes";
import { importStatsFile } from "./stats-import";
import { refreshVideoPeriods } from "./video-periods";

export const REPORT_INBOX_QUEUE = "stats-report-inbox";
/** The platform's report files are dropped every few minutes at most; look every 5. */
export const REPORT_INBOX_CRON = "*/5 * * * *";

/**
 * Where the platform's report delivery drops files: `DATA_DIR/reports/<network slug>/inbox/*.csv`.
 * Each file is imported, then moved to `done/` or `rejected/` beside a `<name>.report.json`.
 */
export const reportFolderOf = (dataDir: string, networkSlug: string) =>
  path.join(dataDir, "reports", networkSlug);

/** The job: every network's inbox, oldest name first. */
export async function importReportInboxes(deps: AppDeps): Promise<Map<string, TImportReport>> {
  const results = new Map<string, TImportReport>();
  for (const network of await deps.db.select().from(networks)) {
    const folder = reportFolderOf(deps.config.DATA_DIR, network.slug);
    const inbox = path.join(folder, "inbox");
    let names: string[];
    try {
      names = readdirSync(inbox)
        .filter((name) => name.toLowerCase().endsWith(".csv"))
        .sort();
    } catch {
      continue;
    }
    for (const name of names) {
      const report = await importStatsFile(deps.db, network, {
        name,
        stream: createReadStream(path.join(inbox, name)),
      });
      await recordStatsImport(deps.db, network.id, { path: path.join(inbox, name), name }, report, {
        source: "inbox",
        actorId: null,
      });
      const outcome = report.rejected.length > 0 ? "rejected" : "done";
      mkdirSync(path.join(folder, outcome), { recursive: true });
      renameSync(path.join(inbox, name), path.join(folder, outcome, name));
      writeFileSync(path.join(folder, outcome, `${name}.report.json`), JSON.stringify(report, null, 2));
      results.set(`${network.slug}/${name}`, report);
    }
  }
  if ([...results.values()].some((report) => report.imported > 0)) {
    await refreshVideoPeriods(deps.db, deps.now());
  }
  return results;
}
