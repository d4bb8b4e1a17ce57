import { musicDashboardMetaCall, musicVideoListCall, periodRange } from "@studio/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { videoPeriodAsks, videoPeriodBuilds } from "../src/db/schema";
import { READ_MODELS_QUEUE } from "../src/modules/revenue/read-models";
import { MAX_ASKED_BUILDS, recordAsk } from "../src/modules/revenue/video-period-asks";
import { freshBuild, refreshVideoPeriods } from "../src/modules/revenue/video-periods";
import { expectOk } from "./support/assertions";
import { registeredChannel, type SignedIn, setChannelStatus, signedIn } from "./support/channels";
import { jobsOf } from "./support/jobs";
import { importReport } from "./support/revenue";
import { createTestApp, type TestApp } from "./support/test-app";

/** Custom ranges of the whole-channel video list get a build on demand (docs/decisions/116). */

const NOW = new Date("2026-11-20T18:00:00Z");
const DAY_MS = 86_400_000;

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  staff = await signedIn(t, { isStaff: true });
});
afterAll(() => t.close());

/** An owner with one approved channel and a video's facts on each of these days. */
async function ownerWithFacts(days: string[]) {
  const owner = await signedIn(t);
  const { channel, platform } = await registeredChannel(t, owner);
  await setChannelStatus(t, channel.id, { status: "approved", approvedAt: NOW });
  await importReport(
    staff,
    days.flatMap((date, i) => [
      { date, channel: platform.id, video: `cb-${channel.id}-a`, views: 10 + i, revenue: "0.5" },
      { date, channel: platform.id, video: `cb-${channel.id}-b`, views: 100 + i, revenue: "2" },
    ]),
  );
  return owner;
}

/** Refresh jobs queued for this account (the import's own refresh names no account). */
const refreshesQueuedFor = async (accountId: number) =>
  (await jobsOf(t.database.db, READ_MODELS_QUEUE, { accountIds: [accountId] })).sent;

const asksOf = (accountId: number) =>
  t.database.db
    .select({ start: videoPeriodAsks.rangeStart, end: videoPeriodAsks.rangeEnd })
    .from(videoPeriodAsks)
    .where(eq(videoPeriodAsks.accountId, accountId));

const buildRangesOf = async (accountId: number) =>
  (
    await t.database.db
      .select({ start: videoPeriodBuilds.rangeStart, end: videoPeriodBuilds.rangeEnd })
      .from(videoPeriodBuilds)
      .where(eq(videoPeriodBuilds.accountId, accountId))
  ).map((b) => `${b.start}/${b.end}`);

describe("a custom range of the whole-channel video list", () => {
  it("is answered from the facts first, built by the refresh it queues once, then read from the build", async () => {
    const owner = await ownerWithFacts(["2026-09-28", "2026-10-02", "2026-10-15", "2026-11-03"]);
    const custom = { start: "2026-09-29", end: "2026-11-04" };
    // The models are current for the presets: what the call queues is the custom range's.
    await refreshVideoPeriods(t.database.db, NOW, [owner.account.id]);
    const queuedBefore = await refreshesQueuedFor(owner.account.id);
    const first = expectOk(await owner.client.call(musicVideoListCall, { ...custom, sort: "profit_desc" }));
    expect(first.total).toBe(2);
    // 2026-09-28 is outside; the other three days of both videos are in.
    expect(first.totals).toMatchObject({ views: 11 + 12 + 13 + 101 + 102 + 103 });
    expect(await freshBuild(t.database.db, owner.account.id, custom)).toBeNull();
    expect(await asksOf(owner.account.id)).toEqual([custom]);
    expect(await refreshesQueuedFor(owner.account.id)).toBe(queuedBefore + 1);

    // The next page of the same range queues nothing more.
    expectOk(await owner.client.call(musicVideoListCall, { ...custom, sort: "views_desc", page: 1 }));
    expect(await refreshesQueuedFor(owner.account.id)).toBe(queuedBefore + 1);

    await refreshVideoPeriods(t.database.db, NOW, [owner.account.id]);
    expect(await freshBuild(t.database.db, owner.account.id, custom)).toMatchObject({ videos: 2 });
    const again = expectOk(await owner.client.call(musicVideoListCall, { ...custom, sort: "profit_desc" }));
    expect(again).toEqual(first);
  });

  it("keeps the most recent asks built, and forgets an ask after a day", async () => {
    const owner = await ownerWithFacts(["2026-10-10", "2026-11-10"]);
    const ranges = ["2026-10-01", "2026-10-02", "2026-10-03", "2026-10-04"].map((start) => ({
      start,
      end: "2026-11-12",
    }));
    for (const [i, range] of ranges.entries()) {
      // One minute apart, so the asks have an order.
      await t.database.db.insert(videoPeriodAsks).values({
        accountId: owner.account.id,
        rangeStart: range.start,
        rangeEnd: range.end,
        askedAt: new Date(NOW.getTime() - (ranges.length - i) * 60_000),
      });
    }
    await refreshVideoPeriods(t.database.db, NOW, [owner.account.id]);
    const built = await buildRangesOf(owner.account.id);
    const kept = ranges.slice(-MAX_ASKED_BUILDS).map((r) => `${r.start}/${r.end}`);
    for (const range of kept) expect(built).toContain(range);
    expect(built).not.toContain(`${ranges[0]?.start}/${ranges[0]?.end}`);

    // A day later the asks are gone, and so are their builds.
    const later = new Date(NOW.getTime() + DAY_MS + 60_000);
    await refreshVideoPeriods(t.database.db, later, [owner.account.id]);
    expect(await asksOf(owner.account.id)).toEqual([]);
    const after = await buildRangesOf(owner.account.id);
    for (const range of kept) expect(after).not.toContain(range);
  });

  it("records no ask for a preset period, nor for a question no build answers (a member's share)", async () => {
    const owner = await ownerWithFacts(["2026-11-01"]);
    const maxDate = expectOk(await owner.client.call(musicDashboardMetaCall, {})).max_date;
    if (!maxDate) throw new Error("no max date");
    expectOk(await owner.client.call(musicVideoListCall, periodRange("six_months", maxDate)));
    expect(await asksOf(owner.account.id)).toEqual([]);

    // A search is still the owner's whole-channel question: it asks for the build like the list.
    const custom = { start: "2026-10-20", end: "2026-11-02" };
    expectOk(await owner.client.call(musicVideoListCall, { ...custom, search: "cb-" }));
    expect(await asksOf(owner.account.id)).toEqual([custom]);
    const [ask] = await t.database.db
      .select()
      .from(videoPeriodAsks)
      .where(
        and(eq(videoPeriodAsks.accountId, owner.account.id), eq(videoPeriodAsks.rangeStart, custom.start)),
      );
    expect(ask?.askedAt.getTime()).toBe(NOW.getTime());

    // A member of a team sees their share over the channels assigned to them: no build holds that.
    const manager = await signedIn(t, { accountType: "mcn" });
    const member = await signedIn(t, {
      managerId: manager.account.id,
      feeRateBp: 2_000,
      accountType: "mcn_creator_sub",
    });
    const { channel, platform } = await registeredChannel(t, manager);
    await setChannelStatus(t, channel.id, { status: "approved", assignedMemberId: member.account.id });
    await importReport(staff, [
      { date: "2026-10-25", channel: platform.id, video: `cbm-${channel.id}`, views: 5, revenue: "1" },
    ]);
    const share = expectOk(await member.client.call(musicVideoListCall, custom));
    expect(share.total).toBe(1);
    expect(await asksOf(member.account.id)).toEqual([]);
    expect(await asksOf(manager.account.id)).toEqual([]);
  });

  it("queues one refresh for 30 parallel asks of a range, and again once a minute has passed", async () => {
    const owner = await signedIn(t);
    const range = { start: "2026-09-03", end: "2026-10-04" };
    const ask = (at: Date) => recordAsk(t.database.db, owner.account.id, range, at);
    const first = await Promise.all(Array.from({ length: 30 }, () => ask(NOW)));
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await ask(new Date(NOW.getTime() + 30_000))).toBe(false);
    const later = await Promise.all(Array.from({ length: 30 }, () => ask(new Date(NOW.getTime() + 61_000))));
    expect(later.filter(Boolean)).toHaveLength(1);
    expect(await asksOf(owner.account.id)).toEqual([range]);
  });
});
