import {
  adminPayoutBatchCreateCall,
  adminPayoutBatchFileCall,
  adminPayoutBatchListCall,
  adminPayoutBatchPreviewCall,
  adminPayoutBatchSettleCall,
  adminWithdrawalOverdueCall,
  adminWithdrawalPayCall,
  adminWithdrawalQueueCall,
  adminWithdrawalRejectCall,
  E,
  paymentInfoRegisterCall,
  type TPayoutBatch,
  type TSettlementLine,
  type TWithdrawal,
  usdToMicro,
  withdrawalListCall,
  withdrawalRequestCall,
} from "@studio/contract";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ledgerEntries,
  ledgerJournals,
  networks,
  notifications,
  payoutBatches,
  staffAudit,
  withdrawals,
} from "../src/db/schema";
import { balanceOf, checkLedger } from "../src/modules/payout/ledger";
import { expectError, expectOk } from "./support/assertions";
import { type SignedIn, signedIn } from "./support/channels";
import { type ApiResponse, mailsTo, networkIdOf } from "./support/factories";
import { postCreatorJournal } from "./support/ledger";
import { createTestApp, type TestApp, testEngine } from "./support/test-app";

/**
 * Payout batches (docs/decisions/133): a batch takes every pending request of its method made in
 * its month or before and turns them processing; its file names the batch and each withdrawal, its
 * amounts the withdrawals' net as the ledger has it; the settlement result pays or fails them in
 * bulk (the money returned with the reason), once, whatever else races it; the due date and the
 * overdue list. In the network's time zone (Asia/Seoul, UTC+9).
 */

let t: TestApp;
let staff: SignedIn;
let waveStaff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  const studioId = await networkIdOf(t.database.db);
  // The instants below are written for this zone and an open day of the 25th.
  const [studio] = await t.database.db
    .update(networks)
    .set({ withdrawalOpenDay: 25 })
    .where(eq(networks.id, studioId))
    .returning();
  expect(studio?.timeZone).toBe("Asia/Seoul");
  setNow(INSIDE);
  staff = await signedIn(t, { isStaff: true });
  waveStaff = await signedIn(t, { isStaff: true, network: "wave" });
});
afterAll(() => t.close());

const setNow = (iso: string) => t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
afterEach(() => setNow(INSIDE));

// March 2027 in Seoul: the window opened on the 25th for February's revenue.
const OPENS = "2027-03-24T15:00:00.000Z";
const INSIDE = "2027-03-26T03:00:00.000Z";
const M = 1_000_000n;

const bank = {
  method: "bank",
  holder_name: "Kim Minji",
  bank_name: "Deutsche Bank",
  bank_address: "Taunusanlage 12, Frankfurt am Main",
  swift: "DEUTDEFF",
  account_number: "DE89 3704 0044 0532 0130 00",
  postal_code: "60325",
  country: "DE",
};
const paypal = { method: "paypal", account_name: "Kim Minji", email: "minji.pay@example.test" };

let sequence = 0;

/** Credits February's confirmed revenue, withdrawable since the window opened. */
async function credit(who: SignedIn, micro: bigint) {
  sequence += 1;
  await postCreatorJournal(t.database.db, {
    networkId: who.account.networkId,
    accountId: who.account.id,
    type: "music_profit",
    month: "2027-02-01",
    amountMicro: micro,
    reference: `batch-test:${who.account.id}:${sequence}`,
    availableFrom: new Date(OPENS),
  });
}

/** A creator with payment info of `method`, credited `micro` withdrawable now, who requests it all. */
async function requested(method: "bank" | "paypal", micro: bigint, language?: "ko") {
  const who = await signedIn(t, language ? { language } : {});
  expectOk(await who.client.call(paymentInfoRegisterCall, method === "bank" ? bank : paypal));
  await credit(who, micro);
  const made = expectOk(await who.client.call(withdrawalRequestCall, { total: micro.toString() })) as {
    withdrawal: TWithdrawal;
  };
  return { who, made: made.withdrawal };
}

const createBatch = async (method: "bank" | "paypal", month = "2027-03", by = staff) =>
  expectOk(await by.client.call(adminPayoutBatchCreateCall, { method, month })).batch;

/** A settlement file as a bank or PayPal sends it back, uploaded for `batchId`. */
function settle(batchId: number, text: string, by = staff, name = "settlement.csv") {
  const form = new FormData();
  form.append("batch_id", String(batchId));
  form.append("file", new Blob([text], { type: "text/csv" }), name);
  return by.client.inject({ method: "POST", url: `/api/${adminPayoutBatchSettleCall.path}`, payload: form });
}
type Settled = {
  batch: TPayoutBatch;
  lines: TSettlementLine[];
  paid: number;
  failed: number;
  unchanged: number;
  refused: number;
};
const settled = async (batchId: number, text: string) => expectOk(await settle(batchId, text)) as Settled;

const csv = (...lines: string[]) => ["withdrawal_id,status,reason,payout_reference", ...lines].join("\r\n");

const rowOf = async (id: number) => {
  const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!row) throw new Error(`withdrawal ${id} not found`);
  return row;
};

const notificationsOf = (accountId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), eq(notifications.type, "withdrawal")))
    .orderBy(notifications.id);

/** The journals of the network that do not sum to zero (the database refuses a commit that leaves one). */
const unbalancedJournals = () =>
  t.database.db.select().from(ledgerJournals).where(ne(ledgerJournals.totalMicro, 0n));

const journalsOf = async (withdrawalId: number) =>
  (
    await t.database.db
      .selectDistinct({ journal: ledgerEntries.journal })
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.journal} like ${`withdrawal:${withdrawalId}%`}`)
  )
    .map((r) => r.journal)
    .sort();

// Each test starts with nothing pending in the network: whatever earlier tests (or the demo data)
// left pending goes into a batch of its own, so a test's batch takes only that test's requests.
beforeEach(async () => {
  setNow(INSIDE);
  await createBatch("bank", "2099-12");
  await createBatch("paypal", "2099-12");
});

describe("creating a batch", () => {
  it("takes every pending request of its method of the month and before; they become processing", async () => {
    const a = await requested("bank", 150n * M);
    const b = await requested("bank", 123_450_000n);
    const viaPaypal = await requested("paypal", 33_330_000n);
    const preview = expectOk(
      await staff.client.call(adminPayoutBatchPreviewCall, { method: "bank", month: "2027-03" }),
    );
    expect(preview).toEqual({
      method: "bank",
      month: "2027-03",
      withdrawals: 2,
      total: "273450000",
      fee: "40000000",
      net: "233450000",
    });
    // A February batch takes nothing of March's.
    const february = expectOk(
      await staff.client.call(adminPayoutBatchPreviewCall, { method: "bank", month: "2027-02" }),
    );
    expect(february.withdrawals).toBe(0);
    expect(await createBatch("bank", "2027-02")).toBeNull();

    const batch = await createBatch("bank");
    expect(batch).toMatchObject({
      method: "bank",
      month: "2027-03",
      status: "processing",
      withdrawals: 2,
      total: "273450000",
      fee: "40000000",
      net: "233450000",
      processing: 2,
      paid: 0,
      failed: 0,
      created_by: staff.account.id,
      created_by_nickname: staff.nickname,
      settled_at: null,
    });
    if (!batch) throw new Error("no batch");
    expect(batch.file_name).toBe(`payout-batch-${batch.id}-bank-2027-03.csv`);
    for (const w of [a.made, b.made])
      expect(await rowOf(w.id)).toMatchObject({ status: "processing", batchId: batch.id });
    expect(await rowOf(viaPaypal.made.id)).toMatchObject({ status: "pending", batchId: null });
    // Nothing left: another batch is none.
    expect(await createBatch("bank")).toBeNull();

    // Staff see it processing in its batch; the creator sees it processing, with its due date.
    const queue = expectOk(await staff.client.call(adminWithdrawalQueueCall, { batch_id: batch.id }));
    expect(queue.items.map((w) => [w.id, w.status, w.batch_id, w.due_date, w.overdue]).sort()).toEqual(
      [
        [a.made.id, "processing", batch.id, "2027-04-30", false],
        [b.made.id, "processing", batch.id, "2027-04-30", false],
      ].sort(),
    );
    const mine = expectOk(await a.who.client.call(withdrawalListCall, {}));
    expect(mine.items.map((w) => [w.status, w.due_date])).toEqual([["processing", "2027-04-30"]]);
    // Still one open request: another is refused while it is processing.
    await credit(a.who, 150n * M);
    expectError(
      await a.who.client.call(withdrawalRequestCall, { total: (150n * M).toString() }),
      409,
      E.INVALID_ACCESS,
    );

    const list = expectOk(await staff.client.call(adminPayoutBatchListCall, { method: "bank" }));
    expect(list.items[0]).toEqual(batch);
    const [audit] = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, `payout_batch:${batch.id}`));
    expect(audit).toMatchObject({ action: "admin/withdrawal/batch.create", actorId: staff.account.id });
  });

  it("is the network's own: another network's staff neither take, see nor settle its requests", async () => {
    const { made } = await requested("paypal", 40n * M);
    expect(await createBatch("paypal", "2027-03", waveStaff)).toBeNull();
    const batch = await createBatch("paypal");
    if (!batch) throw new Error("no batch");
    expect(batch.withdrawals).toBe(1);
    expectError(
      await waveStaff.client.call(adminPayoutBatchFileCall, { id: batch.id }),
      404,
      E.INVALID_ACCESS,
    );
    expectError(await settle(batch.id, csv(`${made.id},paid,,`), waveStaff), 404, E.INVALID_ACCESS);
    const waveList = expectOk(await waveStaff.client.call(adminPayoutBatchListCall, {}));
    expect(waveList.items.map((b) => b.id)).not.toContain(batch.id);
    expect((await rowOf(made.id)).status).toBe("processing");
  });
});

describe("the batch's file", () => {
  /** Micro-USD of each line's amount, by withdrawal id, and the ledger's net of each request. */
  async function inTransitOf(ids: number[]) {
    const rows = await t.database.db
      .select({ reference: ledgerEntries.reference, amount: ledgerEntries.amountMicro })
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.reference,
          ids.map((id) => `withdrawal:${id}:in_transit`),
        ),
      );
    return new Map(rows.map((r) => [Number(r.reference.split(":")[1]), r.amount]));
  }

  it("bank: a header, then one line per withdrawal with its id and its net to the cent, as the ledger debited it", async () => {
    const a = await requested("bank", 150n * M);
    const b = await requested("bank", 123_450_000n);
    const batch = await createBatch("bank");
    if (!batch) throw new Error("no batch");
    const file = expectOk(await staff.client.call(adminPayoutBatchFileCall, { id: batch.id }));
    expect(file.file_name).toBe(`payout-batch-${batch.id}-bank-2027-03.csv`);
    expect(file.rows).toBe(2);
    const [header, ...lines] = file.content.trim().split("\r\n");
    expect(header).toBe(
      "withdrawal_id,account_id,holder_name,bank_name,bank_address,swift,account_number,postal_code,country,currency,amount",
    );
    expect(lines).toEqual([
      `${a.made.id},${a.who.account.id},Kim Minji,Deutsche Bank,"Taunusanlage 12, Frankfurt am Main",DEUTDEFF,DE89 3704 0044 0532 0130 00,60325,DE,USD,130.00`,
      `${b.made.id},${b.who.account.id},Kim Minji,Deutsche Bank,"Taunusanlage 12, Frankfurt am Main",DEUTDEFF,DE89 3704 0044 0532 0130 00,60325,DE,USD,103.45`,
    ]);
    const inTransit = await inTransitOf([a.made.id, b.made.id]);
    const amounts = lines.map((line) => {
      const cells = line.split(",");
      return [Number(cells[0]), usdToMicro(cells.at(-1) ?? "") ?? -1n] as const;
    });
    for (const [id, amount] of amounts) expect(amount).toBe(inTransit.get(id));
    const sum = amounts.reduce((s, [, amount]) => s + amount, 0n);
    expect(sum.toString()).toBe(file.net);
    expect(file.net).toBe(batch.net);
  });

  it("PayPal: recipient, amount, currency, the withdrawal's own id, note; amounts in whole cents as stored", async () => {
    // 33.33 * 4.7% = 1.56651 -> a fee of 1.56, a net of 31.77.
    const a = await requested("paypal", 33_330_000n);
    const b = await requested("paypal", 21_120_000n);
    const batch = await createBatch("paypal");
    if (!batch) throw new Error("no batch");
    const file = expectOk(await staff.client.call(adminPayoutBatchFileCall, { id: batch.id }));
    expect(file.file_name).toBe(`payout-batch-${batch.id}-paypal-2027-03.csv`);
    // 21.12 * 4.7% = 0.99264 -> 0.99, net 20.13
    expect(file.content.split("\r\n").filter(Boolean)).toEqual([
      `minji.pay@example.test,31.77,USD,withdrawal-${a.made.id},Studio withdrawal,PAYPAL`,
      `minji.pay@example.test,20.13,USD,withdrawal-${b.made.id},Studio withdrawal,PAYPAL`,
    ]);
    const inTransit = await inTransitOf([a.made.id, b.made.id]);
    expect(inTransit.get(a.made.id)).toBe(31_770_000n);
    expect(inTransit.get(b.made.id)).toBe(20_130_000n);
    expect(file.net).toBe("51900000");
  });
});

describe("the settlement result", () => {
  it("pays the paid lines and fails the failed ones, the money returned with the reason; each account is told", async () => {
    const paidOne = await requested("bank", 150n * M);
    const failedOne = await requested("bank", 140n * M, "ko");
    const batch = await createBatch("bank");
    if (!batch) throw new Error("no batch");
    const result = await settled(
      batch.id,
      csv(`${paidOne.made.id},paid,,WIRE-2027-04-01`, `${failedOne.made.id},FAILED,Account closed,`),
    );
    expect(result).toMatchObject({ paid: 1, failed: 1, unchanged: 0, refused: 0 });
    expect(result.lines).toEqual([
      {
        row: 1,
        withdrawal_id: paidOne.made.id,
        status: "paid",
        outcome: "paid",
        refusal: null,
        reason: null,
      },
      {
        row: 2,
        withdrawal_id: failedOne.made.id,
        status: "failed",
        outcome: "failed",
        refusal: null,
        reason: "Account closed",
      },
    ]);
    expect(result.batch).toMatchObject({ status: "settled", processing: 0, paid: 1, failed: 1 });
    expect(result.batch.settled_at).toBe(new Date(INSIDE).toISOString());

    expect(await rowOf(paidOne.made.id)).toMatchObject({
      status: "success",
      payoutReference: "WIRE-2027-04-01",
      decidedBy: staff.account.id,
    });
    expect(await rowOf(failedOne.made.id)).toMatchObject({ status: "rejected", reason: "Account closed" });
    // Paid: the balance stays spent; failed: the total is back, with the reason on its reversal.
    expect(await balanceOf(t.database.db, paidOne.who.account.id)).toBe(0n);
    expect(await balanceOf(t.database.db, failedOne.who.account.id)).toBe(140n * M);
    expect(await journalsOf(paidOne.made.id)).toEqual([
      `withdrawal:${paidOne.made.id}`,
      `withdrawal:${paidOne.made.id}:success`,
    ]);
    const [reversal] = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `withdrawal:${failedOne.made.id}:reversal`));
    expect(reversal).toMatchObject({ amountMicro: 140n * M, reason: "Account closed" });
    expect(await checkLedger(t.database.db, [paidOne.who.account.id, failedOne.who.account.id])).toEqual([]);
    expect(await unbalancedJournals()).toEqual([]);

    // Told at each change: requested, sent in the batch, then paid or failed.
    expect((await notificationsOf(paidOne.who.account.id)).map((n) => n.params.status)).toEqual([
      "pending",
      "processing",
      "success",
    ]);
    expect((await notificationsOf(failedOne.who.account.id)).map((n) => n.params.status)).toEqual([
      "pending",
      "processing",
      "rejected",
    ]);
    const [mail] = await mailsTo(t.app, failedOne.who.email);
    expect(mail?.text).toContain("Account closed");
    expect(mail?.subject).toContain("출금");
    expect((await mailsTo(t.app, paidOne.who.email))[0]?.text).toContain("130.00 USD");
    // The creator sees why.
    const mine = expectOk(await failedOne.who.client.call(withdrawalListCall, {}));
    expect(mine.items[0]).toMatchObject({ status: "rejected", reason: "Account closed" });
  });

  it("the same file again changes nothing: every line unchanged, no posting, no notice", async () => {
    const a = await requested("paypal", 40n * M);
    const b = await requested("paypal", 50n * M);
    const batch = await createBatch("paypal");
    if (!batch) throw new Error("no batch");
    const file = csv(`${a.made.id},paid,,PP-1`, `${b.made.id},failed,Unclaimed,`);
    expect(await settled(batch.id, file)).toMatchObject({ paid: 1, failed: 1 });
    const count = async () => ({
      entries: (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(ledgerEntries)
          .where(inArray(ledgerEntries.accountId, [a.who.account.id, b.who.account.id]))
      )[0]?.n,
      notices:
        (await notificationsOf(a.who.account.id)).length + (await notificationsOf(b.who.account.id)).length,
      mails: (await mailsTo(t.app, a.who.email)).length + (await mailsTo(t.app, b.who.email)).length,
    });
    const before = await count();
    const again = await settled(batch.id, file);
    expect(again).toMatchObject({ paid: 0, failed: 0, unchanged: 2, refused: 0 });
    expect(again.lines.map((l) => l.outcome)).toEqual(["unchanged", "unchanged"]);
    expect(await count()).toEqual(before);
    expect(await balanceOf(t.database.db, b.who.account.id)).toBe(50n * M);
  });
});

describe("refused lines", () => {
  it("refuses lines it cannot apply, each with its reason, and applies the others", async () => {
    const mine = await requested("bank", 150n * M);
    const byHand = await requested("bank", 160n * M);
    const batch = await createBatch("bank");
    const elsewhere = await requested("bank", 170n * M);
    const other = await createBatch("bank");
    if (!batch || !other) throw new Error("no batch");
    // Staff paid one by hand meanwhile (a processing request may be decided by hand).
    expectOk(
      await staff.client.call(adminWithdrawalRejectCall, {
        id: byHand.made.id,
        recover: true,
        reason: "Hold",
      }),
    );
    const result = await settled(
      batch.id,
      csv(
        `${mine.made.id},paid,,`,
        `${byHand.made.id},paid,,`,
        `${elsewhere.made.id},paid,,`,
        "999999999,paid,,",
        `${mine.made.id},failed,Again,`,
        `${mine.made.id},failed,,`,
        "abc,paid,,",
        `${mine.made.id},bounced,,`,
      ),
    );
    expect(result.lines.map((l) => [l.row, l.withdrawal_id, l.outcome, l.refusal])).toEqual([
      [1, mine.made.id, "paid", null],
      [2, byHand.made.id, "refused", "already_decided"],
      [3, elsewhere.made.id, "refused", "not_in_batch"],
      [4, 999999999, "refused", "unknown_withdrawal"],
      [5, mine.made.id, "refused", "duplicate"],
      [6, mine.made.id, "refused", "reason_required"],
      [7, null, "refused", "invalid_line"],
      [8, mine.made.id, "refused", "invalid_line"],
    ]);
    expect(result).toMatchObject({ paid: 1, failed: 0, unchanged: 0, refused: 7 });
    expect(result.batch).toMatchObject({ status: "settled", paid: 1, failed: 1, processing: 0 });
    expect((await rowOf(elsewhere.made.id)).status).toBe("processing");
    expect((await rowOf(byHand.made.id)).status).toBe("rejected");
    // A file without the columns is refused whole; nothing of it is applied.
    const whole = await settled(other.id, `id,result\r\n${elsewhere.made.id},paid`);
    expect(whole.lines).toEqual([
      {
        row: 0,
        withdrawal_id: null,
        status: null,
        outcome: "refused",
        refusal: "invalid_file",
        reason: null,
      },
    ]);
    expect((await rowOf(elsewhere.made.id)).status).toBe("processing");
    // No file at all is a missing field; no such batch is 404.
    const form = new FormData();
    form.append("batch_id", String(other.id));
    expectError(
      await staff.client.inject({
        method: "POST",
        url: `/api/${adminPayoutBatchSettleCall.path}`,
        payload: form,
      }),
      400,
      E.FIELDS_REQUIRED,
    );
    expectError(await settle(999_999_999, csv(`${elsewhere.made.id},paid,,`)), 404, E.INVALID_ACCESS);
  });
});

describe(`races (${testEngine()})`, () => {
  const PARALLEL = 30;
  const okCount = (responses: ApiResponse[]) => responses.filter((r) => r.status === 200).length;

  it(`${PARALLEL} simultaneous batch creations put each request in exactly one batch`, async () => {
    const made = await Promise.all(
      Array.from({ length: 6 }, (_, i) => requested(i % 2 ? "bank" : "paypal", (150n + BigInt(i)) * M)),
    );
    const ids = made.map((m) => m.made.id);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        staff.client.call(adminPayoutBatchCreateCall, {
          method: i % 2 ? "bank" : "paypal",
          month: "2027-03",
        }),
      ),
    );
    expect(okCount(responses)).toBe(PARALLEL);
    const batches = responses.map((r) => expectOk(r).batch).filter((b): b is TPayoutBatch => b !== null);
    // One batch per method took them all; every other creation found nothing pending.
    expect(batches.map((b) => [b.method, b.withdrawals]).sort()).toEqual([
      ["bank", 3],
      ["paypal", 3],
    ]);
    const rows = await t.database.db.select().from(withdrawals).where(inArray(withdrawals.id, ids));
    expect(rows.every((r) => r.status === "processing")).toBe(true);
    for (const row of rows) {
      const batch = batches.find((b) => b.method === row.method);
      expect(row.batchId).toBe(batch?.id);
    }
    // No empty batch was left behind.
    const empty = await t.database.db.select().from(payoutBatches).where(eq(payoutBatches.withdrawals, 0));
    expect(empty).toEqual([]);
  });

  it(`${PARALLEL} simultaneous pay, reject and batch creations on a pending request: one decision`, async () => {
    for (let round = 0; round < 3; round++) {
      const { who, made } = await requested("bank", 150n * M);
      const responses: ApiResponse[] = await Promise.all(
        Array.from(
          { length: PARALLEL },
          (_, i): Promise<ApiResponse> =>
            i % 3 === 0
              ? staff.client.call(adminWithdrawalPayCall, { id: made.id, payout_reference: `WIRE-${i}` })
              : i % 3 === 1
                ? staff.client.call(adminWithdrawalRejectCall, {
                    id: made.id,
                    recover: true,
                    reason: `R${i}`,
                  })
                : staff.client.call(adminPayoutBatchCreateCall, { method: "bank", month: "2027-03" }),
        ),
      );
      const decisions = responses.filter((_, i) => i % 3 !== 2);
      expect(okCount(decisions)).toBe(1);
      expect(decisions.filter((r) => r.status === 409)).toHaveLength(decisions.length - 1);
      const creations = responses
        .filter((_, i) => i % 3 === 2)
        .map((r) => (expectOk(r) as { batch: TPayoutBatch | null }).batch);
      expect(creations.filter((b) => b !== null).length).toBeLessThanOrEqual(1);
      await expectOneOutcome(who, made.id, 150n * M);
    }
  });

  it(`${PARALLEL} simultaneous pay, reject and settlement imports on a processing request: one decision`, async () => {
    for (let round = 0; round < 3; round++) {
      const { who, made } = await requested("paypal", 60n * M);
      const batch = await createBatch("paypal");
      if (!batch) throw new Error("no batch");
      const responses = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) => {
          if (i % 4 === 0)
            return staff.client.call(adminWithdrawalPayCall, { id: made.id, payout_reference: `PP-${i}` });
          if (i % 4 === 1)
            return staff.client.call(adminWithdrawalRejectCall, {
              id: made.id,
              recover: i % 8 === 1,
              reason: `R${i}`,
            });
          return settle(
            batch.id,
            csv(i % 4 === 2 ? `${made.id},paid,,PP-${i}` : `${made.id},failed,Bounced ${i},`),
          );
        }),
      );
      // Every import answers; of everything sent, exactly one decided the request.
      const byHand = responses.filter((_, i) => i % 4 < 2);
      const imports = responses.filter((_, i) => i % 4 >= 2).map((r) => expectOk(r) as Settled);
      const applied = imports.filter((s) => s.paid + s.failed === 1).length;
      expect(okCount(byHand) + applied).toBe(1);
      for (const s of imports) expect(s.paid + s.failed + s.unchanged + s.refused).toBe(1);
      const row = await rowOf(made.id);
      expect(row.status).not.toBe("processing");
      await expectOneOutcome(who, made.id, 60n * M);
    }
  });

  /** One decision's journal, and the balance it leaves; every journal balanced. */
  async function expectOneOutcome(who: SignedIn, id: number, total: bigint) {
    const row = await rowOf(id);
    const journals = await journalsOf(id);
    const expected =
      row.status === "success"
        ? [`withdrawal:${id}`, `withdrawal:${id}:success`]
        : row.status === "rejected"
          ? [`withdrawal:${id}`, `withdrawal:${id}:reversal`]
          : [`withdrawal:${id}`, `withdrawal:${id}:rejected.norecover`];
    expect(journals).toEqual(expected.sort());
    expect(await balanceOf(t.database.db, who.account.id)).toBe(row.status === "rejected" ? total : 0n);
    expect(await checkLedger(t.database.db, [who.account.id])).toEqual([]);
    expect(await unbalancedJournals()).toEqual([]);
    // One notice of the decision after the request's (and of its batch, when one took it first).
    const told = (await notificationsOf(who.account.id)).map((n) => n.params.status);
    expect(told.filter((status) => status !== "processing" || row.status === "processing")).toEqual([
      "pending",
      row.status,
    ]);
    expect(told.filter((status) => status === "processing").length).toBeLessThanOrEqual(1);
  }
});

describe("due dates and the overdue list", () => {
  it("a request is due on the last day of the next month; open past it, it is overdue, pending or processing", async () => {
    const waiting = await requested("paypal", 30n * M);
    const sent = await requested("bank", 150n * M);
    const paid = await requested("paypal", 35n * M);
    const batch = await createBatch("bank");
    if (!batch) throw new Error("no batch");
    expectOk(await staff.client.call(adminWithdrawalPayCall, { id: paid.made.id, payout_reference: "PP-9" }));
    expect(waiting.made.due_date).toBe("2027-04-30");

    // 30 April, 23:59:59 in Seoul: due today, not overdue.
    setNow("2027-04-30T14:59:59.000Z");
    const onTime = await signedIn(t, { isStaff: true });
    const none = expectOk(await onTime.client.call(adminWithdrawalOverdueCall, {}));
    expect(none.items.map((w) => w.id)).not.toContain(waiting.made.id);

    // 1 May, 00:00 in Seoul: both open ones are overdue; the paid one is not.
    setNow("2027-04-30T15:00:00.000Z");
    const late = await signedIn(t, { isStaff: true });
    const overdue = expectOk(await late.client.call(adminWithdrawalOverdueCall, { size: 200 }));
    const ids = overdue.items.map((w) => w.id);
    expect(ids).toContain(waiting.made.id);
    expect(ids).toContain(sent.made.id);
    expect(ids).not.toContain(paid.made.id);
    expect(overdue.items.every((w) => w.overdue && ["pending", "processing"].includes(w.status))).toBe(true);
    expect(overdue.items.find((w) => w.id === sent.made.id)).toMatchObject({
      status: "processing",
      batch_id: batch.id,
      due_date: "2027-04-30",
    });
    // Oldest due first.
    const months = overdue.items.map((w) => w.month);
    expect([...months].sort()).toEqual(months);
    // The queue marks them too; another network sees none of them.
    const queue = expectOk(await late.client.call(adminWithdrawalQueueCall, { month: "2027-03", size: 200 }));
    expect(queue.items.find((w) => w.id === waiting.made.id)?.overdue).toBe(true);
    expect(queue.items.find((w) => w.id === paid.made.id)?.overdue).toBe(false);
    const wave = await signedIn(t, { isStaff: true, network: "wave" });
    const waveOverdue = expectOk(await wave.client.call(adminWithdrawalOverdueCall, {}));
    expect(waveOverdue.items.map((w) => w.id)).not.toContain(waiting.made.id);
  });
});
