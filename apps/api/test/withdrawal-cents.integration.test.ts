import {
  adminWithdrawalExportCall,
  E,
  ERROR_CATALOGUE,
  microToDecimalString,
  paymentInfoRegisterCall,
  type TInvoice,
  type TWithdrawal,
  type TWithdrawalQuote,
  withdrawalInvoiceCall,
  withdrawalInvoiceLinkCall,
  withdrawalQuoteCall,
  withdrawalRequestCall,
} from "@studio/contract";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, withdrawals } from "../src/db/schema";
import { expectError, expectOk } from "./support/assertions";
import { type SignedIn, signedIn } from "./support/channels";
import { api } from "./support/factories";
import { postCreatorJournal } from "./support/ledger";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Cent-exact withdrawals (docs/decisions/132): a request takes the available balance rounded down to
 * whole cents and the part below a cent stays; the fee is whole cents (PayPal 4.7% rounded down, bank
 * 20.00 USD) and net = total - fee; a bank transfer needs 100.00 USD (40019). The quote, the request's
 * row, its invoice, the staff payout file and the ledger debit carry the same cents. The demo network
 * opens its window every day (docs/decisions/092), so these tests need not move the clock.
 */

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedIn(t, { isStaff: true });
});
afterAll(() => t.close());

const CENT = 10_000n;
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
/** A creator with payment info of `method` and `micro` of confirmed revenue, withdrawable now. */
async function creatorWith(method: "bank" | "paypal", micro: bigint): Promise<SignedIn> {
  const who = await signedIn(t);
  expectOk(await who.client.call(paymentInfoRegisterCall, method === "bank" ? bank : paypal));
  sequence += 1;
  if (micro > 0n)
    await postCreatorJournal(t.database.db, {
      networkId: who.account.networkId,
      accountId: who.account.id,
      type: "music_profit",
      month: "2027-02-01",
      amountMicro: micro,
      reference: `cents-test:${who.account.id}:${sequence}`,
      availableFrom: t.clock.now(),
    });
  return who;
}

const quoteOf = async (who: SignedIn) =>
  expectOk(await who.client.call(withdrawalQuoteCall, {})) as TWithdrawalQuote;
const request = (who: SignedIn, total: string) => who.client.call(withdrawalRequestCall, { total });
const status = (code: number) => ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE].status;

/** The amount of the request's line in staff's payout file of its month and method. */
async function fileAmountOf(made: TWithdrawal, accountId: number): Promise<string | undefined> {
  const file = expectOk(
    await staff.client.call(adminWithdrawalExportCall, { month: made.month, method: made.method }),
  );
  const lines = file.content.split("\r\n");
  if (made.method === "bank") {
    const line = lines.find((l) => l.startsWith(`${made.id},${accountId},`));
    return line?.split(",").at(-1);
  }
  const line = lines.find((l) => l.includes(`,withdrawal-${made.id},`));
  return line?.split(",")[1];
}

/** The invoice of the request as its signed link shows it. */
async function invoiceOf(who: SignedIn, id: number) {
  const link = expectOk(await who.client.call(withdrawalInvoiceLinkCall, { id }));
  const { invoice } = expectOk(await api(t.app).call(withdrawalInvoiceCall, { t: link.token })) as {
    invoice: TInvoice;
  };
  return { invoice, pdfUrl: link.pdf_url };
}

/** The request's debits on the account's balance. */
async function debitsOf(accountId: number, id: number) {
  const rows = await t.database.db
    .select({ amount: ledgerEntries.amountMicro })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.reference, `withdrawal:${id}`)));
  return rows.map((r) => r.amount);
}

/** The text of the invoice PDF, read back by pdf.js. */
async function pdfText(url: string): Promise<string> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const answer = await t.app.inject({ method: "GET", url });
  expect(answer.statusCode).toBe(200);
  const doc = await getDocument({ data: new Uint8Array(answer.rawPayload), useSystemFonts: false }).promise;
  try {
    const content = await (await doc.getPage(1)).getTextContent();
    return content.items.map((item) => ("str" in item ? item.str : "")).join("\n");
  } finally {
    await doc.destroy();
  }
}

describe("a PayPal withdrawal of a 25.005 USD balance", () => {
  it("takes 25.00, charges 1.17 and pays 23.83 everywhere; 0.005 stays in the balance", async () => {
    const who = await creatorWith("paypal", 25_005_000n);
    const quote = await quoteOf(who);
    expect(quote).toMatchObject({
      available: "25005000",
      total: "25000000",
      total_display: "$25.00",
      fee: "1170000",
      fee_display: "$1.17",
      net: "23830000",
      net_display: "$23.83",
      remainder: "5000",
      ready: true,
    });

    const made = (expectOk(await request(who, quote.total)) as { withdrawal: TWithdrawal }).withdrawal;
    expect(made).toMatchObject({ total: "25000000", fee: "1170000", net: "23830000" });
    const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, made.id));
    expect([row?.totalMicro, row?.feeMicro, row?.netMicro]).toEqual([25_000_000n, 1_170_000n, 23_830_000n]);
    expect(await debitsOf(who.account.id, made.id)).toEqual([-25_000_000n]);

    const { invoice, pdfUrl } = await invoiceOf(who, made.id);
    expect(invoice).toMatchObject({
      unit_price: "25000000",
      revenue: "25000000",
      processing_fee: "1170000",
      total: "23830000",
    });
    const text = await pdfText(pdfUrl);
    for (const figure of ["25.00 USD", "1.17 USD", "23.83 USD"]) expect(text).toContain(figure);
    expect(text).not.toContain("23.82");

    expect(await fileAmountOf(made, who.account.id)).toBe("23.83");

    // The part below a cent is still the account's, for a later request.
    const after = await quoteOf(who);
    expect(after).toMatchObject({ available: "5000", total: "0", remainder: "5000" });
  });

  it("a request for the whole balance with its part below a cent is refused (409): the quote's total is asked", async () => {
    const who = await creatorWith("paypal", 25_005_000n);
    expectError(await request(who, "25005000"), 409, E.INVALID_ACCESS);
    expect((expectOk(await request(who, "25000000")) as { withdrawal: TWithdrawal }).withdrawal.net).toBe(
      "23830000",
    );
  });
});

describe("bank transfer from 100.00 USD (40019)", () => {
  it("99.99 USD: the checklist says so before the request, and the request is refused", async () => {
    const who = await creatorWith("bank", 99_990_000n);
    const quote = await quoteOf(who);
    expect(quote.checklist).toContainEqual({ condition: "method_allowed", met: false });
    expect(quote.checklist).toContainEqual({ condition: "balance", met: true });
    expect(quote.ready).toBe(false);
    expectError(await request(who, quote.total), status(E.BANK_TRANSFER_MINIMUM), E.BANK_TRANSFER_MINIMUM);
    const refused = await who.client.call(withdrawalRequestCall, { total: quote.total }, { language: "ko" });
    expectError(refused, status(E.BANK_TRANSFER_MINIMUM), E.BANK_TRANSFER_MINIMUM, "ko");
    expect(
      await t.database.db.select().from(withdrawals).where(eq(withdrawals.accountId, who.account.id)),
    ).toEqual([]);
  });

  it("100.009999 USD: 100.00 is taken, 20.00 charged, 80.00 paid; 0.009999 stays", async () => {
    const who = await creatorWith("bank", 100_009_999n);
    const quote = await quoteOf(who);
    expect(quote).toMatchObject({ total: "100000000", fee: "20000000", net: "80000000", remainder: "9999" });
    expect(quote.checklist).toContainEqual({ condition: "method_allowed", met: true });
    const made = (expectOk(await request(who, quote.total)) as { withdrawal: TWithdrawal }).withdrawal;
    expect(made).toMatchObject({ total: "100000000", fee: "20000000", net: "80000000" });
    expect(await fileAmountOf(made, who.account.id)).toBe("80.00");
  });

  it("a balance of 20.000001 USD puts no line in any file: 20.00 is not above 20 (40002)", async () => {
    for (const method of ["bank", "paypal"] as const) {
      const who = await creatorWith(method, 20_000_001n);
      const quote = await quoteOf(who);
      expect(quote).toMatchObject({ total: "20000000", ready: false });
      expect(quote.checklist).toContainEqual({ condition: "balance", met: false });
      expectError(await request(who, quote.total), status(E.INSUFFICIENT_BALANCE), E.INSUFFICIENT_BALANCE);
    }
  });
});

/** What a request of `available` by `method` should be: the rule of docs/decisions/132, written out again. */
function expected(available: bigint, method: "bank" | "paypal") {
  const total = available - (available % CENT);
  const rate = method === "bank" ? 20n * M : ((total * 47n) / 1000n / CENT) * CENT;
  // The quote of a request that cannot be made still never shows a fee above its total.
  const fee = rate > total ? total : rate;
  const refusal =
    total <= 20n * M
      ? E.INSUFFICIENT_BALANCE
      : method === "bank" && total < 100n * M
        ? E.BANK_TRANSFER_MINIMUM
        : null;
  return { total, fee, net: total - fee, refusal };
}

describe("over many balances, both methods", () => {
  const around = (centre: bigint) => fc.bigInt({ min: centre - 30_000n, max: centre + 30_000n });
  const balanceArb = fc.oneof(
    around(20n * M),
    around(100n * M),
    fc.bigInt({ min: 1n, max: 5_000n * M }),
    fc.bigInt({ min: 1n, max: 999_999_999n * M }),
  );

  it("quote = request row = invoice = payout file = ledger debit, in whole cents; under a cent stays", async () => {
    await fc.assert(
      fc.asyncProperty(
        balanceArb,
        fc.constantFrom("bank" as const, "paypal" as const),
        async (available, method) => {
          const want = expected(available, method);
          const who = await creatorWith(method, available);
          const quote = await quoteOf(who);
          expect(BigInt(quote.available)).toBe(available);
          expect([BigInt(quote.total), BigInt(quote.fee), BigInt(quote.net)]).toEqual([
            want.total,
            want.fee,
            want.net,
          ]);
          expect(BigInt(quote.remainder)).toBe(available - want.total);
          expect(BigInt(quote.remainder) < CENT).toBe(true);
          expect(quote.ready).toBe(want.refusal === null);

          const answer = await request(who, quote.total);
          if (want.refusal !== null) {
            expectError(answer, status(want.refusal), want.refusal);
            return;
          }
          const made = (expectOk(answer) as { withdrawal: TWithdrawal }).withdrawal;
          const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, made.id));
          const figures = [row?.totalMicro, row?.feeMicro, row?.netMicro];
          expect(figures).toEqual([want.total, want.fee, want.net]);
          for (const figure of figures) expect((figure ?? 1n) % CENT).toBe(0n);
          expect(want.net > 0n).toBe(true);
          expect([made.total, made.fee, made.net]).toEqual([quote.total, quote.fee, quote.net]);

          const { invoice } = await invoiceOf(who, made.id);
          expect([invoice.revenue, invoice.processing_fee, invoice.total]).toEqual([
            quote.total,
            quote.fee,
            quote.net,
          ]);
          expect(await fileAmountOf(made, who.account.id)).toBe(microToDecimalString(want.net, 2));
          expect(await debitsOf(who.account.id, made.id)).toEqual([-want.total]);
          expect((await quoteOf(who)).available).toBe((available - want.total).toString());
        },
      ),
      { seed: 20261127, numRuns: 40, endOnFailure: true },
    );
  });
});
