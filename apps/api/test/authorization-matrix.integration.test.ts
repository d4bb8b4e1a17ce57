import type { CallDefinition, TFailure } from "@studio/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectCleanError } from "./support/assertions";
import { CASE_INPUTS, type CaseInput, callerOf, caseDataOf } from "./support/authorization-cases";
import {
  ACCESS_REFUSALS,
  AUTHORIZATION_TABLE,
  expectedOutcome,
  PRINCIPALS,
  type Principal,
} from "./support/authorization-table";
import { CONTRACT_CALLS, callKey } from "./support/contract-calls";
import { type ApiResponse, api } from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * The authorization matrix (docs/spec.md §6, docs/design.md §4): every call of the contract made by
 * every principal, each with a fresh account and data of its own, answers exactly as
 * support/authorization-table.ts says: through for the allowed set, the principal's exact refusal
 * (status and catalogue code) for everyone else.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CASES = CONTRACT_CALLS.flatMap((call) =>
  PRINCIPALS.map((principal) => [callKey(call), principal, call] as const),
);

/** Every case calls the "studio" site; the other network's account holds a session of "wave". */
const SITE = "studio.test";

async function send(call: CallDefinition, token: string | undefined, input: CaseInput): Promise<ApiResponse> {
  const client = api(t.app, { domain: SITE, ...(token ? { token } : {}) });
  const url = `/api/${call.path}`;
  if ("form" in input) return client.inject({ method: "POST", url, payload: input.form });
  if ("query" in input) return client.inject({ method: call.method, url, query: input.query });
  return client.inject({
    method: call.method,
    url,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(input.body),
  });
}

function isRefusal(response: ApiResponse): boolean {
  const { body } = response;
  return (
    body.success === false &&
    ACCESS_REFUSALS.some(({ status, code }) => status === response.status && code === body.code)
  );
}

/**
 * Let through: not refused, and not stopped by validation either (the input must reach the
 * operation): a failure is one the call declares for itself, or a row hidden from the caller (404).
 */
function expectLetThrough(call: CallDefinition, response: ApiResponse): void {
  const shown = `${response.status} ${response.text.slice(0, 300)}`;
  // A file call's success is the file of its declared type, not the envelope.
  if (call.answer && response.status === 200) {
    expect(response.headers["content-type"], shown).toBe(call.answer.file);
    return;
  }
  expect(isRefusal(response), shown).toBe(false);
  if (response.body.success) {
    expect(response.status, shown).toBe(200);
    return;
  }
  const body: TFailure = expectCleanError(response);
  const hidden = response.status === 404 && body.code === 2;
  expect(hidden || call.errors.includes(body.code), shown).toBe(true);
}

describe("authorization matrix", () => {
  it("has one row for every call of the contract, and no row for a call it does not have", () => {
    const calls = CONTRACT_CALLS.map(callKey).sort();
    expect(calls.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(AUTHORIZATION_TABLE).sort()).toEqual(calls);
    expect(Object.keys(CASE_INPUTS).sort()).toEqual(calls);
  });

  it("lets every call through to someone, and the refusals it names are refusals", () => {
    for (const [key, row] of Object.entries(AUTHORIZATION_TABLE)) {
      expect(row.allowed.length, key).toBeGreaterThan(0);
      expect(new Set(row.allowed).size, key).toBe(row.allowed.length);
      for (const principal of Object.keys(row.refusals ?? {}) as Principal[]) {
        expect(row.allowed, `${key} both allows and refuses ${principal}`).not.toContain(principal);
      }
    }
  });

  it.each(CASES)("%s as %s", async (key, principal, call) => {
    const row = AUTHORIZATION_TABLE[key];
    const inputOf = CASE_INPUTS[key];
    if (!row || !inputOf) throw new Error(`${key} has no row in the authorization table`);
    const caller = await callerOf(t, principal);
    const response = await send(call, caller.token, await inputOf(caseDataOf(t, caller)));
    const expected = expectedOutcome(row, principal);
    if (expected === "allowed") {
      expectLetThrough(call, response);
      return;
    }
    const body = expectCleanError(response);
    expect({ status: response.status, code: body.code }, response.text.slice(0, 300)).toEqual(expected);
  });
});
