import {
  musicChannelDashboardCall,
  musicDashboardCall,
  musicVideoDashboardCall,
  musicVideoDetailsCall,
  musicVideoListCall,
} from "@studio/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feeRateChanges } from "../src/db/schema";
import { feeRatesByMonth } from "../src/modules/revenue/fee-rates";
import { expectOk } from "./support/assertions";
import { registeredChannel, type SignedIn, setChannelStatus, signedIn } from "./support/channels";
import { factTotals, importReport, revenueAnswers } from "./support/revenue";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * A member's figures at the fee rate in force each month (docs/decisions/079, 080): the dashboard
 * and the channel report split each channel-day, the video list each video's month of the range.
 */

const NOW = new Date("2026-11-20T18:00:00Z");
/** October's last day and November's first two. */
const RANGE = { start: "2026-10-31", end: "2026-11-02" };

let t: TestApp;
let staff: SignedIn;
let manager: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  staff = await signedIn(t, { isStaff: true });
  manager = await signedIn(t, { accountType: "mcn" });
});
afterAll(() => t.close());

/** A member of the manager with these rate changes (month, bp), written in this order. */
async function memberWithRates(changes: [string, number][], accountBp = 0) {
  const member = await signedIn(t, {
    managerId: manager.account.id,
    feeRateBp: accountBp,
    accountType: "mcn_creator_sub",
  });
  for (const [month, bp] of changes) {
    await t.database.db.insert(feeRateChanges).values({
      networkId: member.account.networkId,
      memberId: member.account.id,
      effectiveMonth: month,
      feeRateBp: bp,
      changedBy: manager.account.id,
    });
  }
  return member;
}

/** A channel of the manager assigned to the member, with two videos over the range. */
async function assignedChannelWithFacts(member: SignedIn) {
  const { channel, platform } = await registeredChannel(t, manager);
  await setChannelStatus(t, channel.id, { status: "approved", assignedMemberId: member.account.id });
  const video = (name: string) => `${name}-${channel.id}`;
  await importReport(staff, [
    { date: "2026-10-31", channel: platform.id, video: video("a"), views: 100, revenue: "1.000001" },
    { date: "2026-11-01", channel: platform.id, video: video("a"), views: 200, revenue: "2.000001" },
    { date: "2026-11-02", channel: platform.id, video: video("b"), views: 300, revenue: "3" },
  ]);
  return { channel, a: video("a"), b: video("b") };
}

const revenueOf = (rows: { video_id: string; revenue: string }[]) =>
  Object.fromEntries(rows.map((row) => [row.video_id, row.revenue]));

describe("a member's share at the rate in force each month", () => {
  it("shows October at October's rate and November at November's in the dashboard and the video list", async () => {
    // 20% from October; November changed twice, the newest change of the month wins (30%).
    const member = await memberWithRates([
      ["2026-10-01", 2_000],
      ["2026-11-01", 4_000],
      ["2026-11-01", 3_000],
    ]);
    const { a, b } = await assignedChannelWithFacts(member);

    const dashboard = expectOk(await member.client.call(musicDashboardCall, RANGE));
    // Each channel-day less the manager's fee truncated: 1000001 - 200000, 2000001 - 600000, 3000000 - 900000.
    expect(dashboard.daily.map((d) => [d.date, d.revenue])).toEqual([
      ["2026-10-31", "800001"],
      ["2026-11-01", "1400001"],
      ["2026-11-02", "2100000"],
    ]);
    expect(dashboard.totals.revenue).toBe("4300002");
    expect(dashboard.totals.views).toBe(600);
    const videoDashboard = expectOk(await member.client.call(musicVideoDashboardCall, RANGE));
    expect(videoDashboard.totals.revenue).toBe("4300002");

    const list = expectOk(await member.client.call(musicVideoListCall, RANGE));
    // Video a: October's part at 20%, November's at 30%.
    expect(revenueOf(list.items)).toEqual({ [a]: "2200002", [b]: "2100000" });
    expect(list.totals.revenue).toBe("4300002");

    const report = expectOk(await member.client.call(musicChannelDashboardCall, RANGE));
    expect(report.totals.revenue).toBe("4300002");

    const rowA = list.items.find((row) => row.video_id === a);
    const details = expectOk(
      await member.client.call(musicVideoDetailsCall, { id: rowA?.id ?? 0, ...RANGE }),
    );
    expect(details.revenue).toBe("2200002");
    expect(details.daily.map((d) => d.revenue)).toEqual(["800001", "1400001"]);

    // The manager sees the same channel in full.
    const full = expectOk(
      await manager.client.call(musicDashboardCall, { ...RANGE, subaccount: member.account.id }),
    );
    expect(full.totals.revenue).toBe("6000002");

    // Each answer agrees with the facts split in SQL, for this range and each month alone.
    for (const range of [
      RANGE,
      { start: "2026-11-01", end: "2026-11-30" },
      { start: "2026-10-01", end: "2026-11-19" },
    ]) {
      const answers = await revenueAnswers(member, range);
      const channelDays = await factTotals(t.database.db, member.account, range);
      const videoMonths = await factTotals(t.database.db, member.account, range, "video-month");
      expect({ dashboard: answers.dashboard, report: answers.report, videos: answers.videos }).toEqual({
        dashboard: channelDays,
        report: channelDays,
        videos: videoMonths,
      });
    }
  });

  it("uses the first change's rate for the months before it, and the account's rate without any change", async () => {
    const member = await memberWithRates([["2026-11-01", 1_000]], 5_000);
    await assignedChannelWithFacts(member);
    // 10% for October too: 1000001 - 100000 + 2000001 - 200000 + 3000000 - 300000.
    expect(expectOk(await member.client.call(musicDashboardCall, RANGE)).totals.revenue).toBe("5400002");
    const rates = await feeRatesByMonth(t.database.db, member.account.id, ["2026-09", "2026-11", "2027-01"]);
    expect([...rates.values()]).toEqual([1_000, 1_000, 1_000]);

    const noHistory = await memberWithRates([], 5_000);
    await assignedChannelWithFacts(noHistory);
    // Half of each channel-day, the member keeping the odd micro-dollar.
    expect(expectOk(await noHistory.client.call(musicDashboardCall, RANGE)).totals.revenue).toBe("3000002");
  });

  it("gives the member everything at 0% and nothing at 100%, views unchanged", async () => {
    const none = await memberWithRates([["2026-10-01", 0]]);
    await assignedChannelWithFacts(none);
    const free = expectOk(await none.client.call(musicDashboardCall, RANGE)).totals;
    expect([free.revenue, free.views]).toEqual(["6000002", 600]);
    const freeList = expectOk(await none.client.call(musicVideoListCall, RANGE));
    expect(freeList.totals.revenue).toBe("6000002");

    const all = await memberWithRates([["2026-10-01", 10_000]]);
    await assignedChannelWithFacts(all);
    const kept = expectOk(await all.client.call(musicDashboardCall, RANGE)).totals;
    expect([kept.revenue, kept.views]).toEqual(["0", 600]);
    const keptList = expectOk(await all.client.call(musicVideoListCall, RANGE));
    expect(keptList.items.map((row) => row.revenue)).toEqual(["0", "0"]);
    expect(keptList.totals.views).toBe(600);
  });
});
