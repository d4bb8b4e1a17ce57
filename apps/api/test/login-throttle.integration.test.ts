import { E, loginCall, loginVerifyCall, type TFailure } from "@studio/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectOk, expectSignedIn } from "./support/assertions";
import {
  type ApiResponse,
  addTotp,
  api,
  createAccount,
  mailsTo,
  totpCode,
  uniqueEmail,
} from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * The per-account login throttle (docs/decisions/143): failures on one e-mail from any number of
 * addresses make each further try wait longer; a correct password with a second factor still gets in.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WRONG = "Wrong-Password-9";
/** Each call from an address of its own: the per-address limits never answer here. */
const fromAnywhere = (id: string, password: string, extra: Record<string, string> = {}) =>
  api(t.app).call(loginCall, { id, password, ...extra });

const codeOf = (response: ApiResponse<unknown>) => (response.body as TFailure).code;
const secondsOf = (response: ApiResponse<unknown>) => Number((response.body as TFailure).params?.seconds);

function expectHeld(response: ApiResponse<unknown>, seconds?: number) {
  expectError(response, 429, E.ACCOUNT_LOGIN_THROTTLED);
  if (seconds !== undefined) expect(secondsOf(response)).toBe(seconds);
  expect(response.headers["retry-after"]).toBe(String(secondsOf(response)));
}

async function failFiveTimes(id: string) {
  for (let n = 0; n < 5; n++) expectError(await fromAnywhere(id, WRONG), 400, E.WRONG_CREDENTIALS);
}

describe("per-account login throttle", () => {
  it("lets five tries through, then doubles the wait from 1 s, for every address alike", async () => {
    const person = await createAccount(t.database.db);
    await failFiveTimes(person.email);
    expectHeld(await fromAnywhere(person.email, WRONG), 1);
    // Held even with the right password: it is not looked at.
    expectHeld(await fromAnywhere(person.email, person.password), 1);
    t.clock.advance(1_000);
    expectError(await fromAnywhere(person.email, WRONG), 400, E.WRONG_CREDENTIALS);
    expectHeld(await fromAnywhere(` ${person.email.toUpperCase()} `, WRONG), 2);
    t.clock.advance(2_000);
    expectError(await fromAnywhere(person.email, WRONG), 400, E.WRONG_CREDENTIALS);
    expectHeld(await fromAnywhere(person.email, WRONG), 4);
    // Never longer than 15 minutes.
    for (let n = 0; n < 12; n++) {
      t.clock.advance(15 * 60_000);
      expectError(await fromAnywhere(person.email, WRONG), 400, E.WRONG_CREDENTIALS);
    }
    expectHeld(await fromAnywhere(person.email, WRONG), 15 * 60);
    // Once the wait is over the right password signs in, and the count starts again.
    t.clock.advance(15 * 60_000);
    expectSignedIn(await fromAnywhere(person.email, person.password));
    expectError(await fromAnywhere(person.email, WRONG), 400, E.WRONG_CREDENTIALS);
  });

  it("mails the owner once per episode, in the account's language", async () => {
    const person = await createAccount(t.database.db, { language: "ko" });
    await failFiveTimes(person.email);
    for (let n = 0; n < 4; n++) {
      t.clock.advance(60_000);
      expectError(await fromAnywhere(person.email, WRONG), 400, E.WRONG_CREDENTIALS);
    }
    const mails = await mailsTo(t.app, person.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain("잘못된 비밀번호");
  });

  it("refuses the right password after 100 wrong ones from 100 addresses, but not with a second factor", async () => {
    const person = await createAccount(t.database.db);
    await addTotp(t.database.db, person.account.id);
    const answers = [];
    for (let n = 0; n < 100; n++) answers.push(codeOf(await fromAnywhere(person.email, WRONG)));
    expect(answers.filter((code) => code === E.WRONG_CREDENTIALS)).toHaveLength(5);
    expect(answers.filter((code) => code === E.ACCOUNT_LOGIN_THROTTLED)).toHaveLength(95);
    expectHeld(await fromAnywhere(person.email, person.password));
    // A wrong code, or the right code with a wrong password, is the same 10003.
    expectError(
      await fromAnywhere(person.email, person.password, { code: "000000" }),
      400,
      E.WRONG_CREDENTIALS,
    );
    const code = await totpCode(t.database.db, person.account.id, t.clock.now());
    expectError(await fromAnywhere(person.email, WRONG, { code }), 400, E.WRONG_CREDENTIALS);
    t.clock.advance(30_000);
    const fresh = await totpCode(t.database.db, person.account.id, t.clock.now());
    expectSignedIn(await fromAnywhere(person.email, person.password, { code: fresh }));
    // The episode is over: a wrong password is checked again at once.
    expectError(await fromAnywhere(person.email, WRONG), 400, E.WRONG_CREDENTIALS);
    expect(await mailsTo(t.app, person.email)).toHaveLength(1);
  });

  it("lets a remembered device of the account through the wait", async () => {
    const person = await createAccount(t.database.db);
    await addTotp(t.database.db, person.account.id);
    const step = expectOk(await fromAnywhere(person.email, person.password));
    if (!("second_factor" in step)) throw new Error("no second step");
    const code = await totpCode(t.database.db, person.account.id, t.clock.now());
    const { device } = expectOk(
      await api(t.app).call(loginVerifyCall, {
        ticket: step.second_factor.ticket,
        method: "totp",
        code,
        remember: true,
      }),
    );
    await failFiveTimes(person.email);
    expectHeld(await fromAnywhere(person.email, WRONG));
    expectError(await fromAnywhere(person.email, WRONG, { device: device ?? "" }), 400, E.WRONG_CREDENTIALS);
    expectHeld(await fromAnywhere(person.email, person.password, { device: "not-a-device" }));
    expectSignedIn(await fromAnywhere(person.email, person.password, { device: device ?? "" }));
  });

  it("holds an unknown e-mail exactly like a known one (no account enumeration), and mails no one", async () => {
    const nobody = uniqueEmail("nobody");
    const known = await createAccount(t.database.db);
    const answersOf = async (id: string) => {
      const codes = [];
      for (let n = 0; n < 8; n++) {
        const response = await fromAnywhere(id, WRONG);
        codes.push(
          `${response.status} ${codeOf(response)} ${(response.body as TFailure).params?.seconds ?? ""}`,
        );
      }
      return codes;
    };
    expect(await answersOf(nobody)).toEqual(await answersOf(known.email));
    expect(await mailsTo(t.app, nobody)).toHaveLength(0);
  });

  it("checks at most the free tries of 30 parallel wrong logins from 30 addresses", async () => {
    const person = await createAccount(t.database.db);
    const answers = await Promise.all(Array.from({ length: 30 }, () => fromAnywhere(person.email, WRONG)));
    const checked = answers.filter((response) => codeOf(response) === E.WRONG_CREDENTIALS);
    const held = answers.filter((response) => codeOf(response) === E.ACCOUNT_LOGIN_THROTTLED);
    expect(checked.length).toBeLessThanOrEqual(6);
    expect(checked.length + held.length).toBe(30);
    expect(await mailsTo(t.app, person.email)).toHaveLength(1);
  });
});
