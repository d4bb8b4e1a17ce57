import {
  E,
  paymentInfoCall,
  paymentInfoRegisterCall,
  paymentInfoUpdateCall,
  stepUpMailCall,
  type TPaymentInfo,
  type TStepUpProof,
} from "@studio/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { networks } from "../src/db/schema";
import { PAYMENT_INFO_MAILS } from "../src/modules/mail/messages";
import { listPaymentInfoHistory } from "../src/modules/payout/queries";
import { expectError, expectOk } from "./support/assertions";
import {
  type AccountOverrides,
  api,
  createAccount,
  latestCode,
  login,
  mailsTo,
  networkIdOf,
} from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Payment info (docs/spec.md §3, §5, §8; docs/design.md §7; docs/decisions/084, 085): register,
 * read masked, change with the current password, the network's countries without bank transfer,
 * tenancy, the mail, and nothing of the account number in answers, mails or logs.
 */

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { LOG_LEVEL: "info" },
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(() => t.close());

const WAVE = "wave.studio.test";
const IBAN = "DE89 3704 0044 0532 0130 00";
const OTHER_IBAN = "GB82 WEST 1234 5698 7654 32";

const bank = (overrides: Record<string, string> = {}) => ({
  method: "bank",
  holder_name: "Kim Minji",
  bank_name: "Deutsche Bank",
  bank_address: "Taunusanlage 12, Frankfurt am Main",
  swift: "deut de ff",
  account_number: IBAN,
  postal_code: "60325",
  country: "DE",
  ...overrides,
});
const paypal = { method: "paypal", account_name: "Kim Minji", email: "Minji.Pay@Example.test" };

async function signedIn(overrides: AccountOverrides = {}, domain?: string) {
  const created = await createAccount(t.database.db, overrides);
  const token = await login(t.app, created.email, created.password, domain ? { domain } : {});
  return { ...created, client: api(t.app, { token, ...(domain ? { domain } : {}) }) };
}

/** The code mailed to an account without a second factor, as a change's proof (docs/decisions/144). */
async function proofOf(who: { client: ReturnType<typeof api>; email: string }): Promise<TStepUpProof> {
  expectOk(await who.client.call(stepUpMailCall, {}));
  return { method: "mail", code: await latestCode(t.app, who.email) };
}

const infoOf = (response: Awaited<ReturnType<ReturnType<typeof api>["call"]>>) =>
  (expectOk(response) as { info: TPaymentInfo | null }).info;

describe("register and read", () => {
  it("answers null before anything is registered", async () => {
    const { client } = await signedIn();
    expect(infoOf(await client.call(paymentInfoCall))).toBeNull();
  });

  it("registers bank info and answers it with the account number masked, as it reads it back", async () => {
    const { client, account } = await signedIn();
    const saved = infoOf(await client.call(paymentInfoRegisterCall, bank()));
    expect(saved).toMatchObject({
      method: "bank",
      holder_name: "Kim Minji",
      swift: "DEUTDEFF",
      account_number_masked: "****3000",
      postal_code: "60325",
      country: "DE",
    });
    const read = await client.call(paymentInfoCall);
    expect(infoOf(read)).toEqual(saved);
    expect(read.text).not.toContain("0532");
    expect(read.text).not.toContain('account_number"');
    // Stored as typed, for the payout.
    const [row] = await listPaymentInfoHistory(t.database.db, account.id);
    expect(row?.accountNumber).toBe(IBAN);
  });

  it("registers PayPal info", async () => {
    const { client } = await signedIn({ accountType: "mcn", permissionFlag: 1, isMcnRelated: true });
    expect(infoOf(await client.call(paymentInfoRegisterCall, paypal))).toMatchObject({
      method: "paypal",
      account_name: "Kim Minji",
      email: "minji.pay@example.test",
    });
  });

  it("gives a manager's member payment info of its own", async () => {
    const manager = await signedIn({ accountType: "mcn", permissionFlag: 1, isMcnRelated: true });
    const member = await signedIn({
      accountType: "mcn_creator_sub",
      isMcnRelated: true,
      managerId: manager.account.id,
    });
    expectOk(await manager.client.call(paymentInfoRegisterCall, paypal));
    expect(infoOf(await member.client.call(paymentInfoCall))).toBeNull();
    expectOk(await member.client.call(paymentInfoRegisterCall, bank()));
    expect(infoOf(await manager.client.call(paymentInfoCall))).toMatchObject({ method: "paypal" });
  });

  it("refuses a second registration (409, 2): a change goes through update with the password", async () => {
    const { client } = await signedIn();
    expectOk(await client.call(paymentInfoRegisterCall, paypal));
    expectError(await client.call(paymentInfoRegisterCall, bank()), 409, E.INVALID_ACCESS);
    expect(infoOf(await client.call(paymentInfoCall))).toMatchObject({ method: "paypal" });
  });

  it("lets exactly one of two simultaneous registrations through", async () => {
    const { client, account } = await signedIn();
    const answers = await Promise.all([
      client.call(paymentInfoRegisterCall, bank()),
      client.call(paymentInfoRegisterCall, paypal),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await listPaymentInfoHistory(t.database.db, account.id)).toHaveLength(1);
  });
});

describe("the rules, answered by the API", () => {
  it.each([
    ["DEUTDEF", "7 characters"],
    ["DEUTDEFF5000", "12 characters"],
    ["DEU1DEFF", "a digit in the bank code"],
    ["DEUTDEFF5", "9 characters"],
  ])("refuses the SWIFT %j (%s) with 40017", async (swift) => {
    const { client } = await signedIn();
    expectError(
      await client.call(paymentInfoRegisterCall, bank({ swift }), { language: "ko" }),
      400,
      E.INVALID_SWIFT_CODE,
      "ko",
    );
  });

  it("refuses an IBAN whose check digits fail (40018)", async () => {
    const { client } = await signedIn();
    expectError(
      await client.call(paymentInfoRegisterCall, bank({ account_number: "DE89 3704 0044 0532 0130 01" })),
      400,
      E.INVALID_ACCOUNT_NUMBER,
    );
  });

  it("takes an account number that is no IBAN, 10-12 being only a hint", async () => {
    const { client } = await signedIn();
    const saved = infoOf(
      await client.call(paymentInfoRegisterCall, bank({ account_number: "110-123-4567" })),
    );
    expect(saved).toMatchObject({ account_number_masked: "****4567" });
  });

  it.each(["holder_name", "bank_name", "bank_address", "postal_code", "country", "account_number"])(
    "refuses a bank entry without %s (4)",
    async (field) => {
      const { client } = await signedIn();
      expectError(await client.call(paymentInfoRegisterCall, bank({ [field]: "" })), 400, E.FIELDS_REQUIRED);
    },
  );

  it("refuses a country that is no ISO code (4) and a PayPal address that is none (10007)", async () => {
    const { client } = await signedIn();
    expectError(
      await client.call(paymentInfoRegisterCall, bank({ country: "Germany" })),
      400,
      E.FIELDS_REQUIRED,
    );
    expectError(
      await client.call(paymentInfoRegisterCall, { ...paypal, email: "minji" }),
      400,
      E.INVALID_EMAIL,
    );
  });

  it("refuses bank transfer to a country the network pays none to (40016), PayPal still", async () => {
    const waveId = await networkIdOf(t.database.db, "wave");
    await t.database.db
      .update(networks)
      .set({ noBankTransferCountries: ["KP", "IR"] })
      .where(eq(networks.id, waveId));
    const { client } = await signedIn({ network: "wave" }, WAVE);
    expectError(
      await client.call(paymentInfoRegisterCall, bank({ country: "kp" }), { language: "zh-CN" }),
      400,
      E.NO_BANK_TRANSFER_IN_COUNTRY,
      "zh-CN",
    );
    expectOk(await client.call(paymentInfoRegisterCall, { ...paypal }));
    // The setting is the wave network's: the studio network still pays bank transfers there.
    const studio = await signedIn();
    expectOk(await studio.client.call(paymentInfoRegisterCall, bank({ country: "KP" })));
  });

  it("refuses a change to a closed country too (40016)", async () => {
    const who = await signedIn({ network: "wave" }, WAVE);
    const { client, password } = who;
    expectOk(await client.call(paymentInfoRegisterCall, paypal));
    expectError(
      await client.call(paymentInfoUpdateCall, {
        ...bank({ country: "IR" }),
        password,
        proof: await proofOf(who),
      }),
      400,
      E.NO_BANK_TRANSFER_IN_COUNTRY,
    );
  });
});

describe("change", () => {
  it("needs the current password (10019) and changes nothing without it", async () => {
    const { client } = await signedIn();
    expectOk(await client.call(paymentInfoRegisterCall, bank()));
    expectError(
      await client.call(paymentInfoUpdateCall, { ...paypal, password: "Not-My-Password-1" }),
      400,
      E.CURRENT_PASSWORD_MISMATCH,
    );
    expectError(await client.call(paymentInfoUpdateCall, paypal), 400, E.FIELDS_REQUIRED);
    expect(infoOf(await client.call(paymentInfoCall))).toMatchObject({ method: "bank" });
  });

  it("asks for a registration first (40000)", async () => {
    const who = await signedIn();
    const { client, password } = who;
    expectError(
      await client.call(paymentInfoUpdateCall, { ...paypal, password, proof: await proofOf(who) }),
      409,
      E.PAYMENT_INFO_REQUIRED,
    );
  });

  it("replaces the current entry and keeps the earlier one as history", async () => {
    const who = await signedIn();
    const { client, password, account } = who;
    expectOk(await client.call(paymentInfoRegisterCall, bank()));
    t.clock.advance(60_000);
    const changed = infoOf(
      await client.call(paymentInfoUpdateCall, {
        ...bank({ account_number: OTHER_IBAN, swift: "NWBKGB2L" }),
        password,
        proof: await proofOf(who),
      }),
    );
    expect(changed).toMatchObject({ account_number_masked: "****5432", swift: "NWBKGB2L" });
    expect(infoOf(await client.call(paymentInfoCall))).toEqual(changed);
    const history = await listPaymentInfoHistory(t.database.db, account.id);
    expect(history.map((row) => [row.accountNumber, row.replacedAt !== null])).toEqual([
      [IBAN, true],
      [OTHER_IBAN, false],
    ]);
  });

  it("mails the account in its language on registration and on each change, without the details", async () => {
    const who = await signedIn({ language: "ko" });
    const { client, password, email } = who;
    expectOk(await client.call(paymentInfoRegisterCall, bank()));
    expectOk(await client.call(paymentInfoUpdateCall, { ...paypal, password, proof: await proofOf(who) }));
    // The confirmation code's mail aside (docs/decisions/144).
    const mails = (await mailsTo(t.app, email)).filter((mail) => mail.code === null);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toBe(PAYMENT_INFO_MAILS.ko.subject("Studio"));
      expect(mail.text).not.toContain("0532");
      expect(mail.text).not.toContain("3704");
    }
    expect(mails[0]?.text).toContain(PAYMENT_INFO_MAILS.ko.intro("changed"));
    expect(mails[1]?.text).toContain(PAYMENT_INFO_MAILS.ko.intro("registered"));
  });

  it("sends no mail when the change is refused", async () => {
    const { client, email } = await signedIn();
    expectOk(await client.call(paymentInfoRegisterCall, paypal));
    expectError(
      await client.call(paymentInfoUpdateCall, { ...paypal, password: "Wrong-Password-9" }),
      400,
      E.CURRENT_PASSWORD_MISMATCH,
    );
    expect(await mailsTo(t.app, email)).toHaveLength(1);
  });
});

describe("tenancy", () => {
  it("shows and changes only the caller's own payment info", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    expectOk(await owner.client.call(paymentInfoRegisterCall, bank()));
    expect(infoOf(await stranger.client.call(paymentInfoCall))).toBeNull();
    // The stranger's update is about the stranger's own (missing) info, never the owner's.
    expectError(
      await stranger.client.call(paymentInfoUpdateCall, {
        ...paypal,
        password: stranger.password,
        proof: await proofOf(stranger),
      }),
      409,
      E.PAYMENT_INFO_REQUIRED,
    );
    expect(infoOf(await owner.client.call(paymentInfoCall))).toMatchObject({ method: "bank" });
  });

  it("refuses another network's session (10000) and never shows that network's entries", async () => {
    const waveAccount = await signedIn({ network: "wave" }, WAVE);
    expectOk(await waveAccount.client.call(paymentInfoRegisterCall, paypal));
    const onStudio = waveAccount.client.with({ domain: "studio.test" });
    expectError(await onStudio.call(paymentInfoCall), 401, E.LOGIN_REQUIRED);
    expectError(
      await onStudio.call(paymentInfoUpdateCall, { ...bank(), password: waveAccount.password }),
      401,
      E.LOGIN_REQUIRED,
    );
    expect(infoOf(await waveAccount.client.call(paymentInfoCall))).toMatchObject({ method: "paypal" });
  });
});

describe("logs", () => {
  it("never carry the account number", async () => {
    const { client } = await signedIn();
    const number = "4455 6677 8899";
    expectOk(await client.call(paymentInfoRegisterCall, bank({ account_number: number })));
    expectError(
      await client.call(paymentInfoUpdateCall, {
        ...bank({ account_number: number }),
        password: "Wrong-Password-9",
      }),
      400,
      E.CURRENT_PASSWORD_MISMATCH,
    );
    const log = lines.join("");
    expect(log).toContain("withdrawal/info.register");
    // The log's own numbers (time in ms, process id, duration) may hold any digits: read the rest.
    const written = lines
      .map((line) => {
        const { time: _time, pid: _pid, ms: _ms, ...rest } = JSON.parse(line) as Record<string, unknown>;
        return JSON.stringify(rest);
      })
      .join("");
    for (const digits of ["4455", "6677", "8899"]) expect(written).not.toContain(digits);
    expect(log).not.toContain(IBAN);
  });
});
