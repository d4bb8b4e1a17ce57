import { type ErrorCode, errorMessage, type Language, type TFailure } from "@studio/contract";
import { expect } from "vitest";
import type { ApiResponse } from "./factories";

/** Asserts a successful envelope (200, success true, empty message) and returns its data. */
export function expectOk<T>(response: ApiResponse<T>): T {
  expect(response.body, response.text).toMatchObject({ success: true, message: "" });
  expect(response.status, response.text).toBe(200);
  if (!response.body.success) throw new Error("unreachable");
  return response.body.data;
}

/** Text that must never reach a client: stack frames, SQL, internal names. */
const LEAKS = [
  /\bat .+:\d+:\d+/,
  /node_modules/,
  /\/src\//,
  /\.ts\b/,
  /\bstack\b/i,
  /\b(select|insert|update|delete)\b.+\b(from|into|set)\b/i,
  /\brelation\b|\bconstraint\b|\bsyntax error\b|duplicate key/i,
  /\b(TypeError|ReferenceError|ZodError|FastifyError|FST_[A-Z_]+|AppError)\b/,
  /password_hash|accounts_network|verification_codes|pgboss/i,
];

/** An error envelope carries success, code, message and maybe params: nothing else, nothing internal. */
export function expectCleanError(response: ApiResponse<unknown>): TFailure {
  expect(response.status, response.text).toBeGreaterThanOrEqual(400);
  expect(response.status, response.text).toBeLessThan(500);
  const body = response.body as TFailure;
  expect(body.success, response.text).toBe(false);
  for (const key of Object.keys(body)) expect(["success", "code", "message", "params"]).toContain(key);
  expect(typeof body.message).toBe("string");
  expect(body.message.length).toBeGreaterThan(0);
  for (const leak of LEAKS) expect(response.text, `leak ${leak}`).not.toMatch(leak);
  return body;
}

/**
 * Asserts a failure: HTTP status, `success: false`, the catalogue code and a clean body. With
 * `language`, also the message in that language (with the answer's own params).
 */
export function expectError(
  response: ApiResponse<unknown>,
  status: number,
  code: ErrorCode,
  language?: Language,
): TFailure {
  expect({ status: response.status, code: (response.body as TFailure).code }, response.text).toEqual({
    status,
    code,
  });
  const body = expectCleanError(response);
  if (language) expect(body.message).toBe(errorMessage(code, language, body.params));
  return body;
}

/** A login that made a session (not a second step, docs/decisions/142): its token. */
export function expectSignedIn(response: ApiResponse<{ token: string } | { second_factor: unknown }>): {
  token: string;
} {
  const data = expectOk(response);
  if (!("token" in data)) throw new Error(`a second step instead of a session: ${response.text}`);
  return data;
}
