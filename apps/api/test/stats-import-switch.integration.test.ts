/**
 * The stepwise switch of the embedded engine (docs/decisions/045). It exists on PGlite only, so
 * this file opens a PGlite database of its own whatever TEST_DB says.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays } from "@studio/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../src/db/client";
import { type Network, rowsOf } from "../src/db/rows";
import { accounts, networks } from "../src/db/schema";
import { importStatsFile } from "../src/modules/revenue/stats-import";
import { resumeSwitches } from "../src/modules/revenue/stats-import-switch";
import { seedDemo } from "../src/seed/demo";
import { type ReportFact, reportCsv } from "./support/revenue";

const NOW = new Date("2026-11-20T12:00:00Z");
const CHANNELS = 6;
const VIDEOS = 5;
const DAYS = 10;
/** 5 rows a channel-day, so 50-row chunks hold 10 channel-days: 300 rows make 6 chunks. */
const CHUNK_ROWS = 50;

let database: Database;
let dataDir: string;
let network: Network;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "studio-switch-"));
  database = await openDatabase({});
  await database.migrate();
  await seedDemo(database.db, { dataDir, now: NOW });
  const [studio] = await database.db.select().from(networks).where(eq(networks.slug, "studio"));
  const [creator] = await database.db
    .select()
    .from(accounts)
    .where(eq(accounts.email, "creator@studio.test"));
  if (!studio || !creator) throw new Error("no demo network");
  network = studio;
  await database.db.execute(sql`
    insert into channels (network_id, owner_id, platform_channel_id, handle, title, category, status, verification_code)
    select ${studio.id}, ${creator.id}, 'UCswitch' || g, 'switch' || g, 'Switch channel ' || g, 'music_dance',
      'approved', 'SWITCH' || g
    from generate_series(1, ${CHANNELS}::int) g`);
}, 120_000);
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every channel-day of the test channels; `version` changes the figures, and drops one video. */
function report(version: number): string {
  const facts: ReportFact[] = [];
  for (let c = 1; c <= CHANNELS; c++)
    for (let v = 1; v <= VIDEOS; v++)
      for (let d = 0; d < DAYS; d++) {
        // The corrected file no longer has video 5 of channel 1 on its first day.
        if (version === 2 && c === 1 && v === 5 && d === 0) continue;
        facts.push({
          date: addDays("2026-11-01", d),
          channel: `UCswitch${c}`,
          video: `sw${c}v${v}`,
          views: 100 * version + c * 10 + v + d,
          revenue: `${version}.${c}${v}${d}`,
        });
      }
  return reportCsv(facts);
}

interface Figures {
  channel: string;
  day: string;
  views: number;
  revenue: string;
  watch: string;
}

/** What the switch writes, by platform ids: facts, channel rollups, videos and the log. */
async function switchedState() {
  const db = database.db;
  const facts = rowsOf<Figures & { video: string }>(
    await db.execute(sql`
      select v.platform_video_id as video, f.day::text as day, c.platform_channel_id as channel, f.views,
        f.revenue_micro::text as revenue, f.watch_seconds::text as watch
      from video_daily_stats f join videos v on v.id = f.video_id join channels c on c.id = f.channel_id
      where c.platform_channel_id like 'UCswitch%' order by 1, 2`),
  );
  const rollups = rowsOf<Figures>(
    await db.execute(sql`
      select c.platform_channel_id as channel, d.day::text as day, d.views, d.revenue_micro::text as revenue,
        d.watch_seconds::text as watch
      from channel_daily_stats d join channels c on c.id = d.channel_id
      where c.platform_channel_id like 'UCswitch%' order by 1, 2`),
  );
  const videos = rowsOf(
    await db.execute(sql`
      select platform_video_id, title, published_on::text from videos where platform_video_id like 'sw%' order by 1`),
  );
  const leftovers = rowsOf<{ staged: number; switches: number }>(
    await db.execute(sql`
      select (select count(*)::int from stats_import_staging) as staged,
        (select count(*)::int from stats_import_switches) as switches`),
  );
  return { facts, rollups, videos, leftovers: leftovers[0] };
}

describe("the stepwise switch on the embedded engine", () => {
  it("rolls a switch cut short after its first chunk forward to exactly what an uninterrupted one leaves", async () => {
    const first = await importStatsFile(database.db, network, { name: "v1.csv", text: report(1) });
    expect(first).toEqual({ imported: CHANNELS * VIDEOS * DAYS, rejected: [] });

    // The corrected file, stopped right after its first chunk committed.
    const cut = importStatsFile(
      database.db,
      network,
      { name: "v2.csv", text: report(2) },
      {
        chunkRows: CHUNK_ROWS,
        afterChunk: (index) => {
          if (index === 0) throw new Error("process stopped");
        },
      },
    );
    await expect(cut).rejects.toThrow("process stopped");
    const half = await switchedState();
    // Journaled and half applied: the first channel's first days are the new file's, the rest the old.
    expect(half.leftovers).toEqual({ staged: CHANNELS * VIDEOS * DAYS - 1, switches: 1 });
    const journal = rowsOf<{ channel: string; day: string }>(
      await database.db.execute(sql`
        select c.platform_channel_id as channel, w.applied_day::text as day
        from stats_import_switches w join channels c on c.id = w.applied_channel_id`),
    );
    expect(journal).toEqual([{ channel: "UCswitch1", day: "2026-11-10" }]);
    const channel2 = (state: typeof half) => state.facts.filter((f) => f.channel === "UCswitch2");
    expect(channel2(half).every((f) => Number(f.views) < 200)).toBe(true);

    expect(await resumeSwitches(database.db)).toBe(1);
    const resumed = await switchedState();
    expect(resumed.leftovers).toEqual({ staged: 0, switches: 0 });
    expect(resumed.facts).toHaveLength(CHANNELS * VIDEOS * DAYS - 1);
    expect(channel2(resumed).every((f) => Number(f.views) >= 200)).toBe(true);
    const logged = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from stats_imports where file_name = 'v2.csv'`),
    );
    expect(logged[0]?.n).toBe(1);

    // The same two files again, the second uninterrupted, must leave the very same state.
    await importStatsFile(database.db, network, { name: "v1.csv", text: report(1) });
    const uninterruptedReport = await importStatsFile(
      database.db,
      network,
      { name: "v2.csv", text: report(2) },
      { chunkRows: CHUNK_ROWS },
    );
    expect(uninterruptedReport).toEqual({ imported: CHANNELS * VIDEOS * DAYS - 1, rejected: [] });
    const uninterrupted = await switchedState();
    expect(resumed).toEqual(uninterrupted);
    // The rollups are their facts' sums.
    const sums = new Map<string, number>();
    for (const f of uninterrupted.facts) {
      const key = `${f.channel}@${f.day}`;
      sums.set(key, (sums.get(key) ?? 0) + Number(f.views));
    }
    expect(uninterrupted.rollups.map((r) => [`${r.channel}@${r.day}`, Number(r.views)])).toEqual([...sums]);
  });

  it("lets another query through between two chunks of a switch", async () => {
    let chunksDone = 0;
    let answeredAfter: number | undefined;
    const report3 = report(3);
    const result = await importStatsFile(
      database.db,
      network,
      { name: "v3.csv", text: report3 },
      {
        chunkRows: CHUNK_ROWS,
        afterChunk: (index) => {
          chunksDone = index + 1;
          if (index === 0)
            // Not awaited: a request arriving while the switch runs.
            void database.db.execute(sql`select count(*) from video_daily_stats`).then(() => {
              answeredAfter = chunksDone;
            });
        },
      },
    );
    expect(result.imported).toBe(CHANNELS * VIDEOS * DAYS);
    expect(chunksDone).toBe(6);
    // Answered right after the first chunk, long before the switch's sixth and last.
    expect(answeredAfter).toBe(1);
  });
});
