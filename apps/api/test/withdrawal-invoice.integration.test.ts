import {
  E,
  paymentInfoRegisterCall,
  type TInvoice,
  type TWithdrawal,
  withdrawalInvoiceCall,
  withdrawalInvoiceLinkCall,
  withdrawalRequestCall,
} from "@studio/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { networks } from "../src/db/schema";
import { INVOICE_LINK_SECONDS } from "../src/modules/payout/invoice";
import { expectError, expectOk } from "./support/assertions";
import { type SignedIn, signedIn } from "./support/channels";
import { api, networkIdOf } from "./support/factories";
import { postCreatorJournal } from "./support/ledger";
import { createTestApp, type TestApp, testEngine } from "./support/test-app";

/**
 * Withdrawal invoices (docs/spec.md §2 `/embedded/withdrawal-invoice`, §3; docs/design.md §7;
 * docs/decisions/091): a link signed for one of the account's own requests, working without a
 * session until it expires; expired, forged and other networks' tokens answer 404; the PDF.
 */

let t: TestApp;
let studioId: number;
beforeAll(async () => {
  t = await createTestApp();
  studioId = await networkIdOf(t.database.db);
  await t.database.db
    .update(networks)
    .set({
      invoiceIssuerName: "스튜디오 주식회사",
      invoiceIssuerAddress: "서울특별시 강남구 테헤란로 1",
      invoiceIssuerRegistration: "123-45-67890",
    })
    .where(eq(networks.id, studioId));
});
afterAll(() => t.close());

const setNow = (iso: string) => t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
// The window of March 2027 in Seoul is open (it opens on the 25th, 00:00 KST).
const OPENS = "2027-03-24T15:00:00.000Z";
const INSIDE = "2027-03-26T03:00:00.000Z";
const M = 1_000_000n;

const bank = {
  method: "bank",
  holder_name: "김민지",
  bank_name: "Deutsche Bank",
  bank_address: "Taunusanlage 12, Frankfurt am Main",
  swift: "DEUTDEFF",
  account_number: "DE89 3704 0044 0532 0130 00",
  postal_code: "60325",
  country: "DE",
};

let sequence = 0;
/** A creator with payment info who requested a withdrawal of `micro` (the bank fee: 20 USD). */
async function withdrawn(
  micro = 150n * M,
  network?: "wave",
): Promise<{ who: SignedIn; withdrawal: TWithdrawal }> {
  setNow(INSIDE);
  const who = await signedIn(t, network ? { network } : {});
  expectOk(await who.client.call(paymentInfoRegisterCall, bank));
  sequence += 1;
  await postCreatorJournal(t.database.db, {
    networkId: who.account.networkId,
    accountId: who.account.id,
    type: "music_profit",
    month: "2027-02-01",
    amountMicro: micro,
    reference: `invoice-test:${who.account.id}:${sequence}`,
    availableFrom: new Date(OPENS),
  });
  const { withdrawal } = expectOk(
    await who.client.call(withdrawalRequestCall, { total: micro.toString() }),
  ) as { withdrawal: TWithdrawal };
  return { who, withdrawal };
}

const linkOf = async (who: SignedIn, id: number) =>
  expectOk(await who.client.call(withdrawalInvoiceLinkCall, { id }));
const anonymous = () => api(t.app);

describe(`withdrawal invoices (${testEngine()})`, () => {
  it("are read with a signed link without a session: the fields of docs/spec.md §3", async () => {
    const { who, withdrawal } = await withdrawn();
    const link = await linkOf(who, withdrawal.id);
    expect(link.token).toMatch(/^\d+\.\d+\.[0-9a-f]{64}$/);
    const expires = Math.floor(t.clock.now().getTime() / 1000) + INVOICE_LINK_SECONDS;
    expect(link.expires_at).toBe(new Date(expires * 1000).toISOString());
    const { invoice } = expectOk(await anonymous().call(withdrawalInvoiceCall, { t: link.token })) as {
      invoice: TInvoice;
    };
    expect(invoice).toMatchObject({
      withdrawal_id: withdrawal.id,
      issuer: {
        name: "스튜디오 주식회사",
        address: "서울특별시 강남구 테헤란로 1",
        registration_number: "123-45-67890",
      },
      recipient: { name: "김민지", nickname: who.nickname, email: who.email },
      issue_date: "2027-03-26",
      currency: "USD",
      revenue_month: "2027-03",
      unit_price: (150n * M).toString(),
      revenue: (150n * M).toString(),
      processing_fee: (20n * M).toString(),
      total: (130n * M).toString(),
      status: "pending",
    });
    expect(invoice.id).toMatch(/^INV-2027-\d{6}$/);
  });

  it("expire: the link works until its expiry second and not after", async () => {
    const { who, withdrawal } = await withdrawn();
    const { token } = await linkOf(who, withdrawal.id);
    t.clock.advance(INVOICE_LINK_SECONDS * 1000 - 1_000);
    expectOk(await anonymous().call(withdrawalInvoiceCall, { t: token }));
    t.clock.advance(2_000);
    expectError(await anonymous().call(withdrawalInvoiceCall, { t: token }), 404, E.INVALID_ACCESS);
    const pdf = await anonymous().inject({ method: "GET", url: `/api/withdrawal/invoice.pdf?t=${token}` });
    expect(pdf.status).toBe(404);
  });

  it("refuse forged tokens: another signature, another id, a later expiry, garbage", async () => {
    const { who, withdrawal } = await withdrawn();
    const other = await withdrawn();
    const { token } = await linkOf(who, withdrawal.id);
    const [id, expires, signature] = token.split(".") as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`;
    const forged = [
      `${id}.${expires}.${flipped}`,
      `${other.withdrawal.id}.${expires}.${signature}`,
      `${id}.${Number(expires) + 86_400}.${signature}`,
      "1.99999999999.abc",
      "",
    ];
    for (const bad of forged) {
      expectError(await anonymous().call(withdrawalInvoiceCall, { t: bad }), 404, E.INVALID_ACCESS);
      const pdf = await anonymous().inject({
        method: "GET",
        url: `/api/withdrawal/invoice.pdf?t=${encodeURIComponent(bad)}`,
      });
      expect(pdf.status).toBe(404);
    }
  });

  it("are linked only by their own account, and a token works only on its own network", async () => {
    const { withdrawal } = await withdrawn();
    const neighbour = await signedIn(t);
    expectError(
      await neighbour.client.call(withdrawalInvoiceLinkCall, { id: withdrawal.id }),
      404,
      E.INVALID_ACCESS,
    );
    expectError(
      await anonymous().call(withdrawalInvoiceLinkCall, { id: withdrawal.id }),
      401,
      E.LOGIN_REQUIRED,
    );
    const wave = await withdrawn(150n * M, "wave");
    const waveLink = await linkOf(wave.who, wave.withdrawal.id);
    // The studio site does not answer the wave network's invoice, and the PDF by id refuses a stranger.
    expectError(await anonymous().call(withdrawalInvoiceCall, { t: waveLink.token }), 404, E.INVALID_ACCESS);
    expectOk(
      await api(t.app, { domain: "wave.studio.test" }).call(withdrawalInvoiceCall, { t: waveLink.token }),
    );
    const byId = await neighbour.client.inject({
      method: "GET",
      url: `/api/withdrawal/invoice.pdf?id=${withdrawal.id}`,
    });
    expect(byId.status).toBe(404);
  });

  it("download as a PDF by token or by the owner's session, in the asked language", async () => {
    const { who, withdrawal } = await withdrawn();
    const link = await linkOf(who, withdrawal.id);
    expect(link.pdf_url).toBe(`/api/withdrawal/invoice.pdf?t=${link.token}`);
    const byToken = await t.app.inject({ method: "GET", url: `${link.pdf_url}&lang=ko` });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers["content-type"]).toBe("application/pdf");
    expect(byToken.headers["content-disposition"]).toMatch(/^attachment; filename="INV-2027-\d{6}\.pdf"$/);
    expect(byToken.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const bySession = await who.client.inject({
      method: "GET",
      url: `/api/withdrawal/invoice.pdf?id=${withdrawal.id}`,
    });
    expect(bySession.status).toBe(200);
    expect(bySession.headers["content-type"]).toBe("application/pdf");
  });
});
