import {
  adminConfirmedPreviewCall,
  adminLedgerListCall,
  adminLedgerManualCall,
  adminReconciliationCall,
  E,
  earningsDetailCall,
  earningsReportCall,
  type TConfirmedPreview,
  type TEarningsReport,
} from "@studio/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../src/db/rows";
import {
  channels,
  feeRateChanges,
  ledgerEntries,
  networks,
  videoDailyStats,
  videos,
  withdrawals,
} from "../src/db/schema";
import { findAccountById } from "../src/modules/auth/accounts";
import { earningsReport } from "../src/modules/payout/earnings-report";
import { checkLedger, unbalancedJournals } from "../src/modules/payout/ledger";
import { findCurrentPaymentInfo } from "../src/modules/payout/queries";
import { seedDemoLedger } from "../src/seed/demo-ledger";
import { seedDemoWithdrawals } from "../src/seed/demo-withdrawals";
import { expectError, expectOk } from "./support/assertions";
import { type SignedIn, signedIn } from "./support/channels";
import { approvedChannel, confirmedCsv, confirmFile, uploadConfirmed } from "./support/confirmed-revenue";
import { networkIdOf } from "./support/factories";
import { createTestApp, type TestApp, testEngine } from "./support/test-app";

/**
 * Confirmed revenue and the ledger (docs/design.md §6, docs/decisions/086, 087): crediting,
 * splits at the rate in force per month, idempotent and corrected files, append-only rows, the read
 * models against a recomputation, manual rows with their reason, tenancy and the earnings report.
 */

let t: TestApp;
let staff: SignedIn;
let waveStaff: SignedIn;
let studioId: number;
beforeAll(async () => {
  t = await createTestApp();
  studioId = await networkIdOf(t.database.db);
  // The instants below are written for the default open day (the demo opens the window every day,
  // docs/decisions/092); changed before the app first reads the network.
  await t.database.db.update(networks).set({ withdrawalOpenDay: 25 }).where(eq(networks.id, studioId));
  staff = await signedIn(t, { isStaff: true });
  waveStaff = await signedIn(t, { isStaff: true, network: "wave" });
});
afterAll(() => t.close());

/** A proven channel of `ownerId`, assigned to `memberId` when given. */
const channelOf = (ownerId: number, memberId: number | null = null, networkId = studioId) =>
  approvedChannel(t, { ownerId, memberId, networkId });

/** A manager with a member (the member's rate history as given, `YYYY-MM` -> bp). */
async function team(rates: Record<string, number> = {}) {
  const manager = await signedIn(t, { accountType: "mcn", permissionFlag: 1 });
  const member = await signedIn(t, { accountType: "mcn_creator_sub", managerId: manager.account.id });
  for (const [month, bp] of Object.entries(rates)) {
    await t.database.db.insert(feeRateChanges).values({
      networkId: studioId,
      memberId: member.account.id,
      effectiveMonth: `${month}-01`,
      feeRateBp: bp,
      changedBy: manager.account.id,
    });
  }
  return { manager, member };
}

const csv = confirmedCsv;
const upload = uploadConfirmed;
const confirm = (text: string, who = staff) => confirmFile(who, text);

async function report(who: SignedIn): Promise<TEarningsReport> {
  return expectOk(await who.client.call(earningsReportCall, {}));
}

async function rowsOfAccount(accountId: number) {
  return t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId));
}

// First: later tests add figures of their own to the network, which the demo file would then include.
describe("the demo", () => {
  it("has the past months confirmed, so demo accounts have balances; seeding again posts nothing", async () => {
    const demo = async (email: string) => {
      const [row] = rowsOf<{ id: number | string }>(
        await t.database.db.execute(
          sql`select id from accounts where email = ${email} and network_id = ${studioId}`,
        ),
      );
      return Number(row?.id);
    };
    for (const email of ["member@studio.test", "manager@studio.test"]) {
      const rows = await rowsOfAccount(await demo(email));
      expect(rows.length, email).toBeGreaterThan(0);
      expect(rows.every((r) => r.type === "music_profit")).toBe(true);
    }
    // The demo creator also has its past requests (docs/decisions/092): one rejected, whose debit
    // a reversing credit returns, and one paid with a payout reference; its bank info stays.
    const creatorId = await demo("creator@studio.test");
    const creatorRows = await rowsOfAccount(creatorId);
    expect(creatorRows.some((r) => r.type === "music_profit")).toBe(true);
    const requests = await t.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.accountId, creatorId))
      .orderBy(withdrawals.id);
    expect(requests.map((r) => r.status)).toEqual(["rejected", "success"]);
    const [rejected, paid] = requests;
    expect(paid?.payoutReference).toMatch(/^DEMO-/);
    expect(paid?.totalMicro).toBe(rejected?.totalMicro);
    expect(paid?.totalMicro ?? 0n).toBeGreaterThan(20_000_000n);
    const debits = creatorRows
      .filter((r) => r.type === "withdrawal")
      .map((r) => [r.reference, r.amountMicro]);
    expect(debits).toEqual(
      expect.arrayContaining([
        [`withdrawal:${rejected?.id}`, -(rejected?.totalMicro ?? 0n)],
        [`withdrawal:${rejected?.id}:reversal`, rejected?.totalMicro],
        [`withdrawal:${paid?.id}`, -(paid?.totalMicro ?? 0n)],
      ]),
    );
    expect(debits).toHaveLength(3);
    expect(await findCurrentPaymentInfo(t.database.db, studioId, creatorId)).toMatchObject({
      method: "bank",
    });
    // Seeding again changes nothing.
    const [creator, staffAccount] = await Promise.all([
      findAccountById(t.database.db, creatorId),
      findAccountById(t.database.db, await demo("staff@studio.test")),
    ]);
    const [studio] = await t.database.db.select().from(networks).where(eq(networks.id, studioId));
    if (!studio) throw new Error("no studio network");
    expect(await seedDemoLedger(t.database.db, studio, t.clock.now())).toBe(0);
    if (!creator || !staffAccount) throw new Error("no demo creator or staff");
    await seedDemoWithdrawals(t.database.db, studio, { creator, staff: staffAccount }, t.clock.now());
    expect(await rowsOfAccount(creatorId)).toHaveLength(creatorRows.length);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe("confirmed revenue", () => {
  it("credits the owner, available from the open day of M+1 in the network's time zone", async () => {
    const owner = await signedIn(t);
    const channel = await channelOf(owner.account.id);
    const done = await confirm(csv([[channel.platformChannelId, "2026-01", "123.456789"]]));
    expect(done.posted).toBe(1);
    const [row] = await rowsOfAccount(owner.account.id);
    expect(row).toMatchObject({
      type: "music_profit",
      amountMicro: 123_456_789n,
      month: "2026-01-01",
      feeRateBp: null,
    });
    // 25 February 00:00 in Asia/Seoul (UTC+9).
    expect(row?.availableFrom.toISOString()).toBe("2026-02-24T15:00:00.000Z");
    const answer = await report(owner);
    expect(answer.balance).toBe("123456789");
    expect(answer.lines).toEqual([
      expect.objectContaining({
        month: "2026-01",
        type: "music_profit",
        amount: "123456789",
        amount_display: "$123.45",
      }),
    ]);
  });

  it("names a channel by Studio id too, and the same file twice posts nothing", async () => {
    const owner = await signedIn(t);
    const channel = await channelOf(owner.account.id);
    const file = csv([[channel.id, "2026-02", "10"]]);
    expect((await confirm(file)).posted).toBe(1);
    const again = await confirm(file);
    expect(again.posted).toBe(0);
    expect(again.totals.adjustment).toBe("0");
    // Other bytes with the same amounts: nothing to adjust either.
    expect((await confirm(`${file}\n`)).posted).toBe(0);
    expect(await rowsOfAccount(owner.account.id)).toHaveLength(1);
    expect((await report(owner)).balance).toBe("10000000");
  });

  it("a corrected file posts adjusting rows and never edits the old ones", async () => {
    const owner = await signedIn(t);
    const channel = await channelOf(owner.account.id);
    await confirm(csv([[channel.id, "2026-03", "10"]]));
    const [first] = await rowsOfAccount(owner.account.id);
    const preview = expectOk(
      await upload(staff, adminConfirmedPreviewCall, csv([[channel.id, "2026-03", "12.5"]])),
    ) as TConfirmedPreview;
    expect(preview.channels[0]).toMatchObject({
      confirmed: "12500000",
      previously_confirmed: "10000000",
      adjustment: "2500000",
    });
    expect((await confirm(csv([[channel.id, "2026-03", "12.5"]]))).posted).toBe(1);
    expect((await confirm(csv([[channel.id, "2026-03", "9"]]))).posted).toBe(1);
    const rows = await rowsOfAccount(owner.account.id);
    expect(rows.map((r) => r.amountMicro).sort()).toEqual([-3_500_000n, 10_000_000n, 2_500_000n].sort());
    expect(rows.find((r) => r.id === first?.id)).toEqual(first);
    expect((await report(owner)).balance).toBe("9000000");
  });

  it("an older file sent again re-applies its amounts: the newest confirmation wins", async () => {
    // Defect: X (100), then Y (300), then X again was skipped as seen, leaving 300 credited.
    const owner = await signedIn(t);
    const channel = await channelOf(owner.account.id);
    const x = csv([[channel.id, "2026-04", "100"]]);
    const y = csv([[channel.id, "2026-04", "300"]]);
    await confirm(x);
    await confirm(y);
    const again = await confirm(x);
    expect(again.totals.adjustment).toBe("-200000000");
    expect(again.posted).toBe(1);
    expect((await report(owner)).balance).toBe("100000000");
    // The same content once more changes nothing.
    expect((await confirm(x)).posted).toBe(0);
    expect((await report(owner)).balance).toBe("100000000");
  });

  it("a channel deleted and registered again does not get its confirmed month a second time", async () => {
    const owner = await signedIn(t);
    const channel = await channelOf(owner.account.id);
    await confirm(csv([[channel.platformChannelId, "2026-05", "40"]]));
    await t.database.db.delete(channels).where(eq(channels.id, channel.id));
    const [again] = await t.database.db
      .insert(channels)
      .values({ ...channel, id: undefined, createdAt: new Date() })
      .returning();
    if (!again) throw new Error("not registered again");
    const done = await confirm(csv([[again.id, "2026-05", "40"]]));
    expect(done.channels[0]?.previously_confirmed).toBe("40000000");
    expect(done.posted).toBe(0);
    expect((await report(owner)).balance).toBe("40000000");
    // A correction through the new registration moves the same month.
    await confirm(csv([[again.id, "2026-05", "45"]]));
    expect((await report(owner)).balance).toBe("45000000");
  });

  it("confirms 20,000 changed rows in one file on either engine, all or nothing", async () => {
    // Defect: more than ~13,107 changed rows exceeded PostgreSQL's 65,535 bind parameters (500).
    const owner = await signedIn(t);
    const prefix = `UCbulk${Date.now()}`;
    await t.database.db.execute(sql`
      insert into channels (network_id, owner_id, platform_channel_id, handle, title, category, status,
        verification_code, approved_at)
      select ${studioId}, ${owner.account.id}, ${prefix} || n, '@bulk' || n, 'Bulk ' || n, 'game', 'approved',
        'code', now()
      from generate_series(1, 20000) n`);
    const lines: [string, string, string][] = Array.from({ length: 20_000 }, (_, i) => [
      `${prefix}${i + 1}`,
      "2026-06",
      "0.000001",
    ]);
    const done = await confirm(csv(lines));
    expect(done.rejected).toEqual([]);
    expect(done.posted).toBe(20_000);
    expect((await report(owner)).balance).toBe("20000");
    expect(await unbalancedJournals(t.database.db, studioId)).toEqual([]);
  });

  it("refuses the whole file for one bad row, listing every bad row", async () => {
    const owner = await signedIn(t);
    const channel = await channelOf(owner.account.id);
    const done = await confirm(
      csv([
        [channel.id, "2026-04", "5"],
        ["UCnobodyhere", "2026-04", "5"],
        [channel.id, "2026-13", "5"],
        [channel.id, "2026-05", "1.0000001"],
        [channel.id, "2026-06", "-1"],
      ]),
    );
    expect(done.posted).toBe(0);
    expect(done.rejected.map((r) => r.row)).toEqual([2, 3, 4, 5]);
    expect(await rowsOfAccount(owner.account.id)).toHaveLength(0);
  });

  it("previews the totals and the difference to the estimate", async () => {
    const owner = await signedIn(t);
    const channel = await channelOf(owner.account.id);
    const [video] = await t.database.db
      .insert(videos)
      .values({
        networkId: studioId,
        channelId: channel.id,
        platformVideoId: `v${channel.id}`,
        title: "v",
        publishedOn: "2026-01-01",
      })
      .returning();
    if (!video) throw new Error("no video");
    await t.database.db.insert(videoDailyStats).values([
      { videoId: video.id, channelId: channel.id, day: "2026-05-01", revenueMicro: 4_000_000n },
      { videoId: video.id, channelId: channel.id, day: "2026-05-31", revenueMicro: 1_000_000n },
      { videoId: video.id, channelId: channel.id, day: "2026-06-01", revenueMicro: 9_000_000n },
    ]);
    const preview = expectOk(
      await upload(staff, adminConfirmedPreviewCall, csv([[channel.id, "2026-05", "5.25"]])),
    ) as TConfirmedPreview;
    expect(preview.channels).toEqual([
      expect.objectContaining({
        channel_id: channel.id,
        estimated: "5000000",
        difference: "250000",
        adjustment: "5250000",
      }),
    ]);
    expect(preview.totals).toMatchObject({
      confirmed: "5250000",
      estimated: "5000000",
      difference: "250000",
    });
    expect(await rowsOfAccount(owner.account.id)).toHaveLength(0);
    // Confirmed, the creator sees the same reconciliation on the report's detail.
    await confirm(csv([[channel.id, "2026-05", "5.25"]]));
    const detail = expectOk(
      await owner.client.call(earningsDetailCall, { type: "music_profit", date: "2026-05" }),
    );
    expect(detail.parts).toEqual([
      expect.objectContaining({
        channel_id: channel.id,
        estimated: "5000000",
        confirmed: "5250000",
        amount: "5250000",
        fee_rate: null,
      }),
    ]);
  });
});

describe("splits", () => {
  it("member and manager add up exactly, each month at the rate in force, the rate recorded", async () => {
    const { manager, member } = await team({ "2026-01": 3000, "2026-02": 1250 });
    const channel = await channelOf(manager.account.id, member.account.id);
    await confirm(
      csv([
        [channel.id, "2026-01", "100.000001"],
        [channel.id, "2026-02", "0.000007"],
      ]),
    );
    const memberRows = await rowsOfAccount(member.account.id);
    const managerRows = await rowsOfAccount(manager.account.id);
    const byMonth = (rows: typeof memberRows, month: string) => rows.find((r) => r.month === month);
    // 30% of 100.000001 is 30.0000003: the manager's fee truncates, the member takes the odd micro-dollar.
    expect(byMonth(managerRows, "2026-01-01")).toMatchObject({ amountMicro: 30_000_000n, feeRateBp: 3000 });
    expect(byMonth(memberRows, "2026-01-01")).toMatchObject({ amountMicro: 70_000_001n, feeRateBp: 3000 });
    // 12.5% of 7 micro-dollars is 0.875: nothing for the manager (no zero row), 7 for the member.
    expect(byMonth(managerRows, "2026-02-01")).toBeUndefined();
    expect(byMonth(memberRows, "2026-02-01")).toMatchObject({ amountMicro: 7n, feeRateBp: 1250 });
    const detail = expectOk(
      await member.client.call(earningsDetailCall, { type: "music_profit", date: "2026-01" }),
    );
    expect(detail.parts[0]).toMatchObject({ fee_rate: 30, confirmed: "100000001", amount: "70000001" });
    // Staff see the same month reconciled, with the rate used; another network's staff do not.
    const month = expectOk(await staff.client.call(adminReconciliationCall, { month: "2026-01" }));
    expect(month.channels.find((c) => c.channel_id === channel.id)).toMatchObject({
      confirmed: "100000001",
      estimated: "0",
      difference: "100000001",
      fee_rate: 30,
    });
    const foreign = expectOk(await waveStaff.client.call(adminReconciliationCall, { month: "2026-01" }));
    expect(foreign.channels.find((c) => c.channel_id === channel.id)).toBeUndefined();
  });

  it("0% gives the member everything, 100% the manager everything", async () => {
    const zero = await team({ "2026-01": 0 });
    const all = await team({ "2026-01": 10_000 });
    const a = await channelOf(zero.manager.account.id, zero.member.account.id);
    const b = await channelOf(all.manager.account.id, all.member.account.id);
    await confirm(
      csv([
        [a.id, "2026-01", "3.333333"],
        [b.id, "2026-01", "3.333333"],
      ]),
    );
    expect((await report(zero.member)).balance).toBe("3333333");
    expect((await report(zero.manager)).balance).toBe("0");
    expect((await report(all.member)).balance).toBe("0");
    expect((await report(all.manager)).balance).toBe("3333333");
  });

  it("a correction of a split month splits the final amount at that month's frozen rate", async () => {
    const { manager, member } = await team({ "2026-01": 2000, "2026-03": 5000 });
    const channel = await channelOf(manager.account.id, member.account.id);
    await confirm(csv([[channel.id, "2026-01", "10"]]));
    await confirm(csv([[channel.id, "2026-01", "15"]]));
    expect((await report(member)).balance).toBe("12000000");
    expect((await report(manager)).balance).toBe("3000000");
  });
});

describe("the ledger", () => {
  it("refuses UPDATE and DELETE of its rows in the database", async () => {
    const owner = await signedIn(t);
    const channel = await channelOf(owner.account.id);
    await confirm(csv([[channel.id, "2026-07", "1"]]));
    const db = t.database.db;
    await expect(
      db.execute(sql`update ledger_entries set amount_micro = 0 where account_id = ${owner.account.id}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`delete from ledger_entries where account_id = ${owner.account.id}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`delete from confirmed_revenue where channel_id = ${channel.id}`),
    ).rejects.toThrow();
    expect((await rowsOfAccount(owner.account.id))[0]?.amountMicro).toBe(1_000_000n);
  });

  it("keeps the read models equal to a recomputation from the rows", async () => {
    expect(await checkLedger(t.database.db)).toEqual([]);
    const owner = await signedIn(t);
    await t.database.db.execute(sql`update ledger_balances set balance_micro = balance_micro + 1
      where account_id = (select account_id from ledger_balances limit 1)`);
    expect(await checkLedger(t.database.db)).toHaveLength(1);
    await t.database.db.execute(sql`update ledger_balances set balance_micro = balance_micro - 1
      where account_id = (select account_id from ledger_balances limit 1)`);
    expect(await checkLedger(t.database.db, [owner.account.id])).toEqual([]);
  });

  it("staff post manual rows with a required reason; a policy violation is a debit", async () => {
    const owner = await signedIn(t);
    const post = (body: Record<string, unknown>) =>
      staff.client.call(adminLedgerManualCall, { account_id: owner.account.id, month: "2026-08", ...body });
    expectError(await post({ type: "bonus", amount_usd: "5", reason: "  " }), 400, E.FIELDS_REQUIRED);
    expectOk(await post({ type: "bonus", amount_usd: "5", reason: "Launch week" }));
    expectOk(await post({ type: "policy_violation", amount_usd: "1.25", reason: "Reused content" }));
    expect((await report(owner)).balance).toBe("3750000");
    const detail = expectOk(
      await owner.client.call(earningsDetailCall, { type: "policy_violation", date: "2026-08" }),
    );
    expect(detail.parts).toEqual([expect.objectContaining({ amount: "-1250000", reason: "Reused content" })]);
    const audit = expectOk(
      await staff.client.call(adminLedgerListCall, { account_id: String(owner.account.id) }),
    );
    expect(audit.entries.map((e) => e.reason)).toEqual(["Reused content", "Launch week"]);
    expect(audit.balance).toBe("3750000");
  });

  it("keeps networks apart: staff of another network neither credit nor see these accounts", async () => {
    const owner = await signedIn(t);
    const channel = await channelOf(owner.account.id);
    const foreign = await confirm(csv([[channel.id, "2026-09", "1"]]), waveStaff);
    expect(foreign.posted).toBe(0);
    expect(foreign.rejected).toEqual([
      expect.objectContaining({ reason: "no such channel in this network" }),
    ]);
    expectError(
      await waveStaff.client.call(adminLedgerManualCall, {
        account_id: owner.account.id,
        type: "bonus",
        month: "2026-09",
        amount_usd: "1",
        reason: "x",
      }),
      404,
      E.ACCOUNT_NOT_FOUND,
    );
    expectError(
      await waveStaff.client.call(adminLedgerListCall, { account_id: String(owner.account.id) }),
      404,
      E.ACCOUNT_NOT_FOUND,
    );
    const other = await signedIn(t);
    await confirm(csv([[channel.id, "2026-09", "1"]]));
    expect((await report(other)).lines).toEqual([]);
    expect((await report(owner)).balance).toBe("1000000");
  });
});

describe.runIf(testEngine() === "postgres")("on PostgreSQL", () => {
  it("30 confirmations of one file at once post it once", async () => {
    const owner = await signedIn(t);
    const channel = await channelOf(owner.account.id);
    const file = csv([[channel.id, "2026-10", "42"]]);
    const answers = await Promise.all(Array.from({ length: 30 }, () => confirm(file)));
    expect(answers.map((a) => a.posted).sort()).toEqual([1, ...Array(29).fill(0)].sort());
    expect(await rowsOfAccount(owner.account.id)).toHaveLength(1);
    expect((await report(owner)).balance).toBe("42000000");
    expect(await checkLedger(t.database.db, [owner.account.id])).toEqual([]);
  });
});

// Last: it moves the shared clock.
describe("available balance", () => {
  it("counts a month's revenue from the open day of the next month, not before", async () => {
    const owner = await signedIn(t);
    const channel = await channelOf(owner.account.id);
    const month = t.clock.now().toISOString().slice(0, 7);
    await confirm(csv([[channel.id, month, "30"]]));
    await staff.client.call(adminLedgerManualCall, {
      account_id: owner.account.id,
      type: "bonus",
      month,
      amount_usd: "2",
      reason: "Welcome",
    });
    const [row] = (await rowsOfAccount(owner.account.id)).filter((r) => r.type === "music_profit");
    if (!row) throw new Error("no row");
    const viewer = {
      networkId: studioId,
      accountId: owner.account.id,
      currency: "USD" as const,
      language: "en" as const,
    };
    const before = await earningsReport(t.database.db, viewer, new Date(row.availableFrom.getTime() - 1));
    expect([before.balance, before.available]).toEqual(["32000000", "2000000"]);
    t.clock.advance(row.availableFrom.getTime() - t.clock.now().getTime());
    const after = await earningsReport(t.database.db, viewer, t.clock.now());
    expect([after.balance, after.available]).toEqual(["32000000", "32000000"]);
  });
});
