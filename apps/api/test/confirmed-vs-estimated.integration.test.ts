import {
  musicConfirmedMonthsCall,
  musicDashboardCall,
  splitRevenue,
  type TConfirmedMonth,
} from "@studio/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Network } from "../src/db/rows";
import {
  channelDailyStats,
  feeRateChanges,
  networks,
  statsImports,
  videoDailyStats,
  videos,
} from "../src/db/schema";
import { confirmConfirmed } from "../src/modules/payout/confirmed-import";
import { expectOk } from "./support/assertions";
import { type SignedIn, signedIn } from "./support/channels";
import { approvedChannel } from "./support/confirmed-revenue";
import { networkIdOf } from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * The dashboard's months of estimated against confirmed revenue (docs/decisions/131): the running
 * month of the network's time zone and the five before it, each month's estimate as the dashboard
 * shows it to the asker, and what staff confirmed of it: an owner's final amounts of its channels,
 * a member's music profit after the fee.
 */

/** Noon of 15 May 2027 in Seoul (the network's time zone); the newest complete day is 13 May. */
const NOW = new Date("2027-05-15T03:00:00.000Z");
const NEWEST_DAY = "2027-05-13";

let t: TestApp;
let network: Network;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const [row] = await t.database.db
    .select()
    .from(networks)
    .where(eq(networks.id, await networkIdOf(t.database.db)));
  if (!row) throw new Error("no network");
  network = row;
  // The network's reports reach 15 May: the dashboards end on the newest complete day, 13 May.
  await t.database.db.insert(statsImports).values({
    networkId: network.id,
    fileName: "report.csv",
    sha256: "confirmed-vs-estimated",
    rows: 1,
    firstDay: "2026-12-01",
    lastDay: "2027-05-15",
  });
});
afterAll(() => t.close());

const daysOf = (month: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${month}-${String(from + i).padStart(2, "0")}`);
const monthDays = (month: string) => {
  const [year = 0, m = 1] = month.split("-").map(Number);
  return daysOf(month, 1, new Date(Date.UTC(year, m, 0)).getUTCDate());
};

/** One video of the channel earning `micro` a day on each of `days` (facts and the daily rollup). */
async function earn(channelId: number, days: string[], micro: number) {
  const [video] = await t.database.db
    .insert(videos)
    .values({
      networkId: network.id,
      channelId,
      platformVideoId: `vid${crypto.randomUUID().slice(0, 10)}`,
      title: "Confirmed video",
      publishedOn: "2026-11-01",
    })
    .returning({ id: videos.id });
  if (!video) throw new Error("no video");
  await t.database.db
    .insert(videoDailyStats)
    .values(
      days.map((day) => ({ videoId: video.id, channelId, day, views: 1000, revenueMicro: BigInt(micro) })),
    );
  await t.database.db.insert(channelDailyStats).values(
    days.map((day) => ({
      channelId,
      networkId: network.id,
      day,
      views: 1000,
      revenueMicro: BigInt(micro),
    })),
  );
}

/** Staff confirm these channel-months (`channel id, YYYY-MM, USD`). */
async function confirm(rows: [number, string, string][]) {
  const text = ["channel_id,month,amount_usd", ...rows.map((r) => r.join(","))].join("\n");
  const result = await confirmConfirmed(t.database.db, network, { name: "confirmed.csv", text }, null, NOW);
  expect(result.rejected).toEqual([]);
}

const monthsOf = async (who: SignedIn, currency?: "CNY") =>
  expectOk(
    await who.client.call(
      musicConfirmedMonthsCall,
      {},
      currency ? { headers: { "x-currency": currency } } : {},
    ),
  );
const byMonth = (months: TConfirmedMonth[]) => new Map(months.map((m) => [m.month, m]));

/** The dashboard's revenue of a month for `who`: the whole month, or up to the newest complete day. */
async function dashboardRevenue(who: SignedIn, month: string, currency?: "CNY") {
  const days = monthDays(month);
  const end = [days.at(-1) ?? "", NEWEST_DAY].sort()[0] ?? NEWEST_DAY;
  const answer = expectOk(
    await who.client.call(
      musicDashboardCall,
      { start: days[0] ?? "", end },
      currency ? { headers: { "x-currency": currency } } : {},
    ),
  );
  return answer.totals;
}

describe("the months of estimated against confirmed revenue", () => {
  it("show a creator the dashboard's estimate of each month, the confirmed amount and the difference", async () => {
    const creator = await signedIn(t);
    const channel = await approvedChannel(t, { ownerId: creator.account.id, networkId: network.id });
    await earn(channel.id, monthDays("2027-03"), 1_000_000);
    await earn(channel.id, monthDays("2027-04"), 2_000_000);
    // May up to the 14th: the 14th is after the newest complete day, as on the dashboard.
    await earn(channel.id, daysOf("2027-05", 1, 14), 1_000_000);
    await confirm([[channel.id, "2027-03", "30.5"]]);

    const answer = await monthsOf(creator);
    expect(answer.currency).toBe("USD");
    expect(answer.months.map((m) => [m.month, m.status])).toEqual([
      ["2026-12", "awaiting_confirmation"],
      ["2027-01", "awaiting_confirmation"],
      ["2027-02", "awaiting_confirmation"],
      ["2027-03", "confirmed"],
      ["2027-04", "awaiting_confirmation"],
      ["2027-05", "in_progress"],
    ]);
    const months = byMonth(answer.months);
    expect(months.get("2027-03")).toEqual({
      month: "2027-03",
      status: "confirmed",
      estimated: "31000000",
      estimated_display: "$31.00",
      confirmed: "30500000",
      confirmed_display: "$30.50",
      difference: "-500000",
      difference_display: "-$0.50",
      difference_percent: "-1.61",
      rate: "1",
    });
    expect(months.get("2027-04")).toMatchObject({
      estimated: "60000000",
      confirmed: null,
      confirmed_display: null,
      difference: null,
      difference_percent: null,
    });
    expect(months.get("2027-05")).toMatchObject({ estimated: "13000000", confirmed: null });
    expect(months.get("2026-12")).toMatchObject({
      estimated: "0",
      estimated_display: "$0.00",
      confirmed: null,
    });
    // Each estimate is the dashboard's figure of the month.
    for (const month of ["2027-03", "2027-04", "2027-05"])
      expect(months.get(month)?.estimated, month).toBe((await dashboardRevenue(creator, month)).revenue);
  });

  it("in yuan shows each month as the dashboard shows it, the difference at the same rate", async () => {
    const creator = await signedIn(t);
    const channel = await approvedChannel(t, { ownerId: creator.account.id, networkId: network.id });
    await earn(channel.id, monthDays("2027-04"), 3_000_000);
    await confirm([[channel.id, "2027-04", "93.6"]]);
    const april = byMonth((await monthsOf(creator, "CNY")).months).get("2027-04");
    const dashboard = await dashboardRevenue(creator, "2027-04", "CNY");
    expect(april?.estimated_display).toBe(dashboard.revenue_display);
    expect(april?.rate).toBe(dashboard.rate);
    expect(april).toMatchObject({ estimated: "90000000", confirmed: "93600000", difference: "3600000" });
    expect(april?.difference_display?.startsWith("+")).toBe(true);
    expect(april?.difference_percent).toBe("+4.00");
  });
});

describe("a team's months", () => {
  it("show a manager the totals of its channels and a member its share after the fee", async () => {
    const manager = await signedIn(t, { accountType: "mcn", permissionFlag: 1, isMcnRelated: true });
    const member = await signedIn(t, {
      managerId: manager.account.id,
      accountType: "mcn_creator_sub",
      feeRateBp: 3000,
    });
    await t.database.db.insert(feeRateChanges).values({
      networkId: network.id,
      memberId: member.account.id,
      effectiveMonth: "2026-12-01",
      feeRateBp: 3000,
      changedBy: manager.account.id,
    });
    const held = await approvedChannel(t, {
      ownerId: manager.account.id,
      networkId: network.id,
      memberId: member.account.id,
    });
    const own = await approvedChannel(t, { ownerId: manager.account.id, networkId: network.id });
    await earn(held.id, monthDays("2027-03"), 10_000_000);
    await earn(own.id, monthDays("2027-03"), 1_000_000);
    await earn(held.id, monthDays("2027-04"), 10_000_000);
    await earn(own.id, monthDays("2027-04"), 1_000_000);
    await confirm([
      [held.id, "2027-03", "300"],
      [own.id, "2027-03", "31"],
    ]);
    // April: only the manager's own channel so far, a part of the month confirmed.
    await confirm([[own.id, "2027-04", "29"]]);

    const managers = byMonth((await monthsOf(manager)).months);
    expect(managers.get("2027-03")).toMatchObject({
      status: "confirmed",
      estimated: "341000000",
      confirmed: "331000000",
      difference: "-10000000",
      difference_display: "-$10.00",
      difference_percent: "-2.93",
    });
    expect(managers.get("2027-04")).toMatchObject({
      status: "confirmed",
      estimated: "330000000",
      confirmed: "29000000",
    });

    const members = byMonth((await monthsOf(member)).months);
    const share = splitRevenue(300_000_000n, 3000).member;
    expect(share).toBe(210_000_000n);
    expect(members.get("2027-03")).toMatchObject({
      status: "confirmed",
      estimated: "217000000",
      confirmed: "210000000",
      difference: "-7000000",
      difference_percent: "-3.23",
    });
    // Nothing of the member's April is confirmed: the owner's channel is not theirs.
    expect(members.get("2027-04")).toMatchObject({
      status: "awaiting_confirmation",
      estimated: "210000000",
      confirmed: null,
    });
    for (const month of ["2027-03", "2027-04"]) {
      expect(managers.get(month)?.estimated, month).toBe((await dashboardRevenue(manager, month)).revenue);
      expect(members.get(month)?.estimated, month).toBe((await dashboardRevenue(member, month)).revenue);
    }
  });
});

describe("the months shown", () => {
  it("are counted in the network's time zone, the running one an estimate only", async () => {
    const creator = await signedIn(t);
    // 00:30 on 1 June in Seoul, still 31 May in UTC.
    const before = t.clock.now().getTime();
    t.clock.advance(new Date("2027-05-31T15:30:00.000Z").getTime() - before);
    try {
      const months = (await monthsOf(creator)).months;
      expect(months.map((m) => m.month)).toEqual([
        "2027-01",
        "2027-02",
        "2027-03",
        "2027-04",
        "2027-05",
        "2027-06",
      ]);
      expect(months.at(-1)?.status).toBe("in_progress");
      expect(months.at(-2)?.status).toBe("awaiting_confirmation");
    } finally {
      t.clock.advance(before - t.clock.now().getTime());
    }
  });

  it("show an account without channels six months of nothing, none confirmed", async () => {
    const creator = await signedIn(t);
    const months = (await monthsOf(creator)).months;
    expect(months).toHaveLength(6);
    for (const month of months) expect(month).toMatchObject({ estimated: "0", confirmed: null });
  });
});
