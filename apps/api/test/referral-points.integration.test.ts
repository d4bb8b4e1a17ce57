import { INVITATION, invitationDashboardCall, invitationListCall } from "@studio/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, ledgerEntries, notifications } from "../src/db/schema";
import { expireReferralPoints } from "../src/modules/referral";
import { expectOk } from "./support/assertions";
import { type SignedIn, signedIn } from "./support/channels";
import { approvedChannel, confirmedCsv, confirmFile } from "./support/confirmed-revenue";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Referral points (docs/spec.md §4, docs/decisions/121): the network's share of an invited
 * friend's confirmed revenue for three months from sign-up, credited as `referral` rows when a month
 * is confirmed, expired unspent after six months, first in first out.
 */

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedIn(t, { isStaff: true });
});
afterAll(() => t.close());

const channelOf = (ownerId: number, networkId: number) => approvedChannel(t, { ownerId, networkId });
const confirm = (rows: [number, string, string][]) => confirmFile(staff, confirmedCsv(rows));

const referralRows = (accountId: number) =>
  t.database.db
    .select({ month: ledgerEntries.month, amount: ledgerEntries.amountMicro, type: ledgerEntries.type })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.type, "referral")));

/** An inviter and a friend who joined with its code in `joined` (an instant). */
async function pair(joined: string) {
  const inviter = await signedIn(t);
  const friend = await signedIn(t, { referredBy: inviter.account.id, createdAt: new Date(joined) });
  const channel = await channelOf(friend.account.id, friend.account.networkId);
  return { inviter, friend, channel };
}

describe("referral points", () => {
  it("credits the inviter 5% of the friend's confirmed revenue for the sign-up month and the next two", async () => {
    const { inviter, channel } = await pair("2025-01-20T10:00:00Z");
    await confirm([
      [channel.id, "2024-12", "100"],
      [channel.id, "2025-01", "100"],
      [channel.id, "2025-02", "33.333333"],
      [channel.id, "2025-03", "10"],
      [channel.id, "2025-04", "100"],
    ]);
    const rows = await referralRows(inviter.account.id);
    expect(rows.map((r) => [r.month, r.amount]).sort()).toEqual([
      ["2025-01-01", 5_000_000n],
      // 5% of 33.333333 USD, the odd micro-dollar left out.
      ["2025-02-01", 1_666_666n],
      ["2025-03-01", 500_000n],
    ]);
    expect(INVITATION.defaultShareBp).toBe(500);
  });

  it("tells the friend its confirmed revenue is in, once per month", async () => {
    const { friend, channel } = await pair("2025-03-03T00:00:00Z");
    await confirm([
      [channel.id, "2025-03", "12"],
      [channel.id, "2025-04", "8"],
    ]);
    const told = await t.database.db
      .select({ type: notifications.type, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.accountId, friend.account.id));
    expect(told.map((n) => [n.type, n.params.month]).sort()).toEqual([
      ["fixed.profit", "2025-03"],
      ["fixed.profit", "2025-04"],
    ]);
  });

  it("moves the points by what a corrected month moved, and posts nothing for a file seen before", async () => {
    const { inviter, channel } = await pair("2025-05-02T00:00:00Z");
    await confirm([[channel.id, "2025-05", "40"]]);
    await confirm([[channel.id, "2025-05", "30"]]);
    await confirm([[channel.id, "2025-05", "30"]]);
    const rows = await referralRows(inviter.account.id);
    expect(rows.map((r) => r.amount).sort()).toEqual([-500_000n, 2_000_000n]);
    expect(rows.reduce((sum, r) => sum + r.amount, 0n)).toBe(1_500_000n);
  });

  it("credits nothing for inviting oneself or across networks", async () => {
    const self = await signedIn(t, { createdAt: new Date("2025-06-01T00:00:00Z") });
    await t.database.db
      .update(accounts)
      .set({ referredBy: self.account.id })
      .where(eq(accounts.id, self.account.id));
    const ownChannel = await channelOf(self.account.id, self.account.networkId);
    const elsewhere = await signedIn(t, { network: "wave" });
    const friend = await signedIn(t, { referredBy: elsewhere.account.id, createdAt: new Date("2025-06-01") });
    const friendChannel = await channelOf(friend.account.id, friend.account.networkId);
    await confirm([
      [ownChannel.id, "2025-06", "100"],
      [friendChannel.id, "2025-06", "100"],
    ]);
    expect(await referralRows(self.account.id)).toEqual([]);
    expect(await referralRows(elsewhere.account.id)).toEqual([]);
  });
});

describe("expiry of referral points", () => {
  it("expires what is left unspent six months after issue, once, spending the oldest first", async () => {
    const account = await signedIn(t);
    const { networkId, id: accountId } = account.account;
    const at = (iso: string) => new Date(iso);
    const row = (type: string, amount: bigint, reference: string, createdAt: string) => ({
      networkId,
      accountId,
      type,
      month: `${createdAt.slice(0, 7)}-01`,
      amountMicro: amount,
      reference: `${reference}:${accountId}`,
      journal: `${reference}:${accountId}`,
      createdAt: at(createdAt),
      availableFrom: at(createdAt),
    });
    // Each row balanced on a network book (docs/decisions/130).
    const counterpart = (line: ReturnType<typeof row>) => ({
      ...line,
      accountId: null,
      book: "adjustments" as const,
      amountMicro: -line.amountMicro,
      reference: `${line.reference}:adjustments`,
    });
    // 10 of revenue, then 4 of points; 12 withdrawn: the revenue goes first, then 2 of the points.
    const inserted = await t.database.db
      .insert(ledgerEntries)
      .values(
        [
          row("music_profit", 10_000_000n, "t-revenue", "2025-01-05T00:00:00Z"),
          row("referral", 4_000_000n, "t-points", "2025-01-10T00:00:00Z"),
          row("withdrawal", -12_000_000n, "t-withdrawal", "2025-03-01T00:00:00Z"),
        ].flatMap((line) => [line, counterpart(line)]),
      )
      .returning({ id: ledgerEntries.id, type: ledgerEntries.type, book: ledgerEntries.book });
    const points = inserted.find((r) => r.type === "referral" && r.book === "creator")?.id;
    // Not yet six months.
    await expireReferralPoints(t.database.db, at("2025-07-09T00:00:00Z"));
    const expiries = () =>
      t.database.db
        .select({ amount: ledgerEntries.amountMicro, reference: ledgerEntries.reference })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.type, "expire")));
    expect(await expiries()).toEqual([]);
    await expireReferralPoints(t.database.db, at("2025-07-11T00:00:00Z"));
    expect(await expiries()).toEqual([{ amount: -2_000_000n, reference: `expire:${points}` }]);
    await expireReferralPoints(t.database.db, at("2025-08-11T00:00:00Z"));
    expect(await expiries()).toHaveLength(1);
  });
});

describe("expired points and a lower figure", () => {
  it("a downward correction after expiry never takes the expired points a second time", async () => {
    // Defect: the expiry took the unspent points, then a lower figure debited the inviter again.
    const { inviter, channel } = await pair("2025-10-02T00:00:00Z");
    await confirm([[channel.id, "2025-10", "40"]]);
    const later = new Date(t.clock.now().getTime() + 200 * 86_400_000);
    await expireReferralPoints(t.database.db, later);
    const balance = async () =>
      (
        await t.database.db
          .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountMicro}), 0)::text` })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.accountId, inviter.account.id))
      )[0]?.sum;
    expect(await balance()).toBe("0");
    await confirm([[channel.id, "2025-10", "20"]]);
    expect(await balance()).toBe("0");
    // Up again: 3 due, 2 granted (and expired): 1 more.
    await confirm([[channel.id, "2025-10", "60"]]);
    expect(await balance()).toBe("1000000");
  });
});

describe("more expired than a month still holds", () => {
  it("a later figure of that month credits nothing back that expired", async () => {
    // A lower November takes 3 from October's older points; then both months' points expire (more
    // than November still holds); November confirmed again at the same points credits nothing.
    const { inviter, channel } = await pair("2025-10-02T00:00:00Z");
    await confirm([[channel.id, "2025-10", "100"]]);
    await confirm([[channel.id, "2025-11", "100"]]);
    await confirm([[channel.id, "2025-11", "40"]]);
    await expireReferralPoints(t.database.db, new Date(t.clock.now().getTime() + 200 * 86_400_000));
    const balance = async () =>
      (
        await t.database.db
          .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountMicro}), 0)::text` })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.accountId, inviter.account.id))
      )[0]?.sum;
    expect(await balance()).toBe("0");
    await confirm([[channel.id, "2025-11", "40.000001"]]);
    expect(await balance()).toBe("0");
  });
});

describe("/invitation's calls", () => {
  it("count the friends who joined in the period, the active ones, and the points they brought", async () => {
    const { inviter, friend, channel } = await pair("2025-09-10T03:00:00Z");
    const idle = await signedIn(t, {
      referredBy: inviter.account.id,
      createdAt: new Date("2025-09-20T03:00:00Z"),
    });
    await signedIn(t, { referredBy: inviter.account.id, createdAt: new Date("2024-01-01T00:00:00Z") });
    await confirm([[channel.id, "2025-09", "20"]]);
    const period = { start: "2025-09-01", end: "2026-12-31" };
    const dashboard = expectOk(await inviter.client.call(invitationDashboardCall, period));
    expect(dashboard).toMatchObject({
      code: inviter.account.referralCode,
      invited: 2,
      active: 1,
      points: "1000000",
      share_bp: 500,
    });
    const list = expectOk(await inviter.client.call(invitationListCall, { ...period, page: 0, size: 50 }));
    expect(list.total).toBe(2);
    expect(list.items).toMatchObject([
      { nickname: idle.nickname, active: false, points: "0", window_ends: "2025-11-30" },
      { nickname: friend.nickname, active: true, points: "1000000", window_ends: "2025-11-30" },
    ]);
    // Another account sees its own code and none of these friends.
    const stranger = await signedIn(t);
    const theirs = expectOk(await stranger.client.call(invitationDashboardCall, period));
    expect(theirs).toMatchObject({ code: stranger.account.referralCode, invited: 0, points: "0" });
    expect(
      expectOk(await stranger.client.call(invitationListCall, { ...period, page: 0, size: 50 })).items,
    ).toEqual([]);
  });
});

describe("the demo", () => {
  it("has two friends of the demo creator: one with confirmed revenue that earned points, one new", async () => {
    const [creator] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, "creator@studio.test"));
    if (!creator) throw new Error("no demo creator");
    const friends = await t.database.db
      .select({ nickname: accounts.nickname })
      .from(accounts)
      .where(eq(accounts.referredBy, creator.id));
    expect(friends.map((f) => f.nickname).sort()).toEqual(["Hana", "Jun"]);
    const points = await referralRows(creator.id);
    expect(points.reduce((sum, r) => sum + r.amount, 0n)).toBeGreaterThan(0n);
  });
});
