import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  adminStatsImportCall,
  E,
  errorMessage,
  MAX_VIDEO_SEARCH_TEXT,
  musicChannelDashboardCall,
  musicDashboardCall,
  musicDashboardMetaCall,
  musicVideoDetailsCall,
  musicVideoExportCall,
  musicVideoExportStatusCall,
  musicVideoListCall,
  periodRange,
  type TImportReport,
  type TVideoRow,
  VIDEO_SORTS,
} from "@studio/contract";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  channels as channelsTable,
  exchangeRates,
  videoPeriodBuilds,
  videoPeriodStats,
} from "../src/db/schema";
import { importReportInboxes, reportFolderOf } from "../src/modules/revenue/report-inbox";
import { scopeOf } from "../src/modules/revenue/scope";
import { forEachVideoChunk } from "../src/modules/revenue/video-list-queries";
import { freshBuild, refreshVideoPeriods } from "../src/modules/revenue/video-periods";
import { expectError, expectOk } from "./support/assertions";
import { registeredChannel, type SignedIn, setChannelStatus, signedIn } from "./support/channels";
import { eventually } from "./support/eventually";
import { setAccountFields } from "./support/factories";
import { REPORT_HEADER } from "./support/revenue";
import { createTestApp, type TestApp } from "./support/test-app";

// 2026-11-21 03:00 in Seoul is still 2026-11-20 in Los Angeles.
const NOW = new Date("2026-11-20T18:00:00Z");

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  staff = await signedIn(t, { isStaff: true });
});
afterAll(() => t.close());

interface Fact {
  date: string;
  channel: string;
  video: string;
  views: number;
  revenue: string;
  premiumViews?: number;
  premiumRevenue?: string;
  countries?: string;
  isrc?: string;
}

function csvOf(facts: Fact[]): string {
  const lines = facts.map((f) =>
    [
      f.date,
      f.channel,
      f.video,
      `"Video ${f.video}, a test"`,
      "2026-11-01",
      30,
      f.isrc ?? "",
      f.views,
      f.premiumViews ?? 0,
      f.revenue,
      f.premiumRevenue ?? "0",
      f.views * 20,
      "65.5",
      // Views by country never add up to more than the views.
      f.countries ?? `KR:${Math.min(f.views, 1)}`,
    ].join(","),
  );
  return [REPORT_HEADER, ...lines].join("\n");
}

async function importCsv(text: string, client = staff.client): Promise<TImportReport> {
  const form = new FormData();
  form.append("file", new Blob([text], { type: "text/csv" }), "report.csv");
  const response = await client.inject({
    method: "POST",
    url: `/api/${adminStatsImportCall.path}`,
    payload: form,
  });
  return expectOk(response) as TImportReport;
}

/** An owner with approved channels on the sandbox platform. */
async function ownerWithChannels(count: number) {
  const owner = await signedIn(t);
  const channels = [];
  for (let i = 0; i < count; i++) {
    const { channel, platform } = await registeredChannel(t, owner);
    await setChannelStatus(t, channel.id, { status: "approved" });
    channels.push({ id: channel.id, platformId: platform.id });
  }
  return { owner, channels };
}

const RANGE = { start: "2026-11-10", end: "2026-11-12" };

async function allVideos(client: SignedIn["client"], input: Record<string, unknown>) {
  const rows: TVideoRow[] = [];
  for (let page = 0; ; page++) {
    const answer = expectOk(await client.call(musicVideoListCall, { ...RANGE, ...input, page, size: 2 }));
    rows.push(...answer.items);
    if (answer.items.length < 2) return { rows, total: answer.total };
  }
}

const sum = (values: string[]) => values.reduce((acc, v) => acc + BigInt(v), 0n).toString();

describe("platform report import", () => {
  it("imports a file, and the same file again changes nothing", async () => {
    const { owner, channels } = await ownerWithChannels(1);
    const channel = channels[0]?.platformId ?? "";
    const file = csvOf([
      { date: "2026-11-10", channel, video: "imp-a", views: 1000, revenue: "1.234567" },
      { date: "2026-11-11", channel, video: "imp-a", views: 500, revenue: "0.5" },
      { date: "2026-11-11", channel, video: "imp-b", views: 300, revenue: "0.000001" },
    ]);
    expect(await importCsv(file)).toEqual({ imported: 3, rejected: [] });
    const first = expectOk(await owner.client.call(musicDashboardCall, RANGE));
    expect(first.totals).toMatchObject({ views: 1800, revenue: "1734568", revenue_display: "$1.73" });
    expect(await importCsv(file)).toEqual({ imported: 3, rejected: [] });
    const again = expectOk(await owner.client.call(musicDashboardCall, RANGE));
    expect(again.totals).toEqual(first.totals);
    expect((await allVideos(owner.client, {})).total).toBe(2);
  });

  it("lets a corrected file replace the days it covers", async () => {
    const { owner, channels } = await ownerWithChannels(1);
    const channel = channels[0]?.platformId ?? "";
    await importCsv(
      csvOf([
        { date: "2026-11-10", channel, video: "fix-a", views: 1000, revenue: "1" },
        { date: "2026-11-11", channel, video: "fix-a", views: 1000, revenue: "1" },
        { date: "2026-11-11", channel, video: "fix-b", views: 1000, revenue: "1" },
      ]),
    );
    // The corrected 11th has fix-a only, with new figures; the 10th is untouched.
    await importCsv(csvOf([{ date: "2026-11-11", channel, video: "fix-a", views: 10, revenue: "0.01" }]));
    const answer = expectOk(await owner.client.call(musicDashboardCall, RANGE));
    expect(answer.totals).toMatchObject({ views: 1010, revenue: "1010000" });
    expect(answer.daily.map((d) => [d.date, d.views])).toEqual([
      ["2026-11-10", 1000],
      ["2026-11-11", 10],
      ["2026-11-12", 0],
    ]);
  });

  it("rejects the whole file when any row is bad, naming every bad row", async () => {
    const { owner, channels } = await ownerWithChannels(1);
    const channel = channels[0]?.platformId ?? "";
    const report = await importCsv(
      csvOf([
        { date: "2026-11-10", channel, video: "bad-ok", views: 100, revenue: "1" },
        { date: "2026-13-01", channel, video: "bad-date", views: 100, revenue: "1" },
        { date: "2026-11-10", channel: "UCnotregistered", video: "bad-ch", views: 100, revenue: "1" },
        { date: "2026-11-10", channel, video: "bad-money", views: 100, revenue: "1.2345678" },
        { date: "2026-11-10", channel, video: "bad-premium", views: 100, premiumViews: 200, revenue: "1" },
        { date: "2026-11-10", channel, video: "bad-ok", views: 100, revenue: "1" },
      ]),
    );
    expect(report.imported).toBe(0);
    expect(report.rejected.map((r) => r.row)).toEqual([2, 3, 4, 5, 6]);
    expect(report.rejected[1]?.reason).toContain("not registered");
    expect(report.rejected[4]?.reason).toContain("twice");
    expect(expectOk(await owner.client.call(musicDashboardCall, RANGE)).totals.views).toBe(0);
  });

  it("takes files dropped in the network's report inbox (the scheduled job)", async () => {
    const { owner, channels } = await ownerWithChannels(1);
    const channel = channels[0]?.platformId ?? "";
    const folder = path.join(t.app.deps.config.DATA_DIR, reportFolderOf("studio"));
    mkdirSync(path.join(folder, "inbox"), { recursive: true });
    writeFileSync(
      path.join(folder, "inbox", "2026-11-12.csv"),
      csvOf([{ date: "2026-11-12", channel, video: "inbox-1", views: 42, revenue: "0.42" }]),
    );
    writeFileSync(path.join(folder, "inbox", "broken.csv"), `${REPORT_HEADER}\n2026-11-12,${channel},x`);
    const results = await importReportInboxes(t.app.deps);
    expect(results.get("studio/2026-11-12.csv")).toEqual({ imported: 1, rejected: [] });
    expect(results.get("studio/broken.csv")?.imported).toBe(0);
    expect(readdirSync(path.join(folder, "inbox"))).toEqual([]);
    expect(readdirSync(path.join(folder, "rejected"))).toEqual(["broken.csv", "broken.csv.report.json"]);
    expect(expectOk(await owner.client.call(musicDashboardCall, RANGE)).totals.views).toBe(42);
  });

  it("is for staff only", async () => {
    const creator = await signedIn(t);
    const form = new FormData();
    form.append("file", new Blob([REPORT_HEADER]), "report.csv");
    const response = await creator.client.inject({
      method: "POST",
      url: `/api/${adminStatsImportCall.path}`,
      payload: form,
    });
    expectError(response, 403, E.INVALID_ACCESS);
  });
});

describe("dashboards", () => {
  it("adds up exactly: totals, channel rows and video rows of one period", async () => {
    const { owner, channels } = await ownerWithChannels(2);
    const [one, two] = channels.map((c) => c.platformId);
    await importCsv(
      csvOf([
        { date: "2026-11-10", channel: one ?? "", video: "sum-1", views: 333, revenue: "0.333333" },
        { date: "2026-11-11", channel: one ?? "", video: "sum-2", views: 777, revenue: "7.777777" },
        { date: "2026-11-12", channel: two ?? "", video: "sum-3", views: 1, revenue: "0.000007" },
        { date: "2026-11-12", channel: two ?? "", video: "sum-4", views: 9, revenue: "0.9" },
      ]),
    );
    const totals = expectOk(await owner.client.call(musicDashboardCall, RANGE)).totals;
    const byChannel = expectOk(await owner.client.call(musicChannelDashboardCall, RANGE));
    const videos = await allVideos(owner.client, {});
    expect(totals.revenue).toBe("9011117");
    expect(sum(byChannel.items.map((c) => c.revenue))).toBe(totals.revenue);
    expect(byChannel.totals.revenue).toBe(totals.revenue);
    expect(sum(videos.rows.map((v) => v.revenue))).toBe(totals.revenue);
    expect(videos.rows.reduce((acc, v) => acc + v.views, 0)).toBe(totals.views);
  });

  it("sorts the video list by each key both ways and pages without gaps", async () => {
    const { owner, channels } = await ownerWithChannels(1);
    const channel = channels[0]?.platformId ?? "";
    const facts: Fact[] = [5, 1, 4, 2, 3].map((n) => ({
      date: "2026-11-11",
      channel,
      video: `sort-${n}`,
      views: n * 100,
      revenue: `${(6 - n) * 2}`,
    }));
    await importCsv(csvOf(facts));
    const order = async (sort: string) =>
      (await allVideos(owner.client, { sort })).rows.map((v) => v.video_id.replace("sort-", ""));
    expect(await order("views_desc")).toEqual(["5", "4", "3", "2", "1"]);
    expect(await order("views_asc")).toEqual(["1", "2", "3", "4", "5"]);
    expect(await order("profit_desc")).toEqual(["1", "2", "3", "4", "5"]);
    expect(await order("price_asc")).toEqual(["5", "4", "3", "2", "1"]);
    const paged = await allVideos(owner.client, { sort: "date_desc" });
    expect(paged.total).toBe(5);
    expect(new Set(paged.rows.map((v) => v.id)).size).toBe(5);
    const searched = expectOk(await owner.client.call(musicVideoListCall, { ...RANGE, search: "sort-3" }));
    expect(searched.items.map((v) => v.video_id)).toEqual(["sort-3"]);
    // Too long a search is refused as the music search refuses it: code 6 with the limit.
    const tooLong = await owner.client.call(
      musicVideoListCall,
      { ...RANGE, search: "x".repeat(MAX_VIDEO_SEARCH_TEXT + 1) },
      { language: "ko" },
    );
    expect(expectError(tooLong, 400, E.CONTENT_TOO_LONG).message).toBe(
      errorMessage(E.CONTENT_TOO_LONG, "ko", { max: MAX_VIDEO_SEARCH_TEXT }),
    );
  });

  it("shows CNY at the network's rate for the day, truncated", async () => {
    const { owner, channels } = await ownerWithChannels(1);
    await importCsv(
      csvOf([
        {
          date: "2026-11-11",
          channel: channels[0]?.platformId ?? "",
          video: "cny",
          views: 10,
          revenue: "1.999999",
        },
      ]),
    );
    const range = { start: "2026-11-11", end: "2026-11-11" };
    const cny = expectOk(
      await owner.client.call(musicDashboardCall, range, { headers: { "x-currency": "CNY" } }),
    );
    const rate = cny.totals.rate;
    expect(rate).toMatch(/^7\.\d{4}$/);
    const expected = (1_999_999n * BigInt(rate.replace(".", ""))) / 10_000n / 1_000_000n;
    expect(cny.totals.revenue_display).toBe(`CN¥${expected}`);
    expect(cny.totals.revenue).toBe("1999999");
  });

  it("uses the newest earlier rate for a day without one, and each day's own rate in the trend", async () => {
    const owner = await signedIn(t);
    const { db } = t.database;
    const studioId = owner.account.networkId;
    const ofDay = (day: string) =>
      and(
        eq(exchangeRates.networkId, studioId),
        eq(exchangeRates.currency, "CNY"),
        eq(exchangeRates.day, day),
      );
    const [before] = await db.select().from(exchangeRates).where(ofDay("2026-11-05"));
    await db.delete(exchangeRates).where(ofDay("2026-11-06"));
    const answer = expectOk(
      await owner.client.call(
        musicDashboardCall,
        { start: "2026-11-05", end: "2026-11-07" },
        { headers: { "x-currency": "CNY" } },
      ),
    );
    const [seventh] = await db.select().from(exchangeRates).where(ofDay("2026-11-07"));
    expect(answer.daily.map((d) => d.rate)).toEqual([before?.rate, before?.rate, seventh?.rate]);
    expect(answer.totals.rate).toBe(seventh?.rate);
  });

  it("opens a video's details with its countries and the music's share", async () => {
    const { owner, channels } = await ownerWithChannels(1);
    const channel = channels[0]?.platformId ?? "";
    await importCsv(
      csvOf([
        {
          date: "2026-11-10",
          channel,
          video: "det",
          views: 100,
          revenue: "1",
          countries: "KR:60|US:40",
          isrc: "KRA402600001",
        },
        {
          date: "2026-11-11",
          channel,
          video: "det",
          views: 100,
          revenue: "1",
          countries: "KR:50|JP:50",
          isrc: "KRA402600001",
        },
      ]),
    );
    const [row] = (await allVideos(owner.client, {})).rows;
    const details = expectOk(await owner.client.call(musicVideoDetailsCall, { ...RANGE, id: row?.id ?? 0 }));
    expect(details.countries).toEqual([
      { code: "KR", views: 110, share: "55.00" },
      { code: "JP", views: 50, share: "25.00" },
      { code: "US", views: 40, share: "20.00" },
    ]);
    expect(details.music).toMatchObject({ isrc: "KRA402600001" });
    expect(details.music_share).toMatchObject({ basis_points: 5000, revenue: "1000000" });
    expect(details.average_watch_rate).toBe("65.50");
    const stranger = await signedIn(t);
    expectError(
      await stranger.client.call(musicVideoDetailsCall, { ...RANGE, id: row?.id ?? 0 }),
      404,
      E.INVALID_ACCESS,
    );
  });

  it("counts days in the account's time zone: max date and periods", async () => {
    const seoul = await signedIn(t);
    const angeles = await signedIn(t);
    await setAccountFields(t.database.db, angeles.account.id, { timeZone: "America/Los_Angeles" });
    const inSeoul = expectOk(await seoul.client.call(musicDashboardMetaCall, {}));
    const inAngeles = expectOk(await angeles.client.call(musicDashboardMetaCall, {}));
    // Seoul is on the 21st (max date the 19th); Los Angeles still on the 20th (max date the 18th).
    expect(inSeoul).toMatchObject({ time_zone: "Asia/Seoul", max_date: "2026-11-19" });
    expect(inAngeles).toMatchObject({ time_zone: "America/Los_Angeles", max_date: "2026-11-18" });
  });
});

describe("the video list's period builds", () => {
  it("answers preset periods from the owner's build exactly as the facts do, and never from a stale one", async () => {
    const { owner, channels } = await ownerWithChannels(2);
    const [one, two] = channels.map((c) => c.platformId ?? "");
    const facts: Fact[] = [];
    for (const [n, day] of ["2026-11-03", "2026-11-10", "2026-11-18", "2026-11-19"].entries()) {
      for (const video of ["b-1", "b-2", "b-3"]) {
        facts.push({
          date: day,
          channel: one ?? "",
          video,
          views: 10 * (n + 1),
          revenue: `0.${n}1${video.at(-1)}`,
        });
      }
      facts.push({ date: day, channel: two ?? "", video: "b-4", views: 7, revenue: "0.000333" });
    }
    // No views at all: its price sorts as unknown.
    facts.push({ date: "2026-11-19", channel: two ?? "", video: "b-5", views: 0, revenue: "0.000001" });
    await importCsv(csvOf(facts));
    const maxDate = expectOk(await owner.client.call(musicDashboardMetaCall, {})).max_date ?? "";
    const range = periodRange("this_month", maxDate);
    const listOf = async (input: Record<string, unknown>) =>
      expectOk(await owner.client.call(musicVideoListCall, { ...range, size: 3, ...input }));

    // Before any build the facts answer; keep those answers to compare with.
    const db = t.database.db;
    await db.delete(videoPeriodBuilds).where(eq(videoPeriodBuilds.accountId, owner.account.id));
    const asks = [
      ...VIDEO_SORTS.flatMap((sort) => [0, 1].map((page) => ({ sort, page }))),
      { sort: "profit_desc", channel: channels[1]?.id },
      { sort: "views_desc", search: "b-2" },
    ];
    const fromFacts = await Promise.all(asks.map(listOf));

    // The import's own queued refresh may build some presets meanwhile: together they build them all.
    await refreshVideoPeriods(db, NOW, [owner.account.id]);
    const build = await freshBuild(db, owner.account.id, range);
    expect(build).toMatchObject({ videos: 5 });
    // A second refresh finds everything fresh.
    expect(await refreshVideoPeriods(db, NOW, [owner.account.id])).toBe(0);
    expect(await Promise.all(asks.map(listOf))).toEqual(fromFacts);

    // The answer really comes from the build: a change there shows.
    await db
      .update(videoPeriodStats)
      .set({ views: 999_999 })
      .where(eq(videoPeriodStats.buildId, build?.id ?? 0));
    expect((await listOf({ sort: "views_desc" })).items[0]?.views).toBe(999_999);

    // A corrected file makes the build stale at once: the facts answer until it is rebuilt.
    await importCsv(
      csvOf([{ date: "2026-11-18", channel: one ?? "", video: "b-1", views: 5, revenue: "9" }]),
    );
    const corrected = await listOf({ sort: "profit_desc" });
    expect(corrected.items[0]).toMatchObject({ video_id: "b-1", revenue: "9433000" });
    expect(corrected.items.map((v) => v.views)).not.toContain(999_999);
    await refreshVideoPeriods(db, NOW, [owner.account.id]);
    expect(await listOf({ sort: "profit_desc" })).toEqual(corrected);

    // A deleted channel leaves the build's own totals behind: the list counts what is left.
    await db.delete(channelsTable).where(eq(channelsTable.id, channels[1]?.id ?? 0));
    const left = await listOf({ sort: "profit_desc", size: 10 });
    expect(left.items.map((v) => v.video_id).sort()).toEqual(["b-1", "b-2", "b-3"]);
    expect(left.total).toBe(3);
    expect(left.totals.revenue).toBe(sum(left.items.map((v) => v.revenue)));
  });
});

describe("who sees what", () => {
  it("a member sees only assigned channels, at their share; a manager can filter by member", async () => {
    const manager = await signedIn(t, { accountType: "mcn" });
    const member = await signedIn(t, {
      managerId: manager.account.id,
      feeRateBp: 2_500,
      accountType: "mcn_creator_sub",
    });
    const assigned = await registeredChannel(t, manager);
    const kept = await registeredChannel(t, manager);
    await setChannelStatus(t, assigned.channel.id, {
      status: "approved",
      assignedMemberId: member.account.id,
    });
    await setChannelStatus(t, kept.channel.id, { status: "approved" });
    await importCsv(
      csvOf([
        { date: "2026-11-10", channel: assigned.platform.id, video: "m-1", views: 100, revenue: "1.000003" },
        { date: "2026-11-11", channel: assigned.platform.id, video: "m-2", views: 100, revenue: "2" },
        { date: "2026-11-10", channel: kept.platform.id, video: "m-3", views: 100, revenue: "4" },
      ]),
    );
    const all = expectOk(await manager.client.call(musicDashboardCall, RANGE)).totals;
    expect(all.revenue).toBe("7000003");
    const filtered = expectOk(
      await manager.client.call(musicDashboardCall, { ...RANGE, subaccount: member.account.id }),
    );
    expect(filtered.totals.revenue).toBe("3000003");
    const own = expectOk(await member.client.call(musicDashboardCall, RANGE)).totals;
    // The manager's 25% of each channel-day truncated, the member keeping the odd micro-dollar:
    // 1000003 - 250000 + 2000000 - 500000.
    expect(own.revenue).toBe("2250003");
    const theirVideos = await allVideos(member.client, {});
    expect(theirVideos.rows.map((v) => v.video_id).sort()).toEqual(["m-1", "m-2"]);
    expect(sum(theirVideos.rows.map((v) => v.revenue))).toBe(own.revenue);
    expectError(
      await member.client.call(musicDashboardCall, { ...RANGE, channel: kept.channel.id }),
      404,
      E.INVALID_ACCESS,
    );
    const stranger = await signedIn(t);
    expectError(
      await stranger.client.call(musicDashboardCall, { ...RANGE, subaccount: member.account.id }),
      404,
      E.INVALID_ACCESS,
    );
    const wave = await signedIn(t, { network: "wave" });
    expect(expectOk(await wave.client.call(musicVideoListCall, RANGE)).total).toBe(0);
  });
});

describe("video profit report file", () => {
  it("goes pending -> done and holds the rows of the list, in xlsx and csv", async () => {
    const { owner, channels } = await ownerWithChannels(1);
    const channel = channels[0]?.platformId ?? "";
    await importCsv(
      csvOf([
        { date: "2026-11-10", channel, video: "x-1", views: 10, revenue: "1.5" },
        { date: "2026-11-11", channel, video: "x-2", views: 20, revenue: "2.25" },
      ]),
    );
    const started = expectOk(
      await owner.client.call(musicVideoExportCall, { ...RANGE, sort: "profit_desc" }),
    );
    expect(started).toMatchObject({ status: "pending", download: null, format: "xlsx" });
    const done = await eventually(async () => {
      const status = expectOk(await owner.client.call(musicVideoExportStatusCall, { id: started.id }));
      return status.status === "done" ? status : undefined;
    });
    expect(done.rows).toBe(2);
    const file = await owner.client.inject({ method: "GET", url: done.download ?? "" });
    expect(file.status).toBe(200);
    expect(String(file.headers["content-disposition"])).toContain("video-profit-2026-11-10_2026-11-12.xlsx");
    const raw = await t.app.inject({ method: "GET", url: done.download ?? "" });
    const workbook = new ExcelJS.Workbook();
    // exceljs's types predate Buffer's generic parameter; the bytes are what it reads.
    await workbook.xlsx.load(raw.rawPayload as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe("video_id");
    expect(sheet?.getRow(2).getCell(1).value).toBe("x-2");
    // Amounts are numbers Excel can sum, shown with six decimals.
    expect(sheet?.getRow(2).getCell(9).value).toBe(2.25);
    expect(sheet?.getRow(2).getCell(9).numFmt).toBe("0.000000");

    const csv = expectOk(await owner.client.call(musicVideoExportCall, { ...RANGE, format: "csv" }));
    const csvDone = await eventually(async () => {
      const status = expectOk(await owner.client.call(musicVideoExportStatusCall, { id: csv.id }));
      return status.status === "done" ? status : undefined;
    });
    const text = (await t.app.inject({ method: "GET", url: csvDone.download ?? "" })).body;
    expect(text).toContain("video_id,title,channel");
    expect(text).toContain('"Video x-1, a test"');

    const stranger = await signedIn(t);
    expectError(
      await stranger.client.call(musicVideoExportStatusCall, { id: started.id }),
      404,
      E.INVALID_ACCESS,
    );
  });

  it("reads the rows a chunk at a time from one cursor, in the list's order", async () => {
    const { owner, channels } = await ownerWithChannels(1);
    const channel = channels[0]?.platformId ?? "";
    await importCsv(
      csvOf(
        [1, 2, 3, 4, 5].map((n) => ({
          date: "2026-11-11",
          channel,
          video: `chunk-${n}`,
          views: n,
          revenue: `${n}`,
        })),
      ),
    );
    const scope = await scopeOf(t.database.db, owner.account, {});
    const chunksOf = async (maxRows: number) => {
      const chunks: string[][] = [];
      await forEachVideoChunk(
        t.database.db,
        scope,
        { range: RANGE, sort: "profit_asc", maxRows },
        2,
        async (rows) => {
          chunks.push(rows.map((row) => row.platformVideoId));
        },
      );
      return chunks;
    };
    expect(await chunksOf(100)).toEqual([["chunk-1", "chunk-2"], ["chunk-3", "chunk-4"], ["chunk-5"]]);
    // A file holds at most MAX_EXPORT_ROWS: the cursor stops there.
    expect(await chunksOf(3)).toEqual([["chunk-1", "chunk-2"], ["chunk-3"]]);
  });
});
