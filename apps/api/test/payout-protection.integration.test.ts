import {
  adminAccountDetailCall,
  adminSiteGetCall,
  adminSiteSaveCall,
  E,
  paymentInfoCall,
  paymentInfoRegisterCall,
  paymentInfoUpdateCall,
  stepUpMailCall,
  type TSiteSettingsView,
  type TStaffAccountDetail,
  type TStepUpProof,
  type TWithdrawalQuote,
  withdrawalQuoteCall,
  withdrawalRequestCall,
} from "@studio/contract";
import { and, desc, eq, isNull } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { networks, paymentInfo, payoutDestinationFlags, staffAudit } from "../src/db/schema";
import { PAYMENT_INFO_MAILS, PAYPAL_OWNER_MAILS } from "../src/modules/mail/messages";
import { listPaymentInfoHistory } from "../src/modules/payout/queries";
import { expectError, expectOk } from "./support/assertions";
import { type SignedIn, signedIn } from "./support/channels";
import { latestCode, mailsTo, networkIdOf, setAccountFields, wrongCode } from "./support/factories";
import { postCreatorJournal } from "./support/ledger";
import { createTestApp, type TestApp, testEngine } from "./support/test-app";

/**
 * Protected payout details (docs/decisions/144): a change of payment info needs the second factor
 * or, without one, the password and a mailed code (10035 without a proof); it mails the account with
 * the destination before and after (masked) and the old and new PayPal addresses; it holds
 * withdrawals for the network's cooling-off (72 h by default, 40020 and the checklist's line), a
 * first registration holds nothing; two accounts of a network paying to the same destination are
 * flagged to staff, never blocked; 30 parallel changes leave one current entry each and every flag.
 */

let t: TestApp;
let studioId: number;
beforeAll(async () => {
  t = await createTestApp();
  studioId = await networkIdOf(t.database.db);
  // The window instants below are Seoul's with the default open day (the demo opens every day).
  await t.database.db.update(networks).set({ withdrawalOpenDay: 25 }).where(eq(networks.id, studioId));
});
afterAll(() => t.close());

const setNow = (iso: string) => t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
// March 2027 in Seoul: the window opens on the 25th 00:00 KST (24th 15:00 UTC).
const OPENS = "2027-03-24T15:00:00.000Z";
const INSIDE = "2027-03-26T03:00:00.000Z";
const HOUR = 3_600_000;
afterEach(() => setNow(INSIDE));

const IBAN = "DE89 3704 0044 0532 0130 00";
const OTHER_IBAN = "GB82 WEST 1234 5698 7654 32";
const bank = (overrides: Record<string, string> = {}) => ({
  method: "bank",
  holder_name: "Kim Minji",
  bank_name: "Deutsche Bank",
  bank_address: "Taunusanlage 12, Frankfurt am Main",
  swift: "DEUTDEFF",
  account_number: IBAN,
  postal_code: "60325",
  country: "DE",
  ...overrides,
});
const paypal = (email: string) => ({ method: "paypal", account_name: "Kim Minji", email });

let sequence = 0;
const unique = (name: string) => {
  sequence += 1;
  return `${name}.${sequence}.${Date.now()}@pay.test`;
};

/** The mailed step-up code of an account without a second factor, as its proof. */
async function mailedProof(who: SignedIn): Promise<TStepUpProof> {
  expectOk(await who.client.call(stepUpMailCall, {}));
  return { method: "mail", code: await latestCode(t.app, who.email) };
}

async function change(who: SignedIn, details: Record<string, string>) {
  return who.client.call(paymentInfoUpdateCall, {
    ...details,
    password: who.password,
    proof: await mailedProof(who),
  });
}

async function creditReady(who: SignedIn, micro: bigint) {
  sequence += 1;
  await postCreatorJournal(t.database.db, {
    networkId: who.account.networkId,
    accountId: who.account.id,
    type: "music_profit",
    month: "2027-02-01",
    amountMicro: micro,
    reference: `protect:${who.account.id}:${sequence}`,
    availableFrom: new Date(OPENS),
  });
}

/**
 * An administrator with a session. Staff must have a second factor (docs/decisions/142): the session
 * is made first, then the account is marked as having one, as an enrolment would.
 */
async function administrator(): Promise<SignedIn> {
  const admin = await signedIn(t, { isStaff: true, staffRole: "admin" });
  await setAccountFields(t.database.db, admin.account.id, { secondFactorAt: t.clock.now() });
  return admin;
}

const quoteOf = async (who: SignedIn) =>
  expectOk(await who.client.call(withdrawalQuoteCall, {})) as TWithdrawalQuote;
const metOf = (quote: TWithdrawalQuote, condition: string) =>
  quote.checklist.find((item) => item.condition === condition)?.met;

describe("the proof a change needs", () => {
  it("refuses a change without a proof (10035) and changes nothing, mails nothing", async () => {
    const who = await signedIn(t);
    expectOk(await who.client.call(paymentInfoRegisterCall, bank()));
    const before = (await mailsTo(t.app, who.email)).length;
    expectError(
      await who.client.call(paymentInfoUpdateCall, { ...paypal(unique("a")), password: who.password }),
      403,
      E.STEP_UP_REQUIRED,
    );
    expect(await listPaymentInfoHistory(t.database.db, who.account.id)).toHaveLength(1);
    expect(await mailsTo(t.app, who.email)).toHaveLength(before);
  });

  it("takes the code mailed to an account without a second factor, once; a wrong one is 10030", async () => {
    const who = await signedIn(t);
    expectOk(await who.client.call(paymentInfoRegisterCall, bank()));
    const proof = await mailedProof(who);
    const code = (proof as { code: string }).code;
    expectError(
      await who.client.call(paymentInfoUpdateCall, {
        ...bank({ account_number: OTHER_IBAN }),
        password: who.password,
        proof: { method: "mail", code: wrongCode(code) },
      }),
      400,
      E.SECOND_FACTOR_WRONG,
    );
    expectOk(
      await who.client.call(paymentInfoUpdateCall, {
        ...bank({ account_number: OTHER_IBAN }),
        password: who.password,
        proof,
      }),
    );
    // Used up: the same code does not make a second change.
    expectError(
      await who.client.call(paymentInfoUpdateCall, { ...bank(), password: who.password, proof }),
      400,
      E.SECOND_FACTOR_WRONG,
    );
    expect(await listPaymentInfoHistory(t.database.db, who.account.id)).toHaveLength(2);
  });

  it("asks for the password first: a wrong one is 10019 and leaves the code unused", async () => {
    const who = await signedIn(t);
    expectOk(await who.client.call(paymentInfoRegisterCall, bank()));
    const proof = await mailedProof(who);
    expectError(
      await who.client.call(paymentInfoUpdateCall, { ...bank(), password: "Wrong-Password-9", proof }),
      400,
      E.CURRENT_PASSWORD_MISMATCH,
    );
    expectOk(await who.client.call(paymentInfoUpdateCall, { ...bank(), password: who.password, proof }));
  });
});

describe("the mails of a change", () => {
  it("tells the account what changed, masked, with the hold, and mails the old and new PayPal addresses", async () => {
    const who = await signedIn(t, { language: "ko" });
    const oldAddress = unique("old");
    const newAddress = unique("new");
    expectOk(await who.client.call(paymentInfoRegisterCall, paypal(oldAddress)));
    expectOk(await change(who, paypal(newAddress)));
    const words = PAYMENT_INFO_MAILS.ko;
    const [changed] = (await mailsTo(t.app, who.email)).filter(
      (mail) => mail.subject === words.subject("Studio") && mail.text.includes(words.intro("changed")),
    );
    expect(changed?.text).toContain(
      words.change(
        words.destination("paypal", `${oldAddress[0]}***@pay.test`),
        words.destination("paypal", `${newAddress[0]}***@pay.test`),
      ),
    );
    const until = new Date(t.clock.now().getTime() + 72 * HOUR).toISOString().slice(0, 16).replace("T", " ");
    expect(changed?.text).toContain(words.hold(`${until} UTC`));
    expect(changed?.text).toContain(words.notYouChanged);
    expect(changed?.text).not.toContain(oldAddress);
    expect(changed?.text).not.toContain(newAddress);

    const owners = PAYPAL_OWNER_MAILS.ko;
    const [left] = await mailsTo(t.app, oldAddress);
    expect(left?.subject).toBe(owners.subject("Studio"));
    expect(left?.text).toContain(owners.removed("Studio"));
    const [paid] = await mailsTo(t.app, newAddress);
    expect(paid?.text).toContain(owners.added("Studio"));
  });

  it("shows a bank change as the last four only, and mails a PayPal address it leaves", async () => {
    const who = await signedIn(t);
    const oldAddress = unique("left");
    expectOk(await who.client.call(paymentInfoRegisterCall, paypal(oldAddress)));
    expectOk(await change(who, bank({ account_number: OTHER_IBAN })));
    const words = PAYMENT_INFO_MAILS.en;
    const [changed] = (await mailsTo(t.app, who.email)).filter((mail) =>
      mail.text.includes(words.intro("changed")),
    );
    expect(changed?.text).toContain(
      words.change(
        words.destination("paypal", `${oldAddress[0]}***@pay.test`),
        words.destination("bank", "****5432"),
      ),
    );
    expect(changed?.text).not.toContain("1234 5698");
    expect(await mailsTo(t.app, oldAddress)).toHaveLength(1);
  });
});

describe("the cooling-off", () => {
  it("holds the next withdrawal after a change (40020 with the date) until the network's 72 h pass", async () => {
    const who = await signedIn(t);
    expectOk(await who.client.call(paymentInfoRegisterCall, paypal(unique("cool"))));
    await creditReady(who, 50_000_000n);
    // A first registration holds nothing.
    const ready = await quoteOf(who);
    expect(metOf(ready, "cooling_off")).toBe(true);
    expect(ready.payment_info_hold_until).toBeNull();
    expect(ready.ready).toBe(true);

    expectOk(await change(who, paypal(unique("cool2"))));
    const until = new Date(t.clock.now().getTime() + 72 * HOUR).toISOString();
    const held = await quoteOf(who);
    expect(metOf(held, "cooling_off")).toBe(false);
    expect(held.payment_info_hold_until).toBe(until);
    expect(held.ready).toBe(false);
    const refused = expectError(
      await who.client.call(withdrawalRequestCall, { total: held.total }),
      409,
      E.PAYOUT_DETAILS_COOLING_OFF,
    );
    expect(refused.params).toEqual({ date: until });

    t.clock.advance(72 * HOUR - 1000);
    expectError(
      await who.client.call(withdrawalRequestCall, { total: held.total }),
      409,
      E.PAYOUT_DETAILS_COOLING_OFF,
    );
    t.clock.advance(1000);
    const open = await quoteOf(who);
    expect(metOf(open, "cooling_off")).toBe(true);
    expect(open.payment_info_hold_until).toBeNull();
    expectOk(await who.client.call(withdrawalRequestCall, { total: open.total }));
  });

  it("takes the network's setting as staff save it (audited); 0 holds nothing", async () => {
    const admin = await administrator();
    const settings = expectOk(await admin.client.call(adminSiteGetCall, {})) as TSiteSettingsView;
    expect(settings.payout_cooling_off_hours).toBe(72);
    const { logo: _logo, ...form } = settings;
    expectOk(await admin.client.call(adminSiteSaveCall, { ...form, payout_cooling_off_hours: 24 }));
    const [audit] = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.networkId, studioId), eq(staffAudit.actorId, admin.account.id)))
      .orderBy(desc(staffAudit.id))
      .limit(1);
    expect([audit?.before?.payout_cooling_off_hours, audit?.after?.payout_cooling_off_hours]).toEqual([
      72, 24,
    ]);
    try {
      const who = await signedIn(t);
      expectOk(await who.client.call(paymentInfoRegisterCall, bank()));
      expectOk(await change(who, bank({ account_number: OTHER_IBAN })));
      expect((await quoteOf(who)).payment_info_hold_until).toBe(
        new Date(t.clock.now().getTime() + 24 * HOUR).toISOString(),
      );
      expectOk(await admin.client.call(adminSiteSaveCall, { ...form, payout_cooling_off_hours: 0 }));
      expect(metOf(await quoteOf(who), "cooling_off")).toBe(true);
    } finally {
      expectOk(await admin.client.call(adminSiteSaveCall, form));
    }
  });
});

describe("a payout destination two accounts share", () => {
  async function flagsOf(accountId: number) {
    return t.database.db
      .select()
      .from(payoutDestinationFlags)
      .where(eq(payoutDestinationFlags.accountId, accountId));
  }

  it("is flagged to staff both ways, the number masked, and nothing is blocked", async () => {
    const first = await signedIn(t);
    const second = await signedIn(t);
    const shared = "NL91 ABNA 0417 1643 00";
    expectOk(
      await first.client.call(
        paymentInfoRegisterCall,
        bank({ account_number: shared, swift: "ABNANL2A", country: "NL" }),
      ),
    );
    // Written another way (no spaces, lower case): the same account.
    expectOk(
      await second.client.call(
        paymentInfoRegisterCall,
        bank({ account_number: "nl91abna0417164300", swift: "ABNA NL 2A", country: "nl" }),
      ),
    );
    const mine = await flagsOf(first.account.id);
    expect(mine.map((flag) => [flag.otherAccountId, flag.masked, flag.method])).toEqual([
      [second.account.id, "****4300", "bank"],
    ]);
    expect((await flagsOf(second.account.id)).map((flag) => flag.otherAccountId)).toEqual([first.account.id]);
    // No account number in the flag: the key is a hash.
    expect(JSON.stringify(mine)).not.toContain("0417");

    const admin = await administrator();
    const detail = expectOk(
      await admin.client.call(adminAccountDetailCall, { account_id: first.account.id }),
    ) as TStaffAccountDetail;
    expect(detail.payout_flags).toEqual([
      {
        other_account: { id: second.account.id, nickname: second.account.nickname, email: second.email },
        method: "bank",
        destination_masked: "****4300",
        flagged_at: expect.any(String),
      },
    ]);
  });

  it("compares PayPal addresses in lower case, across a change, and only within a network", async () => {
    const address = unique("Shared.Pay");
    const first = await signedIn(t);
    const second = await signedIn(t);
    const wave = await signedIn(t, { network: "wave" });
    expectOk(await first.client.call(paymentInfoRegisterCall, paypal(address)));
    expectOk(await second.client.call(paymentInfoRegisterCall, paypal(unique("own"))));
    expectOk(await wave.client.call(paymentInfoRegisterCall, paypal(address)));
    expect(await flagsOf(wave.account.id)).toEqual([]);
    expectOk(await change(second, paypal(address.toUpperCase())));
    expect((await flagsOf(second.account.id)).map((flag) => [flag.otherAccountId, flag.masked])).toEqual([
      [first.account.id, `${address[0]?.toLowerCase()}***@pay.test`],
    ]);
    expect(await flagsOf(wave.account.id)).toEqual([]);
    expect((await first.client.call(paymentInfoCall)).status).toBe(200);
  });
});

describe.runIf(testEngine() === "postgres")("30 parallel changes on PostgreSQL", () => {
  it("leave one current entry per account and flag every pair that shares the destination", async () => {
    const PARALLEL = 30;
    const people = await Promise.all(Array.from({ length: PARALLEL }, () => signedIn(t)));
    for (const who of people) expectOk(await who.client.call(paymentInfoRegisterCall, paypal(unique("own"))));
    const proofs: TStepUpProof[] = [];
    for (const who of people) proofs.push(await mailedProof(who));
    const shared = bank({
      account_number: "FR14 2004 1010 0505 0001 3M02 606",
      swift: "PSSTFRPP",
      country: "FR",
    });
    const answers = await Promise.all(
      people.flatMap((who, i) => [
        who.client.call(paymentInfoUpdateCall, { ...shared, password: who.password, proof: proofs[i] }),
        // A registration at the same moment: refused, and never a second current entry.
        who.client.call(paymentInfoRegisterCall, bank()),
      ]),
    );
    expect(answers.filter((_, i) => i % 2 === 0).map((a) => a.status)).toEqual(Array(PARALLEL).fill(200));
    expect(answers.filter((_, i) => i % 2 === 1).map((a) => a.status)).toEqual(Array(PARALLEL).fill(409));
    for (const who of people) {
      const current = await t.database.db
        .select()
        .from(paymentInfo)
        .where(and(eq(paymentInfo.accountId, who.account.id), isNull(paymentInfo.replacedAt)));
      expect(current).toHaveLength(1);
      const others = await flagsOf(who.account.id);
      expect(new Set(others.map((flag) => flag.otherAccountId)).size).toBe(PARALLEL - 1);
    }

    async function flagsOf(accountId: number) {
      return t.database.db
        .select()
        .from(payoutDestinationFlags)
        .where(eq(payoutDestinationFlags.accountId, accountId));
    }
  });
});
