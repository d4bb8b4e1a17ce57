import {
  CHANNEL_DELETE_CAUTIONS,
  channelDeleteCall,
  channelListCall,
  musicChannelDashboardCall,
  musicDashboardMetaCall,
  musicVideoListCall,
  periodRange,
} from "@studio/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channels as channelsTable, revenueGenerations } from "../src/db/schema";
import { freshBuild, refreshVideoPeriods } from "../src/modules/revenue/video-periods";
import { expectOk } from "./support/assertions";
import { registeredChannel, type SignedIn, setChannelStatus, signedIn } from "./support/channels";
import { factTotals, importReport, revenueAnswers } from "./support/revenue";
import { createTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2026-11-20T18:00:00Z");

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  staff = await signedIn(t, { isStaff: true });
});
afterAll(() => t.close());

async function approvedChannel(owner: SignedIn) {
  const { channel, platform } = await registeredChannel(t, owner);
  await setChannelStatus(t, channel.id, { status: "approved", approvedAt: NOW });
  return { id: channel.id, platformId: platform.id };
}

async function latestOf(who: SignedIn) {
  const maxDate = expectOk(await who.client.call(musicDashboardMetaCall, {})).max_date;
  if (!maxDate) throw new Error("no max date");
  return periodRange("latest", maxDate);
}

/** Dashboard, channel report, video rows and the facts in SQL, for one account and period. */
async function expectAllAgree(who: SignedIn, range: { start: string; end: string }) {
  const answers = await revenueAnswers(who, range);
  const facts = await factTotals(t.database.db, who.account, range);
  const videoFacts = await factTotals(t.database.db, who.account, range, "video-month");
  expect({ dashboard: answers.dashboard, report: answers.report, videos: answers.videos }).toEqual({
    dashboard: facts,
    report: facts,
    videos: videoFacts,
  });
  return facts;
}

const generationOf = async (accountId: number) => {
  const [row] = await t.database.db
    .select({ generation: revenueGenerations.generation })
    .from(revenueGenerations)
    .where(eq(revenueGenerations.accountId, accountId));
  return row?.generation ?? 0;
};

describe("the channel list's figures", () => {
  it("are the channel report's over the period the list states, for the owner and for a member", async () => {
    const owner = await signedIn(t, { accountType: "mcn" });
    const member = await signedIn(t, {
      managerId: owner.account.id,
      feeRateBp: 2_500,
      accountType: "mcn_creator_sub",
    });
    const one = await approvedChannel(owner);
    const two = await approvedChannel(owner);
    const waiting = await registeredChannel(t, owner);
    await setChannelStatus(t, one.id, { assignedMemberId: member.account.id });
    const range = await latestOf(owner);
    await importReport(staff, [
      {
        date: range.end,
        channel: one.platformId,
        video: `fig-${one.id}-a`,
        views: 1_234,
        revenue: "3.333333",
      },
      {
        date: range.start,
        channel: one.platformId,
        video: `fig-${one.id}-b`,
        views: 10,
        revenue: "0.000007",
      },
      { date: range.end, channel: two.platformId, video: `fig-${two.id}-a`, views: 99_000, revenue: "120.5" },
      {
        date: range.end,
        channel: waiting.platform.id,
        video: `fig-${waiting.channel.id}`,
        views: 5,
        revenue: "1",
      },
    ]);

    for (const who of [owner, member]) {
      const list = expectOk(await who.client.call(channelListCall, { page: 0, size: 50 }));
      expect(list.figures_period).toEqual(range);
      const report = expectOk(await who.client.call(musicChannelDashboardCall, range));
      const reported = new Map(report.items.map((row) => [row.channel.id, row]));
      for (const channel of list.items) {
        const row = reported.get(channel.id);
        expect(channel.figures).toEqual(
          row ? { views: row.views, revenue: row.revenue, revenue_display: row.revenue_display } : null,
        );
        expect(channel.estimated_profit).toBe(row?.revenue ?? "0");
      }
      // Every channel of the report is on the list with its figures.
      expect(
        list.items
          .filter((c) => c.figures !== null)
          .map((c) => c.id)
          .sort(),
      ).toEqual([...reported.keys()].sort());
    }
    const ownerList = expectOk(await owner.client.call(channelListCall, { page: 0, size: 50 }));
    const byId = new Map(ownerList.items.map((c) => [c.id, c]));
    expect(byId.get(one.id)?.figures).toEqual({ views: 1_244, revenue: "3333340", revenue_display: "$3.33" });
    expect(byId.get(two.id)?.figures).toEqual({
      views: 99_000,
      revenue: "120500000",
      revenue_display: "$120.50",
    });
    // In the person's currency, as the channel report shows it (docs/decisions/109).
    const inYuan = { headers: { "x-currency": "CNY" } };
    const yuanList = expectOk(await owner.client.call(channelListCall, { page: 0, size: 50 }, inYuan));
    const yuanReport = expectOk(await owner.client.call(musicChannelDashboardCall, range, inYuan));
    const yuanRow = yuanReport.items.find((row) => row.channel.id === two.id);
    expect(yuanRow?.revenue_display).toMatch(/^CN¥\d/);
    expect(yuanList.items.find((c) => c.id === two.id)?.figures?.revenue_display).toBe(
      yuanRow?.revenue_display,
    );
    // Not approved: it counts nowhere, so it shows no figures.
    expect(byId.get(waiting.channel.id)?.figures).toBeNull();
    // The member sees the assigned channel at the member's share, as the member's report does.
    const memberList = expectOk(await member.client.call(channelListCall, { page: 0, size: 50 }));
    expect(memberList.items.map((c) => [c.id, c.figures])).toEqual([
      [
        one.id,
        // Each channel-day less the manager's 25% truncated (docs/decisions/080).
        { views: 1_244, revenue: (3_333_333n - 833_333n + (7n - 1n)).toString(), revenue_display: "$2.50" },
      ],
    ]);
  });
});

describe("channel changes and the read models", () => {
  it("a channel deleted through channel/delete leaves dashboard = channel report = videos = facts", async () => {
    const owner = await signedIn(t);
    const kept = await approvedChannel(owner);
    const gone = await approvedChannel(owner);
    const range = await latestOf(owner);
    await importReport(staff, [
      { date: range.end, channel: kept.platformId, video: `del-${kept.id}`, views: 100, revenue: "1" },
      { date: range.end, channel: gone.platformId, video: `del-${gone.id}`, views: 900, revenue: "9" },
    ]);
    // The rollup and builds are current before the delete: the dashboard reads them.
    await refreshVideoPeriods(t.database.db, NOW, [owner.account.id]);
    expect((await expectAllAgree(owner, range)).views).toBe(1_000);

    expectOk(
      await owner.client.call(channelDeleteCall, {
        channel_id: gone.id,
        password: owner.password,
        cautions: [...CHANNEL_DELETE_CAUTIONS],
      }),
    );
    expect((await expectAllAgree(owner, range)).views).toBe(100);
    await refreshVideoPeriods(t.database.db, NOW, [owner.account.id]);
    expect((await expectAllAgree(owner, range)).views).toBe(100);
  });

  it("only approved channels count: one sent back to need.approved leaves every answer at once", async () => {
    const owner = await signedIn(t);
    const one = await approvedChannel(owner);
    const two = await approvedChannel(owner);
    const range = await latestOf(owner);
    await importReport(staff, [
      { date: range.end, channel: one.platformId, video: `st-${one.id}`, views: 10, revenue: "0.1" },
      { date: range.end, channel: two.platformId, video: `st-${two.id}`, views: 20, revenue: "0.2" },
    ]);
    await refreshVideoPeriods(t.database.db, NOW, [owner.account.id]);
    expect((await expectAllAgree(owner, range)).views).toBe(30);
    await setChannelStatus(t, two.id, { status: "need.approved" });
    expect((await expectAllAgree(owner, range)).views).toBe(10);
    await setChannelStatus(t, two.id, { status: "approved" });
    expect((await expectAllAgree(owner, range)).views).toBe(30);
  });

  it("notices a delete followed by an add (same channel count): the old build no longer answers", async () => {
    const owner = await signedIn(t);
    const kept = await approvedChannel(owner);
    const gone = await approvedChannel(owner);
    const range = await latestOf(owner);
    await importReport(staff, [
      { date: range.end, channel: kept.platformId, video: `swap-${kept.id}`, views: 1, revenue: "1" },
      { date: range.end, channel: gone.platformId, video: `swap-${gone.id}`, views: 2, revenue: "2" },
    ]);
    await refreshVideoPeriods(t.database.db, NOW, [owner.account.id]);
    const before = await freshBuild(t.database.db, owner.account.id, range);
    expect(before).toMatchObject({ videos: 2 });

    await t.database.db.delete(channelsTable).where(eq(channelsTable.id, gone.id));
    await approvedChannel(owner);
    expect(await freshBuild(t.database.db, owner.account.id, range)).toBeNull();
    const list = expectOk(await owner.client.call(musicVideoListCall, { ...range, size: 50 }));
    expect(list.items.map((v) => v.video_id)).toEqual([`swap-${kept.id}`]);
    expect(list.totals).toMatchObject({ views: 1, revenue: "1000000" });
    await expectAllAgree(owner, range);

    // The refresh makes a build at the new generation, and it answers the same.
    await refreshVideoPeriods(t.database.db, NOW, [owner.account.id]);
    expect(await freshBuild(t.database.db, owner.account.id, range)).toMatchObject({ videos: 1 });
    expect(expectOk(await owner.client.call(musicVideoListCall, { ...range, size: 50 }))).toEqual(list);
  });

  it("moves the generations of owner and member inside the transaction that changes a channel", async () => {
    const owner = await signedIn(t, { accountType: "mcn" });
    const member = await signedIn(t, { managerId: owner.account.id, accountType: "mcn_creator_sub" });
    const channel = await approvedChannel(owner);
    const db = t.database.db;
    const ownerBefore = await generationOf(owner.account.id);
    const memberBefore = await generationOf(member.account.id);

    // Assigned straight in the database, as the manager feature will: the trigger still runs.
    await db.transaction(async (tx) => {
      await tx
        .update(channelsTable)
        .set({ assignedMemberId: member.account.id })
        .where(eq(channelsTable.id, channel.id));
      const [seen] = await tx
        .select({ generation: revenueGenerations.generation })
        .from(revenueGenerations)
        .where(eq(revenueGenerations.accountId, member.account.id));
      expect(seen?.generation).toBeGreaterThan(memberBefore);
    });
    expect(await generationOf(owner.account.id)).toBeGreaterThan(ownerBefore);
    expect(await generationOf(member.account.id)).toBeGreaterThan(memberBefore);

    // A change rolled back moves nothing.
    const settled = await generationOf(member.account.id);
    await db
      .transaction(async (tx) => {
        await tx
          .update(channelsTable)
          .set({ assignedMemberId: null })
          .where(eq(channelsTable.id, channel.id));
        tx.rollback();
      })
      .catch(() => {});
    expect(await generationOf(member.account.id)).toBe(settled);

    // A change of something the revenue does not depend on moves nothing either.
    await db.update(channelsTable).set({ title: "Renamed" }).where(eq(channelsTable.id, channel.id));
    expect(await generationOf(member.account.id)).toBe(settled);

    // Facts written by any statement move both.
    const range = await latestOf(owner);
    await importReport(staff, [
      { date: range.end, channel: channel.platformId, video: `gen-${channel.id}`, views: 1, revenue: "1" },
    ]);
    expect(await generationOf(member.account.id)).toBeGreaterThan(settled);
    const afterImport = await generationOf(owner.account.id);
    await db.execute(sql`update video_daily_stats set views = views + 1 where channel_id = ${channel.id}`);
    expect(await generationOf(owner.account.id)).toBeGreaterThan(afterImport);
  });

  it("stays exact under 30 parallel channel changes, imports, refreshes and reads", async () => {
    const owner = await signedIn(t);
    const channels: { id: number; platformId: string }[] = [];
    for (let i = 0; i < 6; i++) channels.push(await approvedChannel(owner));
    const range = await latestOf(owner);
    const factOf = (c: { id: number; platformId: string }, views: number) => ({
      date: range.end,
      channel: c.platformId,
      video: `par-${c.id}`,
      views,
      revenue: `${views}.000001`,
    });
    await importReport(
      staff,
      channels.map((c) => factOf(c, 10)),
    );
    await refreshVideoPeriods(t.database.db, NOW, [owner.account.id]);

    const db = t.database.db;
    const work = Array.from({ length: 30 }, async (_, i) => {
      const channel = channels[i % channels.length];
      if (!channel) return;
      switch (i % 5) {
        case 0:
          return setChannelStatus(t, channel.id, { status: i % 2 === 0 ? "pending" : "approved" });
        case 1:
          return importReport(staff, [factOf(channel, 100 + i)]);
        case 2:
          return refreshVideoPeriods(db, NOW, [owner.account.id]);
        case 3:
          return setChannelStatus(t, channel.id, { assignedMemberId: null, status: "approved" });
        default:
          return revenueAnswers(owner, range);
      }
    });
    await Promise.all(work);
    await expectAllAgree(owner, range);
    await refreshVideoPeriods(db, NOW, [owner.account.id]);
    expect(await freshBuild(db, owner.account.id, range)).not.toBeNull();
    await expectAllAgree(owner, range);
  });
});
