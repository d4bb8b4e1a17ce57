import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { addDays } from "@studio/contract";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "../apps/api/src/db/client";
import { accounts, networks } from "../apps/api/src/db/schema";
import { readStatsCsv } from "../apps/api/src/modules/revenue/stats-csv";
import { stageRows, channelIdsOf, upsertBatchVideos, replaceBatchFacts, batchScope, networkDaysOverBounds, dropBatch } from "../apps/api/src/modules/revenue/stats-import-queries";
import { rebuildRollups } from "../apps/api/src/modules/revenue/rollups";
import { seedDemo } from "../apps/api/src/seed/demo";

const dataDir = mkdtempSync(path.join(tmpdir(), "prof-"));
const database = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: path.join(dataDir, "db") });
await database.migrate();
await seedDemo(database.db, { dataDir, now: new Date("2026-11-19T12:00:00Z") });
const db = database.db;
const [network] = await db.select().from(networks).where(eq(networks.slug, "studio"));
const [creator] = await db.select().from(accounts).where(eq(accounts.email, "creator@studio.test"));
await db.execute(sql`insert into channels (network_id, owner_id, platform_channel_id, handle, title, category, status, verification_code)
  select ${network!.id}, ${creator!.id}, 'UCimport' || g, 'import' || g, 'Import channel ' || g, 'music_dance', 'approved', 'IMPORT' || g
  from generate_series(1, 200) g on conflict do nothing`);
const lines = ["date,channel_id,video_id,title,published_on,duration_seconds,isrc,views,premium_views,revenue_usd,premium_revenue_usd,watch_seconds,average_watch_rate,countries"];
const N = Number(process.env.ROWS ?? 240000);
for (let i = 0; i < N; i++) { const c = 1 + (i % 200); const v = Math.floor(i / 200) % 40; const d = Math.floor(i / 8000);
  lines.push(`${addDays("2026-10-21", d)},UCimport${c},imp${c}v${v},"T ${c}-${v}",2026-10-01,30,,1000,100,0.060000,0.012000,25000,61.5,KR:900|US:100`); }
const text = lines.join("\n");
const t: Record<string, number> = {}; const maxT: Record<string, number> = {};
const time = async <T>(k: string, f: () => Promise<T>) => { const s = performance.now(); const r = await f(); const e = performance.now() - s; t[k] = (t[k] ?? 0) + e; maxT[k] = Math.max(maxT[k] ?? 0, e); return r; };
const batch = "prof";
const map = await channelIdsOf(db, network!.id, Array.from({ length: 200 }, (_, i) => `UCimport${i + 1}`));
let s = performance.now();
const it = readStatsCsv(text, 1000)[Symbol.asyncIterator]();
for (;;) {
  const r = await time("parse", () => it.next()); if (r.done) break;
  await time("channels", () => channelIdsOf(db, network!.id, ["UCimport1"]));
  await time("stage", () => stageRows(db, batch, r.value.rows.map((x) => ({ ...x, channelId: map.get(x.value.channel_id)! }))));
}
console.log("staging total", (performance.now() - s).toFixed(0), JSON.stringify(t), JSON.stringify(maxT));
s = performance.now();
await db.transaction(async (tx) => {
  await tx.execute(sql`set local work_mem = '64MB'`);
  await time("videos", () => upsertBatchVideos(tx, network!.id, batch));
  await time("facts", () => replaceBatchFacts(tx, network!.id, batch));
  const scope = await batchScope(tx, batch);
  await time("rollups", () => rebuildRollups(tx, scope.channelIds, scope.days));
  await time("bounds", () => networkDaysOverBounds(tx, network!.id, batch));
});
console.log("switch", (performance.now() - s).toFixed(0), JSON.stringify(t));
await time("drop", () => dropBatch(db, batch));
console.log(JSON.stringify(t));
await database.close();
