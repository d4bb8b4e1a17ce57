import {
  adminChannelQueueCall,
  adminTwoFactorResetCall,
  deleteAccountCall,
  E,
  loginCall,
  loginPasskeyOptionsCall,
  loginPasskeyVerifyCall,
  loginVerifyCall,
  logoutCall,
  mcnAccountsCall,
  meCall,
  passkeyOptionsCall,
  passkeyRegisterCall,
  passkeyRemoveCall,
  recoveryCodesCall,
  stepUpMailCall,
  stepUpOptionsCall,
  totpConfirmCall,
  totpRemoveCall,
  totpSetupCall,
  trustedDevicesForgetCall,
  twoFactorStatusCall,
} from "@studio/contract";
import { and, eq, sql } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../src/db/rows";
import { staffAudit, totpFactors } from "../src/db/schema";
import { verifyStepUp } from "../src/modules/auth";
import { expectError, expectOk, expectSignedIn } from "./support/assertions";
import {
  type Api,
  api,
  createAccount,
  findAccount,
  login,
  mailsTo,
  type TestAccount,
  totpCode,
} from "./support/factories";
import { SoftwareAuthenticator } from "./support/software-authenticator";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STEP_MS = 30_000;
const ORIGIN = "http://localhost:3000";
/** The browser's page: the studio network's localhost, as the demo serves it. */
const browser = () => api(t.app, { headers: { origin: ORIGIN } });

async function signedIn(person: TestAccount): Promise<Api> {
  return browser().with({ token: await login(t.app, person.email, person.password) });
}

/** A creator who turns on an authenticator app through the settings; its secret and recovery codes. */
async function creatorWithTotp() {
  const person = await createAccount(t.database.db);
  const client = await signedIn(person);
  const setup = expectOk(await client.call(totpSetupCall, {}));
  const code = await generate({ secret: setup.secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
  const confirmed = expectOk(await client.call(totpConfirmCall, { code }));
  t.clock.advance(STEP_MS);
  return { person, client, secret: setup.secret, recovery: confirmed.recovery_codes ?? [] };
}

async function ticketOf(person: TestAccount) {
  const answer = expectOk(await browser().call(loginCall, { id: person.email, password: person.password }));
  if (!("second_factor" in answer)) throw new Error("a session instead of the second step");
  return answer.second_factor;
}

const codeNow = (person: TestAccount) => totpCode(t.database.db, person.account.id, t.clock.now());

describe("an authenticator app (TOTP)", () => {
  it("is set up with its QR code and first code, brings ten recovery codes and a mail", async () => {
    const person = await createAccount(t.database.db);
    const client = await signedIn(person);
    expect(expectOk(await client.call(meCall, {})).two_factor).toBe("off");
    const setup = expectOk(await client.call(totpSetupCall, {}));
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(setup.otpauth_url).toContain("issuer=");
    expect(setup.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Stored sealed, never as the secret itself.
    const [row] = await t.database.db
      .select()
      .from(totpFactors)
      .where(eq(totpFactors.accountId, person.account.id));
    expect(row?.secret).not.toContain(setup.secret);
    expectError(await client.call(totpConfirmCall, { code: "000000" }), 400, E.SECOND_FACTOR_WRONG);
    const code = await generate({ secret: setup.secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    const confirmed = expectOk(await client.call(totpConfirmCall, { code: code.replace(/(\d{3})/, "$1 ") }));
    expect(confirmed.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.recovery_codes).size).toBe(10);
    expect(expectOk(await client.call(meCall, {})).two_factor).toBe("on");
    const status = expectOk(await client.call(twoFactorStatusCall, {}));
    expect(status).toMatchObject({ required: false, totp: true, recovery_codes_left: 10, passkeys: [] });
    const [mail] = await mailsTo(t.app, person.email);
    expect(mail?.subject).toContain("Two-step sign-in is on");
    // A confirmed secret is never shown again.
    expectError(await client.call(totpSetupCall, {}), 409, E.INVALID_ACCESS);
  });

  it("signs in with the ticket and a code; the same code is refused a second time", async () => {
    const { person } = await creatorWithTotp();
    const first = await ticketOf(person);
    expect(first.methods).toEqual(["totp", "recovery"]);
    const code = await codeNow(person);
    const { token } = expectOk(
      await browser().call(loginVerifyCall, { ticket: first.ticket, method: "totp", code }),
    );
    expect(expectOk(await api(t.app, { token }).call(meCall, {})).two_factor).toBe("on");
    // The ticket is single use, and the code's time step is used up (a replay).
    expectError(
      await browser().call(loginVerifyCall, { ticket: first.ticket, method: "totp", code }),
      400,
      E.SIGN_IN_EXPIRED,
    );
    const second = await ticketOf(person);
    expectError(
      await browser().call(loginVerifyCall, { ticket: second.ticket, method: "totp", code }),
      400,
      E.SECOND_FACTOR_WRONG,
    );
    t.clock.advance(STEP_MS);
    expectOk(
      await browser().call(loginVerifyCall, {
        ticket: second.ticket,
        method: "totp",
        code: await codeNow(person),
      }),
    );
  });

  it("takes a code sent with the password (no second step); a wrong one is 10030", async () => {
    const { person } = await creatorWithTotp();
    expectError(
      await browser().call(loginCall, { id: person.email, password: person.password, code: "123456" }),
      400,
      E.SECOND_FACTOR_WRONG,
    );
    expectSignedIn(
      await browser().call(loginCall, {
        id: person.email,
        password: person.password,
        code: await codeNow(person),
      }),
    );
  });

  it("ends a ticket after five wrong codes (10032, even for the right code)", async () => {
    const { person } = await creatorWithTotp();
    const { ticket } = await ticketOf(person);
    for (let n = 0; n < 5; n++) {
      expectError(
        await browser().call(loginVerifyCall, { ticket, method: "totp", code: "000000" }),
        400,
        E.SECOND_FACTOR_WRONG,
      );
    }
    expectError(
      await browser().call(loginVerifyCall, { ticket, method: "totp", code: await codeNow(person) }),
      400,
      E.SIGN_IN_EXPIRED,
    );
  });
});

describe("recovery codes, remembered devices, removing the app", () => {
  it("takes each recovery code once", async () => {
    const { person, recovery } = await creatorWithTotp();
    const code = recovery[3] ?? "";
    const first = await ticketOf(person);
    expectOk(
      await browser().call(loginVerifyCall, {
        ticket: first.ticket,
        method: "recovery",
        code: code.toUpperCase(),
      }),
    );
    const second = await ticketOf(person);
    expectError(
      await browser().call(loginVerifyCall, { ticket: second.ticket, method: "recovery", code }),
      400,
      E.SECOND_FACTOR_WRONG,
    );
    const client = await signedIn(person);
    expect(expectOk(await client.call(twoFactorStatusCall, {})).recovery_codes_left).toBe(9);
    expectError(
      await client.call(recoveryCodesCall, { password: "Wrong-Password-9" }),
      400,
      E.CURRENT_PASSWORD_MISMATCH,
    );
    const fresh = expectOk(await client.call(recoveryCodesCall, { password: person.password }));
    expect(fresh.recovery_codes).toHaveLength(10);
    const third = await ticketOf(person);
    expectError(
      await browser().call(loginVerifyCall, {
        ticket: third.ticket,
        method: "recovery",
        code: recovery[4] ?? "",
      }),
      400,
      E.SECOND_FACTOR_WRONG,
    );
  });

  it("remembers a device when asked: its token skips the second step until forgotten", async () => {
    const { person } = await creatorWithTotp();
    const { ticket } = await ticketOf(person);
    const answer = expectOk(
      await browser().call(loginVerifyCall, {
        ticket,
        method: "totp",
        code: await codeNow(person),
        remember: true,
      }),
    );
    expect(answer.device).toEqual(expect.any(String));
    const device = answer.device ?? "";
    const again = expectSignedIn(
      await browser().call(loginCall, { id: person.email, password: person.password, device }),
    );
    // Another account's device token is no device of this one.
    const other = await creatorWithTotp();
    const elsewhere = expectOk(
      await browser().call(loginCall, { id: other.person.email, password: other.person.password, device }),
    );
    expect("second_factor" in elsewhere).toBe(true);
    const client = browser().with({ token: again.token });
    expect(expectOk(await client.call(twoFactorStatusCall, {})).trusted_devices).toBe(1);
    expectOk(await client.call(trustedDevicesForgetCall, {}));
    const forgotten = expectOk(
      await browser().call(loginCall, { id: person.email, password: person.password, device }),
    );
    expect("second_factor" in forgotten).toBe(true);
  });

  it("is removed with the password; the account is then off, its recovery codes gone, and mailed", async () => {
    const { person, client } = await creatorWithTotp();
    expectError(
      await client.call(totpRemoveCall, { password: "Wrong-Password-9" }),
      400,
      E.CURRENT_PASSWORD_MISMATCH,
    );
    expectOk(await client.call(totpRemoveCall, { password: person.password }));
    expect(expectOk(await client.call(twoFactorStatusCall, {}))).toMatchObject({
      totp: false,
      recovery_codes_left: 0,
    });
    expect(expectOk(await client.call(meCall, {})).two_factor).toBe("off");
    expect((await mailsTo(t.app, person.email))[0]?.subject).toContain("sign-in method was removed");
    expectSignedIn(await browser().call(loginCall, { id: person.email, password: person.password }));
  });

  it("are all removed when the account is deleted (no secret of a person who left)", async () => {
    const { person, client } = await creatorWithTotp();
    expect(await factorRowsOf(person.account.id)).toBeGreaterThan(0);
    expectOk(await client.call(deleteAccountCall, { password: person.password }));
    expect(await factorRowsOf(person.account.id)).toBe(0);
  });
});

/** Rows of an account's authenticator app, recovery codes and remembered devices. */
async function factorRowsOf(accountId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.database.db.execute(sql`
    select (select count(*) from totp_factors where account_id = ${accountId})
      + (select count(*) from recovery_codes where account_id = ${accountId})
      + (select count(*) from trusted_devices where account_id = ${accountId}) as n`),
  );
  return Number(row?.n);
}

describe("passkeys", () => {
  it("are added with a software authenticator and sign in; a forged answer is refused", async () => {
    const person = await createAccount(t.database.db);
    const client = await signedIn(person);
    const key = new SoftwareAuthenticator(ORIGIN, "localhost");
    const { options } = expectOk(await client.call(passkeyOptionsCall, {}));
    expect(options).toMatchObject({ rp: { id: "localhost" } });
    const added = expectOk(
      await client.call(passkeyRegisterCall, { name: "Laptop", response: key.register(options) }),
    );
    expect(added.recovery_codes).toHaveLength(10);
    const status = expectOk(await client.call(twoFactorStatusCall, {}));
    expect(status.passkeys).toEqual([expect.objectContaining({ name: "Laptop", last_used_at: null })]);

    const { ticket, methods } = await ticketOf(person);
    expect(methods).toEqual(["passkey", "recovery"]);
    const login = expectOk(await browser().call(loginPasskeyOptionsCall, { ticket })).options;
    expect(login.allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    // An answer signed by another key, or for another origin, does not sign in.
    const stranger = new SoftwareAuthenticator(ORIGIN, "localhost");
    const forged = { ...stranger.assert(login), id: key.id, rawId: key.id };
    expectError(
      await browser().call(loginPasskeyVerifyCall, { ticket, response: forged }),
      400,
      E.SECOND_FACTOR_WRONG,
    );
    const phishing = new SoftwareAuthenticator("http://localhost.evil.test", "localhost");
    expectError(
      await browser().call(loginPasskeyVerifyCall, {
        ticket,
        response: { ...phishing.assert(login), id: key.id },
      }),
      400,
      E.SECOND_FACTOR_WRONG,
    );
    const { token } = expectOk(
      await browser().call(loginPasskeyVerifyCall, { ticket, response: key.assert(login) }),
    );
    expect(expectOk(await api(t.app, { token }).call(meCall, {})).two_factor).toBe("on");

    // Removed with the password: the account has no factor left.
    const [passkey] = expectOk(await client.call(twoFactorStatusCall, {})).passkeys;
    expect(passkey?.last_used_at).not.toBeNull();
    expectOk(await client.call(passkeyRemoveCall, { id: passkey?.id ?? 0, password: person.password }));
    expect(expectOk(await client.call(meCall, {})).two_factor).toBe("off");
  });
});

describe("who must have a second factor", () => {
  it("staff without one: a session, but only setting one up (10031 elsewhere)", async () => {
    const staff = await createAccount(t.database.db, { isStaff: true, secondFactor: false });
    const client = await signedIn(staff);
    expect(expectOk(await client.call(meCall, {})).two_factor).toBe("setup_required");
    expectError(await client.call(adminChannelQueueCall, {}), 403, E.SECOND_FACTOR_SETUP_REQUIRED);
    expectOk(await client.call(twoFactorStatusCall, {}));
    const setup = expectOk(await client.call(totpSetupCall, {}));
    const code = await generate({ secret: setup.secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    expectOk(await client.call(totpConfirmCall, { code }));
    // The same session now reaches the back-office.
    expectOk(await client.call(adminChannelQueueCall, {}));
    // Its only factor stays: staff cannot turn two-step sign-in off.
    expectError(await client.call(totpRemoveCall, { password: staff.password }), 409, E.LAST_SECOND_FACTOR);
    expectOk(await client.call(logoutCall, {}));
  });

  it("a manager without one: the same; a creator is not asked", async () => {
    const manager = await createAccount(t.database.db, {
      accountType: "mcn",
      permissionFlag: 1,
      secondFactor: false,
    });
    const managerClient = await signedIn(manager);
    expect(expectOk(await managerClient.call(meCall, {})).two_factor).toBe("setup_required");
    expectError(await managerClient.call(mcnAccountsCall, {}), 403, E.SECOND_FACTOR_SETUP_REQUIRED);
    const creator = await createAccount(t.database.db);
    const creatorClient = await signedIn(creator);
    expect(expectOk(await creatorClient.call(meCall, {})).two_factor).toBe("off");
    expectError(await creatorClient.call(mcnAccountsCall, {}), 403, E.INVALID_ACCESS);
  });

  it("staff and managers with one sign in in two steps", async () => {
    const staff = await createAccount(t.database.db, { isStaff: true });
    const { ticket, methods } = await ticketOf(staff);
    expect(methods).toEqual(["totp"]);
    const { token } = expectOk(
      await browser().call(loginVerifyCall, { ticket, method: "totp", code: await codeNow(staff) }),
    );
    expectOk(await api(t.app, { token }).call(adminChannelQueueCall, {}));
  });
});

describe("staff reset of a lost second factor", () => {
  it("removes every factor in one audited transaction and mails the owner, who must enrol again", async () => {
    const admin = await createAccount(t.database.db, { isStaff: true, staffRole: "admin" });
    const manager = await createAccount(t.database.db, { accountType: "mcn", permissionFlag: 1 });
    const adminClient = await signedIn(admin);
    expectOk(
      await adminClient.call(adminTwoFactorResetCall, {
        account_id: manager.account.id,
        reason: "lost phone, ID checked",
      }),
    );
    const [row] = await t.database.db
      .select()
      .from(staffAudit)
      .where(
        and(
          eq(staffAudit.action, "admin/account/reset-2fa"),
          eq(staffAudit.target, `account:${manager.account.id}`),
        ),
      );
    expect(row).toMatchObject({
      actorId: admin.account.id,
      before: { second_factors: ["totp"] },
      after: { second_factors: [], reason: "lost phone, ID checked" },
    });
    expect((await mailsTo(t.app, manager.email))[0]?.subject).toContain("two-step sign-in was reset");
    expect((await findAccount(t.database.db, manager.account.id)).secondFactorAt).toBeNull();
    const answer = expectSignedIn(
      await browser().call(loginCall, { id: manager.email, password: manager.password }),
    );
    const client = api(t.app, { token: answer.token });
    expect(expectOk(await client.call(meCall, {})).two_factor).toBe("setup_required");
    expectError(await client.call(mcnAccountsCall, {}), 403, E.SECOND_FACTOR_SETUP_REQUIRED);
  });

  it("is for administrators of the account's network only, never on their own account", async () => {
    const operator = await createAccount(t.database.db, { isStaff: true, staffRole: "operator" });
    const victim = await createAccount(t.database.db);
    const client = await signedIn(operator);
    expectError(
      await client.call(adminTwoFactorResetCall, { account_id: victim.account.id, reason: "x" }),
      403,
      E.INVALID_ACCESS,
    );
    const admin = await createAccount(t.database.db, { isStaff: true, staffRole: "admin" });
    const adminClient = await signedIn(admin);
    expectError(
      await adminClient.call(adminTwoFactorResetCall, { account_id: admin.account.id, reason: "x" }),
      403,
      E.INVALID_ACCESS,
    );
    const waveAdmin = await createAccount(t.database.db, { network: "wave", isStaff: true });
    const wave = api(t.app, {
      domain: "wave.localhost",
      token: await login(t.app, waveAdmin.email, waveAdmin.password, { domain: "wave.localhost" }),
    });
    expectError(
      await wave.call(adminTwoFactorResetCall, { account_id: victim.account.id, reason: "x" }),
      404,
      E.INVALID_ACCESS,
    );
  });
});

describe("step-up (verifyStepUp) for a sensitive change", () => {
  it("an account without a second factor: the mailed code, once", async () => {
    const person = await createAccount(t.database.db);
    const client = await signedIn(person);
    expect(expectOk(await client.call(stepUpOptionsCall, {}))).toEqual({
      methods: ["mail"],
      passkey_options: null,
    });
    const account = await findAccount(t.database.db, person.account.id);
    await expect(verifyStepUp(t.app.deps, account, undefined)).rejects.toMatchObject({
      code: E.STEP_UP_REQUIRED,
    });
    await expect(verifyStepUp(t.app.deps, account, { method: "totp", code: "123456" })).rejects.toMatchObject(
      {
        code: E.STEP_UP_REQUIRED,
      },
    );
    expect(expectOk(await client.call(stepUpMailCall, {})).expires_in).toBe(600);
    const [mail] = await mailsTo(t.app, person.email);
    expect(mail?.subject).toContain("Code to confirm a change");
    const code = mail?.code ?? "";
    await expect(
      verifyStepUp(t.app.deps, account, { method: "mail", code: code === "000000" ? "111111" : "000000" }),
    ).rejects.toMatchObject({ code: E.SECOND_FACTOR_WRONG });
    await verifyStepUp(t.app.deps, account, { method: "mail", code });
    await expect(verifyStepUp(t.app.deps, account, { method: "mail", code })).rejects.toMatchObject({
      code: E.SECOND_FACTOR_WRONG,
    });
  });

  it("an account with one: that factor (a passkey through stepup.options), never a mailed code", async () => {
    const person = await createAccount(t.database.db);
    const client = await signedIn(person);
    const key = new SoftwareAuthenticator(ORIGIN, "localhost");
    const { options } = expectOk(await client.call(passkeyOptionsCall, {}));
    expectOk(await client.call(passkeyRegisterCall, { name: "Key", response: key.register(options) }));
    const account = await findAccount(t.database.db, person.account.id);
    const stepUp = expectOk(await client.call(stepUpOptionsCall, {}));
    expect(stepUp.methods).toEqual(["passkey", "recovery"]);
    expectError(await client.call(stepUpMailCall, {}), 409, E.INVALID_ACCESS);
    await expect(verifyStepUp(t.app.deps, account, { method: "mail", code: "123456" })).rejects.toMatchObject(
      {
        code: E.STEP_UP_REQUIRED,
      },
    );
    const response = key.assert(stepUp.passkey_options ?? {});
    await verifyStepUp(t.app.deps, account, { method: "passkey", response });
    // The challenge is used up: the same answer again is refused.
    await expect(verifyStepUp(t.app.deps, account, { method: "passkey", response })).rejects.toMatchObject({
      code: E.SECOND_FACTOR_WRONG,
    });
  });

  it("an authenticator code is good once", async () => {
    const staff = await createAccount(t.database.db, { isStaff: true });
    const code = await codeNow(staff);
    await verifyStepUp(t.app.deps, staff.account, { method: "totp", code });
    await expect(verifyStepUp(t.app.deps, staff.account, { method: "totp", code })).rejects.toMatchObject({
      code: E.SECOND_FACTOR_WRONG,
    });
  });
});
