import {
  addDays,
  adminStatsImportCall,
  MAX_NETWORK_DAY_VIEWS,
  MAX_ROW_VIEWS,
  musicChannelDashboardCall,
  musicDashboardCall,
  musicVideoDetailsCall,
  musicVideoListCall,
  type TImportReport,
} from "@studio/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelDailyStats, statsImportStaging } from "../src/db/schema";
import { rowsOf } from "../src/modules/revenue/parsed-rows";
import { expectOk } from "./support/assertions";
import { registeredChannel, type SignedIn, setChannelStatus, signedIn } from "./support/channels";
import { REPORT_HEADER } from "./support/revenue";
import { createTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2026-11-20T18:00:00Z");

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  staff = await signedIn(t, { isStaff: true });
});
afterAll(() => t.close());

interface Line {
  date: string;
  channel: string;
  video: string;
  views?: string | number;
  revenue?: string;
  countries?: string;
  title?: string;
  watch?: string | number;
}

const csvLine = (l: Line) =>
  [
    l.date,
    l.channel,
    l.video,
    l.title ?? `Video ${l.video}`,
    "2026-11-01",
    30,
    "",
    l.views ?? 100,
    0,
    l.revenue ?? "1",
    "0",
    l.watch ?? 1000,
    "50",
    l.countries ?? "KR:1",
  ].join(",");

const csvOf = (lines: Line[]) => [REPORT_HEADER, ...lines.map(csvLine)].join("\n");

async function importCsv(text: string): Promise<TImportReport> {
  const form = new FormData();
  form.append("file", new Blob([text], { type: "text/csv" }), "report.csv");
  const response = await staff.client.inject({
    method: "POST",
    url: `/api/${adminStatsImportCall.path}`,
    payload: form,
  });
  return expectOk(response) as TImportReport;
}

async function ownerWithChannels(count: number) {
  const owner = await signedIn(t);
  const channels: { id: number; platformId: string }[] = [];
  for (let i = 0; i < count; i++) {
    const { channel, platform } = await registeredChannel(t, owner);
    await setChannelStatus(t, channel.id, { status: "approved" });
    channels.push({ id: channel.id, platformId: platform.id });
  }
  return { owner, channels };
}

const RANGE = { start: "2026-11-01", end: "2026-11-18" };

/** Every dashboard call of the owner answers (none turns into a 500). */
async function dashboardsAnswer(owner: SignedIn) {
  expectOk(await owner.client.call(musicDashboardCall, RANGE));
  expectOk(await owner.client.call(musicChannelDashboardCall, RANGE));
  const list = expectOk(await owner.client.call(musicVideoListCall, RANGE));
  for (const video of list.items) {
    expectOk(await owner.client.call(musicVideoDetailsCall, { ...RANGE, id: video.id }));
  }
  return list;
}

describe("bounds of a report's figures", () => {
  it("refuses figures past their bounds, countries beyond the views and control characters, naming each row", async () => {
    const { owner, channels } = await ownerWithChannels(1);
    const channel = channels[0]?.platformId ?? "";
    const report = await importCsv(
      csvOf([
        { date: "2026-11-10", channel, video: "ok-1" },
        { date: "2026-11-10", channel, video: "big-views", views: "9007199254740991", countries: "" },
        { date: "2026-11-10", channel, video: "big-money", revenue: "999999999999.999999" },
        { date: "2026-11-10", channel, video: "countries", views: 10, countries: "KR:8|US:5" },
        { date: "2026-11-10", channel, video: "nul", title: "bad\u0000title" },
        { date: "2026-11-10", channel, video: "bell", title: "bad\u0007title" },
        { date: "2026-11-10", channel, video: "signed", views: "+5" },
        { date: "2026-11-10", channel, video: "big-watch", watch: "90071992547409910" },
      ]),
    );
    expect(report.imported).toBe(0);
    expect(report.rejected.map((r) => [r.row, r.key])).toEqual([
      [2, "big-views@2026-11-10"],
      [3, "big-money@2026-11-10"],
      [4, "countries@2026-11-10"],
      [5, "nul@2026-11-10"],
      [6, "bell@2026-11-10"],
      [7, "signed@2026-11-10"],
      [8, "big-watch@2026-11-10"],
    ]);
    expect(report.rejected[0]?.reason).toContain("views must be a whole number from 0 to 10000000000");
    expect(report.rejected[1]?.reason).toContain("revenue_usd");
    expect(report.rejected[2]?.reason).toContain("countries");
    expect(report.rejected[3]?.reason).toContain("title: control characters");
    expect(report.rejected[4]?.reason).toContain("title: control characters");
    // Nothing was written or left staged, and the owner's dashboards still answer.
    expect(expectOk(await owner.client.call(musicDashboardCall, RANGE)).totals.views).toBe(0);
    expect(await t.database.db.$count(statsImportStaging)).toBe(0);
    await dashboardsAnswer(owner);
  });

  it("takes figures at their bounds, and every dashboard answers them exactly", async () => {
    const { owner, channels } = await ownerWithChannels(1);
    const channel = channels[0]?.platformId ?? "";
    const days = ["2026-11-10", "2026-11-11", "2026-11-12"];
    const report = await importCsv(
      csvOf(
        days.map((date) => ({
          date,
          channel,
          video: "at-bound",
          views: MAX_ROW_VIEWS,
          revenue: "10000000",
          countries: `KR:${MAX_ROW_VIEWS}`,
          watch: "1000000000000",
        })),
      ),
    );
    expect(report).toEqual({ imported: 3, rejected: [] });
    const list = await dashboardsAnswer(owner);
    expect(list.totals).toMatchObject({ views: 3 * MAX_ROW_VIEWS, revenue: "30000000000000" });
    const details = expectOk(
      await owner.client.call(musicVideoDetailsCall, { ...RANGE, id: list.items[0]?.id ?? 0 }),
    );
    expect(details.watch_seconds).toBe(3_000_000_000_000);
  });

  it("keeps a network's day within its bounds when 30 files arrive at once", async () => {
    // Each file alone is fine (40 videos at the most views a row may have); together they pass
    // the network's bound for the day, so exactly as many as fit go in.
    const { owner, channels } = await ownerWithChannels(30);
    const day = "2026-01-05";
    const files = channels.map((channel, index) =>
      csvOf(
        Array.from({ length: 40 }, (_, n) => ({
          date: day,
          channel: channel.platformId,
          video: `burst-${index}-${n}`,
          views: MAX_ROW_VIEWS,
          countries: "",
        })),
      ),
    );
    const reports = await Promise.all(files.map(importCsv));
    const fit = MAX_NETWORK_DAY_VIEWS / (40 * MAX_ROW_VIEWS);
    expect(reports.filter((r) => r.imported === 40)).toHaveLength(fit);
    const refused = reports.filter((r) => r.imported === 0);
    expect(refused).toHaveLength(30 - fit);
    expect(refused[0]?.rejected).toEqual([
      expect.objectContaining({ row: 0, key: day, reason: expect.stringContaining("bounds of a day") }),
    ]);
    const [total] = rowsOf<{ views: string }>(
      await t.database.db.execute(
        sql`select sum(views)::text as views from channel_daily_stats where day = ${day}::date`,
      ),
    );
    expect(Number(total?.views)).toBe(MAX_NETWORK_DAY_VIEWS);
    const answer = expectOk(await owner.client.call(musicDashboardCall, { start: day, end: day }));
    expect(answer.totals.views).toBe(MAX_NETWORK_DAY_VIEWS);
  });
});

describe("large files", () => {
  it("imports 33,000 channel-days in one file (more than PostgreSQL's bind parameters allow at once)", async () => {
    const { owner, channels } = await ownerWithChannels(1);
    const channel = channels[0];
    const first = "1900-01-01";
    const lines = Array.from({ length: 33_000 }, (_, n) => ({
      date: addDays(first, n),
      channel: channel?.platformId ?? "",
      video: "long-runner",
      views: 1,
    }));
    expect(await importCsv(csvOf(lines))).toEqual({ imported: 33_000, rejected: [] });
    const days = await t.database.db.$count(
      channelDailyStats,
      eq(channelDailyStats.channelId, channel?.id ?? 0),
    );
    expect(days).toBe(33_000);
    const last = addDays(first, 32_999);
    const answer = expectOk(
      await owner.client.call(musicDashboardCall, { start: addDays(last, -9), end: last }),
    );
    expect(answer.totals.views).toBe(10);
  }, 180_000);
});
