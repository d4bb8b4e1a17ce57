import {
  channelAssignCall,
  channelUnassignCall,
  E,
  mcnAddCall,
  mcnDeleteCall,
  mcnUpdateCall,
  musicChannelDashboardCall,
  musicDashboardCall,
  musicVideoListCall,
  splitRevenue,
} from "@studio/contract";
import { and, asc, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Network } from "../src/db/rows";
import {
  channelAssignments,
  channelDailyStats,
  confirmedShares,
  feeRateChanges,
  ledgerEntries,
  networks,
  videoDailyStats,
  videos,
} from "../src/db/schema";
import { shareByWeight } from "../src/modules/payout/channel-holders";
import { confirmConfirmed } from "../src/modules/payout/confirmed-import";
import { feeRateOn } from "../src/modules/revenue";
import { expectOk } from "./support/assertions";
import { registeredChannel, setChannelStatus, signedIn } from "./support/channels";
import { api, GOOD_PASSWORD, login, networkIdOf, uniqueEmail, uniqueNickname } from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Who held a channel when (docs/spec.md §4: unassigning keeps the channel and past earnings with
 * whoever earned them; docs/decisions/105): the periods every assignment change writes, the
 * confirmed split of a month shared among its holders, and a member's figures of their own days.
 */

let t: TestApp;
let network: Network;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db
    .select()
    .from(networks)
    .where(eq(networks.id, await networkIdOf(t.database.db)));
  if (!row) throw new Error("no network");
  network = row;
});
afterAll(() => t.close());

/** Moves the test clock to an instant (Asia/Seoul noon of the day for these). */
const setNow = (iso: string) => t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
const noonInSeoul = (day: string) => `${day}T03:00:00.000Z`;

/**
 * A manager with an approved channel and two members (rates of 30% and 12.5% from March 2027), made
 * on 20 February 2027; each call signs in again at the moved clock (sessions last 30 days).
 */
async function team() {
  setNow(noonInSeoul("2027-02-20"));
  const manager = await signedIn(t, { accountType: "mcn", permissionFlag: 1, isMcnRelated: true });
  const { channel } = await registeredChannel(t, manager);
  await setChannelStatus(t, channel.id, { status: "approved", approvedAt: t.clock.now() });
  const member = async (bp: number) => {
    const email = uniqueEmail("holder");
    const added = expectOk(
      await manager.client.call(mcnAddCall, {
        user_id: email,
        password: GOOD_PASSWORD,
        nickname: uniqueNickname("h"),
        channels: [],
      }),
    );
    await t.database.db.insert(feeRateChanges).values({
      networkId: network.id,
      memberId: added.member.id,
      effectiveMonth: "2027-03-01",
      feeRateBp: bp,
      changedBy: manager.account.id,
    });
    return { id: added.member.id, client: () => clientOf(email, GOOD_PASSWORD), bp };
  };
  return {
    manager: () => clientOf(manager.email, manager.password),
    managerId: manager.account.id,
    channelId: channel.id,
    a: await member(3000),
    b: await member(1250),
  };
}

async function periodsOf(channelId: number) {
  return t.database.db
    .select({
      memberId: channelAssignments.memberId,
      from: channelAssignments.fromDay,
      to: channelAssignments.toDay,
    })
    .from(channelAssignments)
    .where(eq(channelAssignments.channelId, channelId))
    .orderBy(asc(channelAssignments.id));
}

/** A client signed in now, by the test clock. */
const clientOf = async (email: string, password: string) =>
  api(t.app, { token: await login(t.app, email, password) });
type Client = Awaited<ReturnType<typeof clientOf>>;

const assign = async (manager: () => Promise<Client>, channelId: number, target: number, day: string) => {
  setNow(noonInSeoul(day));
  expectOk(await (await manager()).call(channelAssignCall, { channel_id: channelId, target }));
};
const unassign = async (manager: () => Promise<Client>, channelId: number, day: string) => {
  setNow(noonInSeoul(day));
  expectOk(await (await manager()).call(channelUnassignCall, { channel_id: channelId }));
};

/** One video of the channel earning `micro` a day on each of `days` (facts and the daily rollup). */
async function earn(channelId: number, days: string[], micro: number) {
  const [video] = await t.database.db
    .insert(videos)
    .values({
      networkId: network.id,
      channelId,
      platformVideoId: `vid${crypto.randomUUID().slice(0, 10)}`,
      title: "Held video",
      publishedOn: "2027-02-01",
    })
    .returning({ id: videos.id });
  if (!video) throw new Error("no video");
  for (const day of days) {
    await t.database.db.insert(videoDailyStats).values({
      videoId: video.id,
      channelId,
      day,
      views: 1000,
      revenueMicro: BigInt(micro),
    });
    await t.database.db
      .insert(channelDailyStats)
      .values({ channelId, networkId: network.id, day, views: 1000, revenueMicro: BigInt(micro) })
      .onConflictDoUpdate({
        target: [channelDailyStats.channelId, channelDailyStats.day],
        set: { views: 1000, revenueMicro: BigInt(micro) },
      });
  }
}

const daysOf = (month: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${month}-${String(from + i).padStart(2, "0")}`);

describe("assignment periods", () => {
  it("are written by assign, reassign, unassign and member deletion, on the application's day", async () => {
    const { manager, channelId, a, b } = await team();
    await assign(manager, channelId, a.id, "2027-03-05");
    // The channel's first member holds it from the start: its past comes with it.
    expect(await periodsOf(channelId)).toEqual([{ memberId: a.id, from: "1970-01-01", to: null }]);
    await assign(manager, channelId, b.id, "2027-03-20");
    await unassign(manager, channelId, "2027-04-02");
    await assign(manager, channelId, a.id, "2027-04-10");
    setNow(noonInSeoul("2027-04-15"));
    expectOk(await (await manager()).call(mcnDeleteCall, { target: a.id, password: GOOD_PASSWORD }));
    expect(await periodsOf(channelId)).toEqual([
      { memberId: a.id, from: "1970-01-01", to: "2027-03-20" },
      { memberId: b.id, from: "2027-03-20", to: "2027-04-02" },
      { memberId: a.id, from: "2027-04-10", to: "2027-04-15" },
    ]);
  });

  it("leave nothing for an assignment undone the day it was made", async () => {
    const { manager, channelId, a, b } = await team();
    await assign(manager, channelId, a.id, "2027-03-05");
    await unassign(manager, channelId, "2027-03-06");
    await assign(manager, channelId, b.id, "2027-03-09");
    await unassign(manager, channelId, "2027-03-09");
    expect(await periodsOf(channelId)).toEqual([{ memberId: a.id, from: "1970-01-01", to: "2027-03-06" }]);
  });
});

describe("the confirmed split of a month held by several", () => {
  /** The month's ledger rows of the channel, by account. */
  async function creditsOf(channelId: number) {
    const rows = await t.database.db
      .select({
        accountId: ledgerEntries.accountId,
        amount: ledgerEntries.amountMicro,
        bp: ledgerEntries.feeRateBp,
      })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.channelId, channelId), like(ledgerEntries.reference, "confirmed:%")));
    const byAccount = new Map<number, bigint>();
    for (const row of rows)
      if (row.accountId !== null)
        byAccount.set(row.accountId, (byAccount.get(row.accountId) ?? 0n) + row.amount);
    return byAccount;
  }
  const confirm = (channelId: number, month: string, usd: string) =>
    confirmConfirmed(
      t.database.db,
      network,
      { name: "confirmed.csv", text: `channel_id,month,amount_usd\n${channelId},${month},${usd}` },
      null,
      t.clock.now(),
    );

  it("assign, earn, reassign, unassign, confirm: each holder is credited their days' share", async () => {
    const { manager, managerId, channelId, a, b } = await team();
    await assign(manager, channelId, a.id, "2027-03-01");
    await earn(channelId, daysOf("2027-03", 1, 31), 1_000_000);
    await assign(manager, channelId, b.id, "2027-03-20");
    await unassign(manager, channelId, "2027-04-02");
    setNow(noonInSeoul("2027-04-12"));
    await confirm(channelId, "2027-03", "62.000001");
    // A held 19 days (1-19), B 12 (20-31); the left-over micro-dollar goes to the larger share.
    const [partA, partB] = shareByWeight(62_000_001n, [19_000_000n, 12_000_000n]) as [bigint, bigint];
    expect([partA, partB]).toEqual([38_000_001n, 24_000_000n]);
    const credits = await creditsOf(channelId);
    const splitA = splitRevenue(partA, a.bp);
    const splitB = splitRevenue(partB, b.bp);
    expect(credits.get(a.id)).toBe(splitA.member);
    expect(credits.get(b.id)).toBe(splitB.member);
    expect(credits.get(managerId)).toBe(splitA.manager + splitB.manager);
    expect([...credits.values()].reduce((sum, v) => sum + v, 0n)).toBe(62_000_001n);

    // A correction after all this is the month's new final amount, shared as the month was frozen:
    // each holder ends with their share of it, whatever the estimate or the assignments became.
    await earn(channelId, daysOf("2027-03", 25, 31), 9_000_000);
    await confirm(channelId, "2027-03", "93.000001");
    const corrected = await creditsOf(channelId);
    const [fixA, fixB] = shareByWeight(93_000_001n, [19_000_000n, 12_000_000n]) as [bigint, bigint];
    expect(corrected.get(a.id)).toBe(splitRevenue(fixA, a.bp).member);
    expect(corrected.get(b.id)).toBe(splitRevenue(fixB, b.bp).member);
    expect(corrected.get(managerId)).toBe(
      splitRevenue(fixA, a.bp).manager + splitRevenue(fixB, b.bp).manager,
    );
    expect([...corrected.values()].reduce((sum, v) => sum + v, 0n)).toBe(93_000_001n);
  });

  it("gives the owner the days nobody held, and a month with no estimate is shared by days", async () => {
    const { manager, managerId, channelId, a } = await team();
    await assign(manager, channelId, a.id, "2027-03-01");
    // Unassigned in June (back to 1 June the same day, a period of its own from the 1st), then again.
    await unassign(manager, channelId, "2027-03-20");
    await assign(manager, channelId, a.id, "2027-06-01");
    await unassign(manager, channelId, "2027-06-11");
    setNow(noonInSeoul("2027-07-02"));
    await confirm(channelId, "2027-06", "30");
    // June: A held 10 days, the manager 20; no estimate, so by days.
    const credits = await creditsOf(channelId);
    const split = splitRevenue(10_000_000n, a.bp);
    expect(credits.get(a.id)).toBe(split.member);
    expect(credits.get(managerId)).toBe(20_000_000n + split.manager);
  });
});

describe("a confirmed month is final and frozen", () => {
  const confirm = (channelId: number, month: string, usd: string) =>
    confirmConfirmed(
      t.database.db,
      network,
      { name: "confirmed.csv", text: `channel_id,month,amount_usd\n${channelId},${month},${usd}` },
      null,
      t.clock.now(),
    );
  const balance = async (accountId: number) =>
    (
      await t.database.db
        .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountMicro}), 0)::text` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.accountId, accountId))
    )[0]?.sum;

  it("a downward correction is taken from who received the month, not from a later holder", async () => {
    // Defect: the owner held March; a member first assigned in April "holds it from the start", and a
    // correction of March to 0 charged the member money it never received while the owner kept it.
    const { manager, managerId, channelId, a } = await team();
    setNow(noonInSeoul("2027-04-05"));
    await confirm(channelId, "2027-03", "100");
    expect(await balance(managerId)).toBe("100000000");
    await assign(manager, channelId, a.id, "2027-04-06");
    await confirm(channelId, "2027-03", "0");
    expect(await balance(a.id)).toBe("0");
    expect(await balance(managerId)).toBe("0");
  });

  it("corrections never drift: each holder ends with its share of the final amount to the micro-dollar", async () => {
    // Defect: differences split one by one drifted a micro-dollar per correction.
    const { manager, managerId, channelId, b } = await team();
    await assign(manager, channelId, b.id, "2027-03-01");
    setNow(noonInSeoul("2027-04-05"));
    for (const usd of ["10.000007", "3.000001", "20.000009", "0.000007", "15.000003"]) {
      await confirm(channelId, "2027-03", usd);
      const final = BigInt(Math.round(Number(usd) * 1_000_000));
      const split = splitRevenue(final, b.bp);
      expect(await balance(b.id)).toBe(split.member.toString());
      expect(await balance(managerId)).toBe(split.manager.toString());
    }
  });

  it("29 fee-rate changes racing a confirmation land before it or are refused (10029)", async () => {
    // Defect: the month-confirmed check ran outside the transaction: changes to 50% were accepted
    // after the month was confirmed at another rate.
    const { manager, channelId, a } = await team();
    await assign(manager, channelId, a.id, "2027-03-01");
    setNow(noonInSeoul("2027-03-10"));
    const client = await manager();
    const answers = await Promise.all([
      confirm(channelId, "2027-03", "100"),
      ...Array.from({ length: 29 }, (_, i) =>
        client.call(mcnUpdateCall, { target: a.id, fee_rate: 20 + i, month: "2027-03" }),
      ),
    ]);
    for (const answer of answers.slice(1) as { status: number; body: { code?: number } }[])
      if (answer.status !== 200) expect(answer.body.code).toBe(E.FEE_RATE_MONTH_CLOSED);
    const [share] = await t.database.db
      .select({ bp: confirmedShares.feeRateBp })
      .from(confirmedShares)
      .where(and(eq(confirmedShares.accountId, a.id), eq(confirmedShares.month, "2027-03-01")));
    // The frozen rate is the month's rate in force by the history once everything settled.
    expect(share?.bp).toBe(await feeRateOn(t.database.db, a.id, "2027-03-01"));
    const credits = await t.database.db
      .select({ bp: ledgerEntries.feeRateBp })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, a.id), eq(ledgerEntries.channelId, channelId)));
    expect(credits.map((c) => c.bp)).toEqual([share?.bp]);
    // And a later change of March is refused in the member's language.
    const late = await client.call(mcnUpdateCall, { target: a.id, fee_rate: 10, month: "2027-03" });
    expect(late.body).toMatchObject({ code: E.FEE_RATE_MONTH_CLOSED });
  });
});

describe("reassignments racing a confirmation", () => {
  it("30 at once: the month's frozen holders are who held it when it was first confirmed", async () => {
    const { manager, managerId, channelId, a, b } = await team();
    await assign(manager, channelId, a.id, "2027-03-01");
    setNow(noonInSeoul("2027-03-20"));
    const client = await manager();
    const answers = await Promise.all([
      confirmConfirmed(
        t.database.db,
        network,
        { name: "race.csv", text: `channel_id,month,amount_usd\n${channelId},2027-03,100` },
        null,
        t.clock.now(),
      ),
      ...Array.from({ length: 29 }, (_, i) =>
        i % 3 === 2
          ? client.call(channelUnassignCall, { channel_id: channelId })
          : client.call(channelAssignCall, { channel_id: channelId, target: i % 3 === 0 ? b.id : a.id }),
      ),
    ]);
    for (const answer of answers.slice(1) as { status: number }[]) expect(answer.status).toBe(200);
    const shares = await t.database.db
      .select({ accountId: confirmedShares.accountId, weight: confirmedShares.weight })
      .from(confirmedShares)
      .where(eq(confirmedShares.month, "2027-03-01"))
      .then((rows) => rows.filter((r) => [a.id, b.id, managerId].includes(r.accountId)));
    // Whoever held March by then, the credits are exactly the frozen split of 100 USD, and a
    // correction afterwards keeps it whatever the assignments became.
    const credited = async () => {
      const rows = await t.database.db
        .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amountMicro })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.channelId, channelId), eq(ledgerEntries.book, "creator")));
      return rows.reduce((sum, r) => sum + r.amount, 0n);
    };
    expect(shares.length).toBeGreaterThan(0);
    expect(await credited()).toBe(100_000_000n);
    await confirm2(channelId, "2027-03", "50");
    expect(await credited()).toBe(50_000_000n);
    const after = await t.database.db
      .select({ accountId: confirmedShares.accountId, weight: confirmedShares.weight })
      .from(confirmedShares)
      .where(eq(confirmedShares.month, "2027-03-01"))
      .then((rows) => rows.filter((r) => [a.id, b.id, managerId].includes(r.accountId)));
    expect(after).toEqual(shares);
  });
});

const confirm2 = (channelId: number, month: string, usd: string) =>
  confirmConfirmed(
    t.database.db,
    network,
    { name: "confirmed.csv", text: `channel_id,month,amount_usd\n${channelId},${month},${usd}` },
    null,
    t.clock.now(),
  );

describe("a member's figures are the days they held the channel", () => {
  it("after an unassignment the member keeps their days, the next member gets theirs", async () => {
    const { manager, channelId, a, b } = await team();
    await assign(manager, channelId, a.id, "2027-03-01");
    await earn(channelId, daysOf("2027-03", 1, 31), 1_000_000);
    await assign(manager, channelId, b.id, "2027-03-20");
    await unassign(manager, channelId, "2027-04-02");
    setNow(noonInSeoul("2027-04-05"));
    const range = { start: "2027-03-01", end: "2027-03-31" };
    const revenueOf = async (client: () => Promise<Client>) =>
      BigInt(expectOk(await (await client()).call(musicDashboardCall, range)).totals.revenue);
    // Each day of 1,000,000 split at the holder's rate, A's 19 days and B's 12.
    expect(await revenueOf(a.client)).toBe(19n * splitRevenue(1_000_000n, a.bp).member);
    expect(await revenueOf(b.client)).toBe(12n * splitRevenue(1_000_000n, b.bp).member);
    // The manager sees the channel whole, and by member each one's days.
    expect(await revenueOf(manager)).toBe(31_000_000n);
    const managerClient = await manager();
    const byMember = async (id: number) =>
      BigInt(
        expectOk(await managerClient.call(musicDashboardCall, { ...range, subaccount: id })).totals.revenue,
      );
    expect(await byMember(a.id)).toBe(19_000_000n);
    expect(await byMember(b.id)).toBe(12_000_000n);
    // The channel report and the video list agree with the totals.
    const report = expectOk(await (await a.client()).call(musicChannelDashboardCall, range));
    expect(report.items.map((row) => [row.channel.id, BigInt(row.revenue)])).toEqual([
      [channelId, 19n * splitRevenue(1_000_000n, a.bp).member],
    ]);
    const list = expectOk(await (await b.client()).call(musicVideoListCall, { ...range, page: 0, size: 50 }));
    expect(BigInt(list.totals.revenue)).toBe(splitRevenue(12_000_000n, b.bp).member);
    expect(list.items.map((v) => Number(v.views))).toEqual([12_000]);
  });
});
