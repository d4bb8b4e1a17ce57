import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../src/db/rows";
import {
  detachFactMonth,
  ensureFactPartitions,
  factPartitions,
} from "../src/modules/revenue/fact-partitions";
import { registeredChannel, type SignedIn, setChannelStatus, signedIn } from "./support/channels";
import { factTotals, importReport, revenueAnswers } from "./support/revenue";
import { createTestApp, type TestApp } from "./support/test-app";

// The video facts partitioned by month (migration 0037, docs/decisions/151). The months used here
// (2019) have no partition until a test makes it: the migration makes those of the facts it found
// and the months after its own.
const NOW = new Date("2026-11-20T18:00:00Z");

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  staff = await signedIn(t, { isStaff: true });
});
afterAll(() => t.close());

const db = () => t.database.db;

/** Where each fact of these videos is stored: partition name -> rows. */
async function placement(videoPrefix: string): Promise<Record<string, number>> {
  const rows = rowsOf<{ part: string; n: number }>(
    await db().execute(sql`select s.tableoid::regclass::text as part, count(*)::int as n
      from video_daily_stats s join videos v on v.id = s.video_id
      where v.platform_video_id like ${`${videoPrefix}%`} group by 1 order by 1`),
  );
  return Object.fromEntries(rows.map((r) => [r.part, r.n]));
}

async function ownerWithChannel() {
  const owner = await signedIn(t, { accountType: "mcn" });
  const { channel, platform } = await registeredChannel(t, owner);
  await setChannelStatus(t, channel.id, { status: "approved", approvedAt: NOW });
  return { owner, channelId: channel.id, platformId: platform.id };
}

const fact = (platformId: string, video: string, date: string, views: number, revenue: string) => ({
  date,
  channel: platformId,
  video,
  views,
  revenue,
  publishedOn: "2019-01-02",
});

describe("the video facts' partitions", () => {
  it("are by range of day, one partition per whole month and a default one, after the migration", async () => {
    const [table] = rowsOf<{ strategy: string; key: string }>(
      await db().execute(sql`select p.partstrat as strategy, pg_get_partkeydef(p.partrelid) as key
        from pg_partitioned_table p where p.partrelid = 'video_daily_stats'::regclass`),
    );
    expect(table).toEqual({ strategy: "r", key: "RANGE (day)" });
    const parts = await factPartitions(db());
    expect(parts.at(-1)).toEqual({ name: "video_daily_stats_default", from: null, to: null });
    const months = parts.slice(0, -1);
    expect(months.length).toBeGreaterThanOrEqual(4);
    for (const part of months) {
      const from = part.from ?? "";
      expect(from).toMatch(/^\d{4}-\d{2}-01$/);
      const next = new Date(`${from}T00:00:00Z`);
      next.setUTCMonth(next.getUTCMonth() + 1);
      expect(part).toEqual({
        name: `video_daily_stats_${from.slice(0, 4)}_${from.slice(5, 7)}`,
        from,
        to: next.toISOString().slice(0, 10),
      });
    }
  });

  it("take an import of a month made ahead into that month, and one without its month into the default until the job makes it", async () => {
    const { owner, platformId } = await ownerWithChannel();
    // The job on 10 March 2019: March and the three months after it.
    expect(await ensureFactPartitions(db(), new Date("2019-03-10T02:23:00Z"))).toEqual([
      "video_daily_stats_2019_03",
      "video_daily_stats_2019_04",
      "video_daily_stats_2019_05",
      "video_daily_stats_2019_06",
    ]);
    await importReport(staff, [
      fact(platformId, "part-a", "2019-04-03", 100, "1.5"),
      fact(platformId, "part-a", "2019-04-30", 10, "0.25"),
      fact(platformId, "part-b", "2019-08-16", 7, "0.07"),
    ]);
    expect(await placement("part-")).toEqual({
      video_daily_stats_2019_04: 2,
      video_daily_stats_default: 1,
    });
    const range = { start: "2019-04-01", end: "2019-08-31" };
    const before = await revenueAnswers(owner, range);
    const generation = await generationOf(owner.account.id);
    // The job later finds August in the default partition and moves it into August of its own.
    expect(await ensureFactPartitions(db(), new Date("2019-06-01T02:23:00Z"))).toEqual([
      "video_daily_stats_2019_07",
      "video_daily_stats_2019_08",
      "video_daily_stats_2019_09",
    ]);
    expect(await placement("part-")).toEqual({
      video_daily_stats_2019_04: 2,
      video_daily_stats_2019_08: 1,
    });
    // Moved, not written: the figures and the read models' generation stay as they were.
    expect(await revenueAnswers(owner, range)).toEqual(before);
    expect(before.dashboard).toEqual({ views: 117, revenue: "1820000" });
    expect(await generationOf(owner.account.id)).toBe(generation);
    // Nothing waits in the default partition any more.
    expect(await ensureFactPartitions(db(), new Date("2019-06-01T02:23:00Z"))).toEqual([]);
  });

  it("drop a detached month from every figure and keep the other months", async () => {
    const { owner, platformId } = await ownerWithChannel();
    await ensureFactPartitions(db(), new Date("2019-10-01T00:00:00Z"), 1);
    await importReport(staff, [
      fact(platformId, "detach-a", "2019-10-05", 1_000, "2"),
      fact(platformId, "detach-a", "2019-11-05", 300, "0.5"),
      fact(platformId, "detach-b", "2019-11-20", 20, "0.01"),
    ]);
    const range = { start: "2019-10-01", end: "2019-11-30" };
    expect((await revenueAnswers(owner, range)).dashboard).toEqual({ views: 1_320, revenue: "2510000" });

    expect(await detachFactMonth(db(), "2019-10-17")).toBe("video_daily_stats_2019_10");
    const after = await revenueAnswers(owner, range);
    const november = { views: 320, revenue: "510000" };
    expect({ dashboard: after.dashboard, report: after.report, videos: after.videos }).toEqual({
      dashboard: november,
      report: november,
      videos: november,
    });
    expect(await factTotals(db(), owner.account, range)).toEqual(november);
    expect(await revenueAnswers(owner, { start: "2019-10-01", end: "2019-10-31" })).toMatchObject({
      dashboard: { views: 0, revenue: "0" },
      videos: { views: 0, revenue: "0" },
    });
    // October is a table of its own now, for the operator to archive and drop.
    expect((await factPartitions(db())).map((p) => p.name)).not.toContain("video_daily_stats_2019_10");
    const [kept] = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from video_daily_stats_2019_10`),
    );
    expect(kept?.n).toBe(1);
    expect(await failure(detachFactMonth(db(), "2019-10-01"))).toMatch(/no partition/);
    // Its name is taken until then: the month is not made again over the archive, the job skips it
    // (facts of it wait in the default partition) and makes the others.
    expect(await failure(db().execute(sql`select video_facts_month_partition('2019-10-01')`))).toMatch(
      /exists outside video_daily_stats/,
    );
    expect(await ensureFactPartitions(db(), new Date("2019-10-01T00:00:00Z"), 2)).toEqual([
      "video_daily_stats_2019_12",
    ]);
    await db().execute(sql`drop table video_daily_stats_2019_10`);
    expect(await ensureFactPartitions(db(), new Date("2019-10-01T00:00:00Z"), 0)).toEqual([
      "video_daily_stats_2019_10",
    ]);
  });

  it("read only the months of a range (partition pruning)", async () => {
    await ensureFactPartitions(db(), new Date("2018-01-01T00:00:00Z"), 5);
    // The edge days of a custom range (the video list, docs/decisions/080) and a video's days.
    const scanned = async (statement: ReturnType<typeof sql>) => {
      const plan = rowsOf<Record<string, unknown>>(
        await db().execute(sql`explain (format json) ${statement}`),
      );
      const text = JSON.stringify(plan);
      return [
        ...new Set(
          [...text.matchAll(/"Relation Name":\s*"(video_daily_stats[a-z0-9_]*)"/g)].map((m) => m[1]),
        ),
      ].sort();
    };
    expect(
      await scanned(sql`select s.video_id, sum(s.views) from video_daily_stats s
        where s.channel_id in (1, 2, 3) and s.day between '2018-02-14' and '2018-03-05' group by 1`),
    ).toEqual(["video_daily_stats_2018_02", "video_daily_stats_2018_03"]);
    expect(
      await scanned(sql`select s.day, sum(s.revenue_micro) from video_daily_stats s
        where s.video_id = 1 and s.day between '2018-04-01' and '2018-04-30' group by 1`),
    ).toEqual(["video_daily_stats_2018_04"]);
  });
});

/** The database's message of a statement that failed (the driver wraps it). */
async function failure(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as Error).cause;
    return cause instanceof Error ? cause.message : (error as Error).message;
  }
  throw new Error("it did not fail");
}

async function generationOf(accountId: number): Promise<number> {
  const [row] = rowsOf<{ generation: unknown }>(
    await db().execute(sql`select generation from revenue_generations where account_id = ${accountId}`),
  );
  return Number(row?.generation ?? 0);
}
