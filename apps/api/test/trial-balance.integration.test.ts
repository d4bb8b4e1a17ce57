import {
  adminLedgerManualCall,
  adminTrialBalanceCall,
  adminTrialBalanceExportCall,
  LEDGER_BOOKS,
  paymentInfoRegisterCall,
  TRIAL_BALANCE_FIGURES,
  type TrialBalanceFigure,
  type TTrialBalance,
  type TWithdrawal,
  withdrawalQuoteCall,
  withdrawalRequestCall,
} from "@studio/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { networks, withdrawals } from "../src/db/schema";
import { expectOk } from "./support/assertions";
import { type SignedIn, signedIn } from "./support/channels";
import { approvedChannel, confirmedCsv, confirmFile } from "./support/confirmed-revenue";
import { networkIdOf } from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * The trial balance of a network and month (docs/decisions/134): confirmed revenue and a manual
 * entry in February, a withdrawal requested in March; the payable from opening to closing, the
 * network's books, their sum of zero, and the CSV line by line against the screen's figures.
 */

let t: TestApp;
let staff: SignedIn;
let waveStaff: SignedIn;
let studioId: number;
// March 2027 in Seoul, inside the window (opened on the 25th) for February's revenue.
const INSIDE = "2027-03-26T03:00:00.000Z";
beforeAll(async () => {
  t = await createTestApp();
  studioId = await networkIdOf(t.database.db);
  await t.database.db.update(networks).set({ withdrawalOpenDay: 25 }).where(eq(networks.id, studioId));
  t.clock.advance(new Date(INSIDE).getTime() - t.clock.now().getTime());
  staff = await signedIn(t, { isStaff: true });
  waveStaff = await signedIn(t, { isStaff: true, network: "wave" });
});
afterAll(() => t.close());

const M = 1_000_000n;
const balanceOf = async (who: SignedIn, month: string) =>
  expectOk(await who.client.call(adminTrialBalanceCall, { month })) as TTrialBalance;
const figures = (balance: TTrialBalance) =>
  Object.fromEntries(TRIAL_BALANCE_FIGURES.map((k) => [k, BigInt(balance.figures[k])])) as Record<
    TrialBalanceFigure,
    bigint
  >;
/** What the test's postings changed of each figure (the test database holds other rows too). */
const change = (after: TTrialBalance, before: TTrialBalance) =>
  Object.fromEntries(
    TRIAL_BALANCE_FIGURES.map((k) => [k, BigInt(after.figures[k]) - BigInt(before.figures[k])]),
  );

/** The CSV's lines as `line -> [opening, movement, closing]` (micro-USD; null where empty). */
async function csvOf(who: SignedIn, month: string) {
  const file = expectOk(await who.client.call(adminTrialBalanceExportCall, { month })) as {
    file_name: string;
    content: string;
    rows: number;
  };
  const [header, ...lines] = file.content
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
  expect(header).toBe("month,line,opening_usd,movement_usd,closing_usd");
  expect(lines).toHaveLength(file.rows);
  const micro = (text: string | undefined) =>
    text ? BigInt(text.replace(".", "").replace(/^(-?)0+(?=\d)/, "$1")) : null;
  return {
    name: file.file_name,
    lines: new Map(
      lines.map((line) => {
        const [lineMonth, name, opening, movement, closing] = line.split(",");
        expect(lineMonth).toBe(month);
        return [name, [micro(opening), micro(movement), micro(closing)]] as const;
      }),
    ),
  };
}

/**
 * February: 120 USD confirmed and a 10.50 USD bonus of a new creator; March: the creator's
 * withdrawal request of the whole balance (PayPal). Answers the request's row.
 */
async function postFebruaryAndMarch() {
  const owner = await signedIn(t);
  expectOk(
    await owner.client.call(paymentInfoRegisterCall, {
      method: "paypal",
      account_name: "Kim Minji",
      email: "minji.pay@example.test",
    }),
  );
  const channel = await approvedChannel(t, { ownerId: owner.account.id, networkId: studioId });
  const confirmed = await confirmFile(staff, confirmedCsv([[channel.id, "2027-02", "120"]]));
  expect(confirmed.posted).toBeGreaterThan(0);
  expectOk(
    await staff.client.call(adminLedgerManualCall, {
      account_id: owner.account.id,
      type: "bonus",
      month: "2027-02",
      amount_usd: "10.5",
      reason: "Launch week",
    }),
  );
  const quote = expectOk(await owner.client.call(withdrawalQuoteCall, {}));
  const { withdrawal: requested } = expectOk(
    await owner.client.call(withdrawalRequestCall, { total: quote.total }),
  ) as { withdrawal: TWithdrawal };
  const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, requested.id));
  if (!row) throw new Error("no withdrawal");
  return row;
}

describe("the trial balance", () => {
  let withdrawal: typeof withdrawals.$inferSelect;
  let before: Record<string, TTrialBalance> = {};

  beforeAll(async () => {
    before = {
      "2027-02": await balanceOf(staff, "2027-02"),
      "2027-03": await balanceOf(staff, "2027-03"),
      wave: await balanceOf(waveStaff, "2027-03"),
    };
    withdrawal = await postFebruaryAndMarch();
  });

  it("shows February: confirmed revenue and the manual entry", async () => {
    const february = await balanceOf(staff, "2027-02");
    expect(change(february, before["2027-02"] as TTrialBalance)).toEqual({
      opening_payable: 0n,
      confirmed: 120n * M,
      referral_points: 0n,
      manual_entries: 10_500_000n,
      withdrawals_requested: 0n,
      returned: 0n,
      closing_payable: 130_500_000n,
      fees: 0n,
      paid_out: 0n,
      written_off: 0n,
      in_transit: 0n,
      books_total: 0n,
    });
    expect(february.figures.books_total).toBe("0");
    expect(february.balanced).toBe(true);
    const book = (balance: TTrialBalance, name: string) =>
      BigInt(balance.books.find((b) => b.book === name)?.closing ?? "0");
    const was = before["2027-02"] as TTrialBalance;
    expect(book(february, "platform_revenue") - book(was, "platform_revenue")).toBe(-120n * M);
    expect(book(february, "adjustments") - book(was, "adjustments")).toBe(-10_500_000n);
  });

  it("shows March: February's closing opens it, the request leaves the payable into transit and fees", async () => {
    expect(withdrawal.month).toBe("2027-03-01");
    const march = await balanceOf(staff, "2027-03");
    const d = change(march, before["2027-03"] as TTrialBalance);
    expect(d).toEqual({
      opening_payable: 130_500_000n,
      confirmed: 0n,
      referral_points: 0n,
      manual_entries: 0n,
      withdrawals_requested: -withdrawal.totalMicro,
      returned: 0n,
      closing_payable: 130_500_000n - withdrawal.totalMicro,
      fees: withdrawal.feeMicro,
      paid_out: 0n,
      written_off: 0n,
      in_transit: withdrawal.netMicro,
      books_total: 0n,
    });
    const f = figures(march);
    // The payable moves by its lines, and every book's balance sums to zero.
    expect(
      f.opening_payable +
        f.confirmed +
        f.referral_points +
        f.manual_entries +
        f.withdrawals_requested +
        f.returned,
    ).toBe(f.closing_payable);
    expect(f.books_total).toBe(0n);
    expect(march.balanced).toBe(true);
    expect(march.books.map((b) => b.book)).toEqual([...LEDGER_BOOKS]);
    expect(march.books.reduce((sum, b) => sum + BigInt(b.closing), 0n)).toBe(0n);
    expect(march.books.reduce((sum, b) => sum + BigInt(b.movement), 0n)).toBe(0n);
  });

  it("gives the same figures as CSV, line by line, each column summing to zero", async () => {
    for (const month of ["2027-02", "2027-03"]) {
      const balance = await balanceOf(staff, month);
      const csv = await csvOf(staff, month);
      expect(csv.name).toBe(`trial-balance-studio-${month}.csv`);
      for (const book of balance.books)
        expect(csv.lines.get(book.book)).toEqual([
          BigInt(book.opening),
          BigInt(book.movement),
          BigInt(book.closing),
        ]);
      for (const movement of [
        "confirmed",
        "referral_points",
        "manual_entries",
        "withdrawals_requested",
        "returned",
      ])
        expect(csv.lines.get(`creator.${movement}`)).toEqual([
          null,
          BigInt(balance.figures[movement as keyof TTrialBalance["figures"]]),
          null,
        ]);
      expect(csv.lines.get("total")).toEqual([0n, 0n, 0n]);
      expect(csv.lines.get("creator")?.[0]).toBe(BigInt(balance.figures.opening_payable));
      expect(csv.lines.get("creator")?.[2]).toBe(BigInt(balance.figures.closing_payable));
      expect(csv.lines.get("in_transit")?.[2]).toBe(BigInt(balance.figures.in_transit));
    }
  });

  it("is the network's own: another network's is untouched by these postings", async () => {
    const theirs = await balanceOf(waveStaff, "2027-03");
    expect(theirs).toEqual(before.wave);
    expect(Object.keys(theirs.figures)).toEqual([...TRIAL_BALANCE_FIGURES]);
    expect(theirs.balanced).toBe(true);
  });
});
