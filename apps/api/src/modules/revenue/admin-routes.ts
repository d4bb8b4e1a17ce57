import { createReadStream } from "node:fs";
import { adminStatsImportCall, E, type TImportReport } from "@studio/contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { fileSha256, recordImport } from "../../lib/import-history";
import { registerCall, type UploadedFile } from "../../lib/register-call";
import { daysOfImport } from "./imports-log";
import { importStatsFile, type StatsFile } from "./stats-import";
import { VIDEO_PERIODS_QUEUE } from "./video-periods";

/** The back-office's import of platform report files (docs/stats-import.md). */
export function registerRevenueAdminRoutes(app: FastifyInstance): void {
  registerCall(app, adminStatsImportCall, async ({ deps, network, files, account }) => {
    const file = files.find((f) => f.fileName.toLowerCase().endsWith(".csv"));
    if (!file) throw new AppError(E.FIELDS_REQUIRED);
    const report = await importStatsFile(deps.db, network, reportFileOf(file));
    // The video list's period builds are now stale: rebuild them in the background.
    if (report.imported > 0) await deps.jobs.send(VIDEO_PERIODS_QUEUE, {});
    await recordStatsImport(deps.db, network.id, { path: file.path, name: file.fileName }, report, {
      source: "upload",
      actorId: account.id,
    });
    return report;
  });
}

/** The history row of a stats file, uploaded or from the inbox, with the days it covered. */
export async function recordStatsImport(
  db: Db,
  networkId: number,
  file: { name: string } & ({ path: string } | { sha256: string }),
  report: TImportReport,
  by: { source: "upload" | "inbox"; actorId: number | null },
): Promise<void> {
  const sha256 = "sha256" in file ? file.sha256 : await fileSha256(file.path);
  const days = report.imported > 0 ? await daysOfImport(db, networkId, sha256) : undefined;
  await recordImport(db, { networkId, kind: "stats", fileName: file.name, sha256, report, days, ...by });
}

/** The upload waits on disk (decision 040): the import reads it as a stream. */
function reportFileOf(file: UploadedFile): StatsFile {
  return { name: file.fileName, stream: createReadStream(file.path) };
}
