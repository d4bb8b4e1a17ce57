import {
  adminWithdrawalExportCall,
  adminWithdrawalPayCall,
  adminWithdrawalQueueCall,
  adminWithdrawalRejectCall,
  E,
  ERROR_CATALOGUE,
  paymentInfoRegisterCall,
  type TWithdrawal,
  type TWithdrawalQuote,
  withdrawalListCall,
  withdrawalQuoteCall,
  withdrawalRequestCall,
} from "@studio/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, networks, notifications, withdrawals } from "../src/db/schema";
import { balanceOf, checkLedger } from "../src/modules/payout/ledger";
import { expectError, expectOk } from "./support/assertions";
import { type SignedIn, signedIn } from "./support/channels";
import { type ApiResponse, mailsTo, networkIdOf } from "./support/factories";
import { postCreatorJournal } from "./support/ledger";
import { createTestApp, type TestApp, testEngine } from "./support/test-app";

/**
 * Withdrawal requests (docs/spec.md §4, §8 40000-40002, §9; docs/design.md §7, §11; docs/decisions/088, 089,
 * 132): the window in the network's time zone (Asia/Seoul, UTC+9), the 20 USD floor, bank transfer
 * from 100 USD, the fees in whole cents, one open request and one debit under parallel and replayed
 * requests, the states and the reversal, the staff queue and exports, tenancy. The cents of every
 * figure: withdrawal-cents.integration.test.ts.
 */

let t: TestApp;
let staff: SignedIn;
let waveStaff: SignedIn;
let studioId: number;
beforeAll(async () => {
  t = await createTestApp();
  studioId = await networkIdOf(t.database.db);
  // The instants below are written for this zone and the default open day (the demo seed opens the
  // window every day, docs/decisions/092).
  const [studio] = await t.database.db
    .update(networks)
    .set({ withdrawalOpenDay: 25 })
    .where(eq(networks.id, studioId))
    .returning();
  expect(studio?.timeZone).toBe("Asia/Seoul");
});
afterAll(() => t.close());

/** Moves the test clock to an instant (backwards too). */
const setNow = (iso: string) => t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
// Every test starts from the March window whatever an earlier one did to the clock (sessions made
// later would otherwise start in that test's future), even when that test failed half-way.
afterEach(() => setNow(INSIDE));

// March 2027 in Seoul: the window opens on the 25th 00:00 KST (24th 15:00 UTC) for February's revenue.
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
/** A creator signed in now, with payment info of `method` (none: "none"). */
async function creator(
  method: "bank" | "paypal" | "none" = "bank",
  overrides: Parameters<typeof signedIn>[1] = {},
): Promise<SignedIn> {
  const who = await signedIn(t, overrides);
  if (method !== "none")
    expectOk(await who.client.call(paymentInfoRegisterCall, method === "bank" ? bank : paypal));
  return who;
}

/** Credits confirmed music_profit of `month` (`YYYY-MM`), withdrawable from `availableFrom`. */
async function credit(who: SignedIn, micro: bigint, month = "2027-02", availableFrom = OPENS) {
  sequence += 1;
  await postCreatorJournal(t.database.db, {
    networkId: who.account.networkId,
    accountId: who.account.id,
    type: "music_profit",
    month: `${month}-01`,
    amountMicro: micro,
    reference: `test:${who.account.id}:${sequence}`,
    availableFrom: new Date(availableFrom),
  });
}

const quote = async (who: SignedIn) =>
  expectOk(await who.client.call(withdrawalQuoteCall, {})) as TWithdrawalQuote;
const request = (who: SignedIn, total: bigint | string, key?: string) =>
  who.client.call(
    withdrawalRequestCall,
    { total: total.toString() },
    key ? { headers: { "idempotency-key": key } } : {},
  );
const requested = async (who: SignedIn, total: bigint) =>
  (expectOk(await request(who, total)) as { withdrawal: TWithdrawal }).withdrawal;
const status = (code: number) => ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE].status;

async function debitsOf(accountId: number) {
  return t.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.type, "withdrawal")));
}

describe("the rules of a request", () => {
  it("needs payment info first (40000)", async () => {
    setNow(INSIDE);
    const who = await creator("none");
    await credit(who, 50n * M);
    const ready = await quote(who);
    expect(ready.checklist).toContainEqual({ condition: "payment_info", met: false });
    expect(ready.ready).toBe(false);
    expectError(await request(who, 50n * M), status(E.PAYMENT_INFO_REQUIRED), E.PAYMENT_INFO_REQUIRED);
  });

  it("opens on the 25th 00:00 in the network's time zone, not a millisecond before (40001)", async () => {
    setNow("2027-03-24T14:59:59.999Z");
    const who = await creator("paypal");
    await credit(who, 50n * M);
    const before = await quote(who);
    expect(before.checklist).toContainEqual({ condition: "window", met: false });
    expect(before.checklist).toContainEqual({ condition: "balance", met: false });
    expect(before.window_opens_at).toBe(OPENS);
    expect(before.open_day).toBe(25);
    expect(before.next_available_at).toBe(OPENS);
    expect(before.next_available).toBe((50n * M).toString());
    expectError(await request(who, 50n * M), status(E.NOT_WITHDRAWAL_DATE), E.NOT_WITHDRAWAL_DATE);
    setNow(OPENS);
    const after = await quote(who);
    expect(after.ready).toBe(true);
    expect(after.total).toBe((50n * M).toString());
    expect(after.next_available_at).toBeNull();
    expect((await requested(who, 50n * M)).status).toBe("pending");
  });

  it("stays open to the month's last instant and closes on the 1st 00:00 (40001)", async () => {
    setNow("2027-03-31T14:59:59.999Z");
    const last = await creator("paypal");
    await credit(last, 30n * M);
    expect((await requested(last, 30n * M)).month).toBe("2027-03");
    setNow("2027-03-31T15:00:00.000Z");
    const late = await creator("paypal");
    await credit(late, 30n * M);
    expectError(await request(late, 30n * M), status(E.NOT_WITHDRAWAL_DATE), E.NOT_WITHDRAWAL_DATE);
  });

  it("takes whole cents above 20 USD only: 20.00 and 20.009999 are refused (40002), 20.01 goes", async () => {
    setNow(INSIDE);
    for (const balance of [20n * M, 20_009_999n]) {
      const twenty = await creator("paypal");
      await credit(twenty, balance);
      const ready = await quote(twenty);
      expect(ready.total).toBe("20000000");
      expect(ready.checklist).toContainEqual({ condition: "balance", met: false });
      expectError(await request(twenty, 20n * M), status(E.INSUFFICIENT_BALANCE), E.INSUFFICIENT_BALANCE);
    }
    const above = await creator("paypal");
    await credit(above, 20_010_000n);
    const made = await requested(above, 20_010_000n);
    // 20.01 * 4.7% = 0.94047 -> 0.94
    expect(made).toMatchObject({ total: "20010000", fee: "940000", net: "19070000", method: "paypal" });
  });

  it("refuses a total the person did not see (the balance changed), 409", async () => {
    setNow(INSIDE);
    const who = await creator("paypal");
    await credit(who, 40n * M);
    expectError(await request(who, 39n * M), 409, E.INVALID_ACCESS);
    expect(await debitsOf(who.account.id)).toHaveLength(0);
  });

  it("keeps one open request per account (409) and debits the balance once", async () => {
    setNow(INSIDE);
    const who = await creator("paypal");
    await credit(who, 40n * M);
    await requested(who, 40n * M);
    await credit(who, 25n * M, "2027-03", INSIDE);
    expect((await quote(who)).checklist).toContainEqual({ condition: "no_open_request", met: false });
    expectError(await request(who, 25n * M), 409, E.INVALID_ACCESS);
    expect(await debitsOf(who.account.id)).toHaveLength(1);
    expect(await balanceOf(t.database.db, who.account.id)).toBe(25n * M);
  });

  it("carries a balance not requested (or too small) over to a later window, whole", async () => {
    // March's 15 USD stays below the floor; April's revenue joins it when May's window opens.
    const mayOpens = "2027-05-24T15:00:00.000Z";
    setNow(INSIDE);
    const who = await creator("paypal");
    await credit(who, 15n * M);
    await credit(who, 10n * M, "2027-04", mayOpens);
    const march = await quote(who);
    expect(march.total).toBe((15n * M).toString());
    expect(march.checklist).toContainEqual({ condition: "balance", met: false });
    expect(march.next_available_at).toBe(mayOpens);
    expect(march.next_available).toBe((10n * M).toString());
    expectError(await request(who, 15n * M), status(E.INSUFFICIENT_BALANCE), E.INSUFFICIENT_BALANCE);
    // The month ends without a request; between windows nothing can be asked (each look also keeps
    // the session alive, as a person coming back would).
    for (const between of ["2027-04-20T03:00:00.000Z", "2027-05-10T03:00:00.000Z"]) {
      setNow(between);
      expect((await quote(who)).checklist).toContainEqual({ condition: "window", met: false });
    }
    setNow("2027-05-26T03:00:00.000Z");
    const may = await quote(who);
    expect(may.ready).toBe(true);
    expect(may.total).toBe((25n * M).toString());
    const made = await requested(who, 25n * M);
    // 25.00 * 4.7% = 1.175 -> 1.17
    expect(made).toMatchObject({ month: "2027-05", total: "25000000", fee: "1170000", net: "23830000" });
    expect(await balanceOf(t.database.db, who.account.id)).toBe(0n);
  });
});

describe("fees", () => {
  it("bank: from a total of 100.00 USD, fee 20.00 USD; 99.99 USD is refused (40019)", async () => {
    setNow(INSIDE);
    const below = await creator();
    await credit(below, 99_990_000n);
    const short = await quote(below);
    expect(short).toMatchObject({
      month_revenue: "99990000",
      total: "99990000",
      fee: "20000000",
      ready: false,
    });
    expect(short.checklist).toContainEqual({ condition: "method_allowed", met: false });
    expectError(await request(below, 99_990_000n), status(E.BANK_TRANSFER_MINIMUM), E.BANK_TRANSFER_MINIMUM);
    expect(await debitsOf(below.account.id)).toHaveLength(0);
    const reached = await creator();
    await credit(reached, 100n * M);
    expect(await quote(reached)).toMatchObject({ fee: "20000000", net: "80000000", fee_display: "$20.00" });
    expect(await requested(reached, 100n * M)).toMatchObject({ fee: "20000000", net: "80000000" });
  });

  it("bank: the month's revenue no longer decides the fee (kept with the request)", async () => {
    setNow(INSIDE);
    const who = await creator();
    await credit(who, 60n * M, "2027-01", "2027-02-24T15:00:00.000Z");
    await credit(who, 60n * M);
    expect(await quote(who)).toMatchObject({
      total: "120000000",
      month_revenue: "60000000",
      fee: "20000000",
      net: "100000000",
    });
  });

  it("PayPal: 4.7% of the total in whole cents, rounded down; the part below a cent stays", async () => {
    setNow(INSIDE);
    const who = await creator("paypal");
    await credit(who, 21_123_457n);
    expect(await quote(who)).toMatchObject({ available: "21123457", total: "21120000", remainder: "3457" });
    // 21.12 * 0.047 = 0.99264 -> 0.99
    const made = await requested(who, 21_120_000n);
    expect(made).toMatchObject({ method: "paypal", total: "21120000", fee: "990000", net: "20130000" });
    expect(await balanceOf(t.database.db, who.account.id)).toBe(3_457n);
  });
});

describe("states", () => {
  async function pendingOne(language?: string) {
    setNow(INSIDE);
    const who = await creator("bank", language ? { language } : {});
    await credit(who, 150n * M);
    return { who, made: await requested(who, 150n * M) };
  }
  const notificationsOf = (accountId: number, type = "withdrawal") =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, accountId), eq(notifications.type, type)))
      .orderBy(notifications.id);

  beforeAll(async () => {
    staff = await signedIn(t, { isStaff: true });
    waveStaff = await signedIn(t, { isStaff: true, network: "wave" });
  });

  it("a request notifies and mails the account in its language", async () => {
    const { who, made } = await pendingOne("ko");
    const notes = await notificationsOf(who.account.id);
    expect(notes.map((n) => [n.type, n.params.status, n.params.withdrawal_id])).toEqual([
      ["withdrawal", "pending", made.id],
    ]);
    // And its invoice is issued with it (tax).
    const invoice = await notificationsOf(who.account.id, "tax");
    expect(invoice.map((n) => n.params.withdrawal_id)).toEqual([made.id]);
    const [mail] = await mailsTo(t.app, who.email);
    expect(mail?.subject).toContain("출금 신청");
    expect(mail?.text).toContain("150.00 USD");
  });

  it("paid: success with the payout reference, once (409 after)", async () => {
    const { who, made } = await pendingOne();
    const paid = expectOk(
      await staff.client.call(adminWithdrawalPayCall, { id: made.id, payout_reference: "WIRE-1" }),
    );
    expect(paid.withdrawal).toMatchObject({
      status: "success",
      payout_reference: "WIRE-1",
      account_id: who.account.id,
    });
    expectError(
      await staff.client.call(adminWithdrawalPayCall, { id: made.id, payout_reference: "WIRE-2" }),
      409,
      E.INVALID_ACCESS,
    );
    expectError(
      await staff.client.call(adminWithdrawalRejectCall, { id: made.id, recover: true, reason: "x" }),
      409,
      E.INVALID_ACCESS,
    );
    expect(await balanceOf(t.database.db, who.account.id)).toBe(0n);
    expect((await notificationsOf(who.account.id)).map((n) => n.params.status)).toEqual([
      "pending",
      "success",
    ]);
    expect((await mailsTo(t.app, who.email))[0]?.subject).toContain("withdrawal");
    const list = expectOk(await who.client.call(withdrawalListCall, {}));
    expect(list.items.map((w) => w.status)).toEqual(["success"]);
  });

  it("rejected: a reversing credit returns the money, and another request can follow", async () => {
    const { who, made } = await pendingOne();
    const rejected = expectOk(
      await staff.client.call(adminWithdrawalRejectCall, {
        id: made.id,
        recover: true,
        reason: "Wrong IBAN",
      }),
    );
    expect(rejected.withdrawal).toMatchObject({ status: "rejected", reason: "Wrong IBAN" });
    expect(await balanceOf(t.database.db, who.account.id)).toBe(150n * M);
    const rows = await debitsOf(who.account.id);
    expect(rows.map((r) => [r.amountMicro, r.reference])).toEqual([
      [-150n * M, `withdrawal:${made.id}`],
      [150n * M, `withdrawal:${made.id}:reversal`],
    ]);
    expect(await checkLedger(t.database.db, [who.account.id])).toEqual([]);
    expect((await mailsTo(t.app, who.email))[0]?.text).toContain("Wrong IBAN");
    expect((await requested(who, 150n * M)).status).toBe("pending");
  });

  it("rejected.norecover: nothing returns", async () => {
    const { who, made } = await pendingOne();
    const rejected = expectOk(
      await staff.client.call(adminWithdrawalRejectCall, { id: made.id, recover: false, reason: "Fraud" }),
    );
    expect(rejected.withdrawal.status).toBe("rejected.norecover");
    expect(await balanceOf(t.database.db, who.account.id)).toBe(0n);
    expect(await debitsOf(who.account.id)).toHaveLength(1);
    expect((await notificationsOf(who.account.id)).map((n) => n.params.status)).toEqual([
      "pending",
      "rejected.norecover",
    ]);
  });

  it("tenancy: another network's staff neither see nor decide it; a creator sees only their own", async () => {
    const { who, made } = await pendingOne();
    expectError(
      await waveStaff.client.call(adminWithdrawalPayCall, { id: made.id, payout_reference: "X" }),
      404,
      E.INVALID_ACCESS,
    );
    expectError(
      await waveStaff.client.call(adminWithdrawalRejectCall, { id: made.id, recover: false, reason: "X" }),
      404,
      E.INVALID_ACCESS,
    );
    const waveQueue = expectOk(await waveStaff.client.call(adminWithdrawalQueueCall, {}));
    expect(waveQueue.items.map((w) => w.id)).not.toContain(made.id);
    const other = await creator();
    expect(expectOk(await other.client.call(withdrawalListCall, {})).items).toEqual([]);
    expect(expectOk(await who.client.call(withdrawalListCall, {})).items.map((w) => w.id)).toEqual([made.id]);
    const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, made.id));
    expect(row?.status).toBe("pending");
  });

  it("the staff queue filters by month, status and method; the exports carry the month's pending payouts", async () => {
    const { who, made } = await pendingOne();
    setNow(INSIDE);
    const viaPaypal = await creator("paypal");
    await credit(viaPaypal, 30n * M);
    const pp = await requested(viaPaypal, 30n * M);
    const queue = expectOk(
      await staff.client.call(adminWithdrawalQueueCall, {
        month: "2027-03",
        status: "pending",
        method: "bank",
      }),
    );
    expect(queue.items.map((w) => w.id)).toContain(made.id);
    expect(queue.items.map((w) => w.id)).not.toContain(pp.id);
    expect(
      queue.items.every((w) => w.status === "pending" && w.method === "bank" && w.month === "2027-03"),
    ).toBe(true);
    expect(queue.items.find((w) => w.id === made.id)?.email).toBe(who.email);
    const none = expectOk(await staff.client.call(adminWithdrawalQueueCall, { month: "2027-04" }));
    expect(none).toEqual({ items: [], total: 0 });

    const bankCsv = expectOk(
      await staff.client.call(adminWithdrawalExportCall, { month: "2027-03", method: "bank" }),
    );
    const lines = bankCsv.content.trim().split("\r\n");
    expect(lines[0]).toBe(
      "withdrawal_id,account_id,holder_name,bank_name,bank_address,swift,account_number,postal_code,country,currency,amount",
    );
    expect(lines).toContain(
      `${made.id},${who.account.id},Kim Minji,Deutsche Bank,"Taunusanlage 12, Frankfurt am Main",DEUTDEFF,DE89 3704 0044 0532 0130 00,60325,DE,USD,130.00`,
    );
    expect(bankCsv.content).not.toContain(`withdrawal-${pp.id}`);
    const paypalCsv = expectOk(
      await staff.client.call(adminWithdrawalExportCall, { month: "2027-03", method: "paypal" }),
    );
    // 30 - 4.7% = 28.59
    expect(paypalCsv.content.split("\r\n")).toContain(
      `minji.pay@example.test,28.59,USD,withdrawal-${pp.id},Studio withdrawal,PAYPAL`,
    );
    const waveCsv = expectOk(
      await waveStaff.client.call(adminWithdrawalExportCall, { month: "2027-03", method: "bank" }),
    );
    expect(waveCsv.rows).toBe(0);
  });
});

describe(`parallel and replayed requests (${testEngine()})`, () => {
  const PARALLEL = 50;
  const codesOf = (responses: ApiResponse[]) =>
    responses.map((r) => (r.body.success ? 0 : (r.body as { code: number }).code));

  it(`${PARALLEL} simultaneous requests: one request, one debit; the others 409`, async () => {
    setNow(INSIDE);
    const who = await creator("paypal");
    await credit(who, 70n * M);
    const responses = await Promise.all(Array.from({ length: PARALLEL }, () => request(who, 70n * M)));
    const codes = codesOf(responses);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === E.INVALID_ACCESS)).toHaveLength(PARALLEL - 1);
    expect(await debitsOf(who.account.id)).toHaveLength(1);
    expect(
      await t.database.db.select().from(withdrawals).where(eq(withdrawals.accountId, who.account.id)),
    ).toHaveLength(1);
    expect(await balanceOf(t.database.db, who.account.id)).toBe(0n);
    expect(await checkLedger(t.database.db, [who.account.id])).toEqual([]);
  });

  it(`${PARALLEL} replays of one Idempotency-Key: the same answer, one debit; another body is refused`, async () => {
    setNow(INSIDE);
    const who = await creator("paypal");
    await credit(who, 70n * M);
    const key = "key-0001-replayed";
    const responses = await Promise.all(Array.from({ length: PARALLEL }, () => request(who, 70n * M, key)));
    const ids = responses.map((r) => (expectOk(r) as { withdrawal: TWithdrawal }).withdrawal.id);
    expect(new Set(ids).size).toBe(1);
    expect(await debitsOf(who.account.id)).toHaveLength(1);
    expect(await balanceOf(t.database.db, who.account.id)).toBe(0n);
    expectError(await request(who, 71n * M, key), 422, E.INVALID_ACCESS);
    // The first answer again after the body refusal, and a malformed key is refused.
    expect((expectOk(await request(who, 70n * M, key)) as { withdrawal: TWithdrawal }).withdrawal.id).toBe(
      ids[0],
    );
    expectError(await request(who, 70n * M, "bad key!"), 400, E.FIELDS_REQUIRED);
  });
});
