import { type CallDefinition, isErrorCode, successOf, type TFailure } from "@studio/contract";
import { buildOpenApiDocument } from "@studio/contract/openapi";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../src/db/schema";
import { createSession } from "../src/modules/auth/sessions";
import { expectCleanError } from "./support/assertions";
import { CONTRACT_CALLS } from "./support/contract-calls";
import { type ApiResponse, api, createAccount } from "./support/factories";
import { headersArbitrary, inputsOf, multipartArbitrary, toQuery } from "./support/fuzz";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Every call of the contract, fed inputs generated from its zod schema mixed with hostile values,
 * with and without a session: no answer is a 5xx, every answer is the envelope, and every failure
 * is a status the OpenAPI document declares for the call with a code it lists at that status
 * (docs/design.md §10, docs/decisions/141). A fixed seed keeps each run the same.
 */
// FUZZ_SEED and FUZZ_RUNS explore further by hand; the suite always runs the same 20 inputs per case.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

const DOCUMENT = buildOpenApiDocument();

/** The failures the OpenAPI document declares for a call: its codes by HTTP status. */
function declaredFailures(call: CallDefinition): Map<number, readonly number[]> {
  const operation = DOCUMENT.paths[`/api/${call.path}`]?.[call.method === "GET" ? "get" : "post"];
  if (!operation) throw new Error(`${call.method} ${call.path} is missing from the OpenAPI document`);
  const declared = new Map<number, readonly number[]>();
  for (const [status, response] of Object.entries(operation.responses)) {
    if (status === "200") continue;
    const codes = response.content["application/json"]?.schema.allOf?.[1]?.properties?.code?.enum;
    declared.set(Number(status), (codes ?? []) as number[]);
  }
  return declared;
}

const CALLS = CONTRACT_CALLS;

type Role = "anonymous" | "creator" | "manager" | "staff" | "suspended";
const DEMO_EMAILS = {
  creator: "creator@studio.test",
  manager: "manager@studio.test",
  staff: "staff@studio.test",
} as const;

const rolesOf = (call: CallDefinition): Role[] => [
  "anonymous",
  "creator",
  call.access === "staff" ? "staff" : "manager",
  // A suspended account's session still exists; every call with a session must refuse it as declared.
  ...(call.access === "public" ? [] : (["suspended"] as const)),
];

const CASES = CALLS.flatMap((call) =>
  rolesOf(call).map((role) => [`${call.method} ${call.path}`, role, call] as const),
);

let t: TestApp;
const accountIds = new Map<Role, number>();
beforeAll(async () => {
  t = await createTestApp();
  for (const [role, email] of Object.entries(DEMO_EMAILS)) {
    const [row] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, email));
    if (!row) throw new Error(`demo account ${email} is not seeded`);
    accountIds.set(role as Role, row.id);
  }
  const suspended = await createAccount(t.database.db, { status: "suspended" });
  accountIds.set("suspended", suspended.account.id);
});
afterAll(() => t.close());

/** A fresh session per case: a call that ends it (logout) cannot spill into the next case. */
async function tokenOf(role: Role): Promise<string | undefined> {
  const id = accountIds.get(role);
  return id === undefined ? undefined : createSession(t.database.db, id, t.clock.now());
}

function seedOf(name: string): number {
  let hash = SEED;
  for (const char of name) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash;
}

function expectAnswerOf(call: CallDefinition, response: ApiResponse<unknown>): void {
  expect(response.status, response.text.slice(0, 500)).toBeLessThan(500);
  // A file call's success (a generated id may be one of the demo creator's own withdrawals) is the
  // file of its declared type; its failures are the envelope, checked below like any call's.
  if (call.answer && response.status === 200) {
    expect(response.headers["content-type"], `${call.path} answered 200`).toBe(call.answer.file);
    return;
  }
  if (response.status === 200 && response.body.success === true) {
    const parsed = successOf(call.output).strict().safeParse(response.body);
    expect(parsed.success, response.text.slice(0, 500)).toBe(true);
    return;
  }
  const body: TFailure = expectCleanError(response);
  if (!isErrorCode(body.code)) throw new Error(`not a catalogue code: ${body.code}`);
  // The status must be one the document declares for this call, and the code one it lists there
  // (code 2 is also 404 on every call, and 409 or 422 where the call declares it).
  const declared = declaredFailures(call);
  const where = `${response.text.slice(0, 300)} from ${call.method} ${call.path}`;
  expect([...declared.keys()], `status ${response.status} is not declared: ${where}`).toContain(
    response.status,
  );
  expect(declared.get(response.status), `code ${body.code} at ${response.status}: ${where}`).toContain(
    body.code,
  );
}

function send(
  call: CallDefinition,
  token: string | undefined,
  input: unknown,
  headers: Record<string, string>,
) {
  const client = api(t.app, { ...(token ? { token } : {}), headers });
  const url = `/api/${call.path}`;
  const inQuery = (call.inputIn ?? (call.method === "GET" ? "query" : "body")) === "query";
  if (inQuery) return client.inject({ method: call.method, url, query: toQuery(input) });
  return client.inject({
    method: call.method,
    url,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(input) ?? "null",
  });
}

function sendMultipart(call: CallDefinition, token: string | undefined, upload: typeof multipartArbitrary) {
  return fc.asyncProperty(upload, async ({ fields, files }) => {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    for (const file of files) form.append(file.field, new Blob([file.text]), file.name);
    const client = api(t.app, token ? { token } : {});
    expectAnswerOf(call, await client.inject({ method: "POST", url: `/api/${call.path}`, payload: form }));
  });
}

describe("every contract call under generated and hostile input", () => {
  it("covers every call of the contract", () => {
    expect(CALLS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CALLS.map((call) => `${call.method} ${call.path}`)).size).toBe(CALLS.length);
  });

  it.each(CASES)("%s as %s", { timeout: 120_000 + RUNS * 2_000 }, async (name, role, call) => {
    const token = await tokenOf(role);
    const seed = seedOf(`${name} ${role}`);
    await fc.assert(
      fc.asyncProperty(inputsOf(call), headersArbitrary, async (input, headers) => {
        expectAnswerOf(call, await send(call, token, input, headers));
      }),
      { seed, numRuns: RUNS, endOnFailure: true },
    );
    if (call.inputIn === "multipart") {
      await fc.assert(sendMultipart(call, token, multipartArbitrary), {
        seed,
        numRuns: RUNS,
        endOnFailure: true,
      });
    }
  });
});
