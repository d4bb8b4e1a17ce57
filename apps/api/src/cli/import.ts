/**
 * Staff imports from the command line, with the server's database settings (DATABASE_URL or
 * DATA_DIR):
 *   npm run import -- music <manifest.json|manifest.csv> [--network <slug>]
 *   npm run import -- stats <platform-report.csv> [--network <slug>]
 *   npm run import -- confirmed <confirmed-revenue.csv> [--network <slug>] [--preview]
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { microToDecimalString, type TImportReport } from "@studio/contract";
import { eq } from "drizzle-orm";
import { loadConfig } from "../config";
import { type Db, openDatabase } from "../db/client";
import type { Network } from "../db/rows";
import { networks } from "../db/schema";
import { createStorage } from "../lib/storage";
import { filesBeside, importManifest, manifestFormatOf } from "../modules/music/catalogue-import";
import { confirmConfirmed, previewConfirmed } from "../modules/payout/confirmed-import";
import { importStatsFile } from "../modules/revenue/stats-import";
import { refreshVideoPeriods } from "../modules/revenue/video-periods";
import { findDefaultNetwork } from "../modules/site/queries";

const USAGE = [
  "usage: npm run import -- music <manifest.json|manifest.csv> [--network <slug>]",
  "       npm run import -- stats <platform-report.csv> [--network <slug>]",
  "       npm run import -- confirmed <confirmed-revenue.csv> [--network <slug>] [--preview]",
].join("\n");

async function networkOf(db: Db, slug: string | undefined): Promise<Network> {
  const found = slug
    ? (await db.select().from(networks).where(eq(networks.slug, slug)).limit(1))[0]
    : await findDefaultNetwork(db);
  if (!found) throw new Error(slug ? `no network with the slug "${slug}"` : "no default network");
  return found;
}

function printReport(report: TImportReport): void {
  console.log(`imported: ${report.imported}, rejected: ${report.rejected.length}`);
  for (const rejection of report.rejected) {
    console.log(`  row ${rejection.row} (${rejection.key || "-"}): ${rejection.reason}`);
  }
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { network: { type: "string" }, preview: { type: "boolean" } },
  });
  const [kind, file] = positionals;
  if (kind === "confirmed" && file) return importConfirmed(file, values.network, values.preview === true);
  if ((kind !== "music" && kind !== "stats") || !file) {
    console.error(USAGE);
    return 2;
  }
  const format = kind === "music" ? manifestFormatOf(file) : file.endsWith(".csv") ? "csv" : undefined;
  if (!format) {
    console.error(`expected a ${kind === "music" ? ".json or .csv manifest" : ".csv report"}: ${file}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  // The catalogue's audio and covers go where the servers read them (STORAGE_URL, else DATA_DIR).
  const storage = createStorage(config);
  try {
    await database.migrate();
    const network = await networkOf(database.db, values.network);
    const text = readFileSync(file, "utf8");
    const report =
      kind === "music"
        ? await importManifest(database.db, storage, network, { text, format, name: file }, filesBeside(file))
        : await importStatsFile(database.db, network, { name: file, text });
    console.log(`network: ${network.slug}`);
    printReport(report);
    if (kind === "stats" && report.imported > 0) {
      console.log(`video list periods rebuilt: ${await refreshVideoPeriods(database.db, new Date())}`);
    }
    return report.imported === 0 && report.rejected.length > 0 ? 1 : 0;
  } finally {
    await storage.close();
    await database.close();
  }
}

/**
 * Confirmed revenue of a month per channel (docs/decisions/087): prints the comparison with what
 * is confirmed and the estimate, then confirms the file unless --preview (all or nothing).
 */
async function importConfirmed(
  file: string,
  slug: string | undefined,
  previewOnly: boolean,
): Promise<number> {
  if (!file.endsWith(".csv")) {
    console.error(`expected a .csv file: ${file}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  try {
    await database.migrate();
    const network = await networkOf(database.db, slug);
    const confirmedFile = { name: file, text: readFileSync(file, "utf8") };
    const result = previewOnly
      ? { ...(await previewConfirmed(database.db, network, confirmedFile)), posted: 0 }
      : await confirmConfirmed(database.db, network, confirmedFile, null, new Date());
    console.log(`network: ${network.slug}`);
    const usdOf = (micro: string) => microToDecimalString(BigInt(micro), 6);
    for (const c of result.channels) {
      console.log(
        `  ${c.month} ${c.platform_channel_id} confirmed ${usdOf(c.confirmed)} (was ${usdOf(c.previously_confirmed)}, estimate ${usdOf(c.estimated)}, difference ${usdOf(c.difference)})`,
      );
    }
    const totals = result.totals;
    console.log(
      `total confirmed ${usdOf(totals.confirmed)}, adjustment ${usdOf(totals.adjustment)}, estimate ${usdOf(totals.estimated)}, difference ${usdOf(totals.difference)}`,
    );
    printReport({ imported: result.channels.length, rejected: result.rejected });
    if (result.rejected.length > 0) return 1;
    console.log(previewOnly ? "preview only: nothing posted" : `ledger rows posted: ${result.posted}`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main().catch((error: Error) => {
  console.error(`import failed: ${error.message}`);
  return 1;
});
