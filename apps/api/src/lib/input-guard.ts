import { E, HEADERS } from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error";

/**
 * The characters PostgreSQL cannot store in text: NUL, and half a UTF-16 surrogate pair with no
 * other half (valid JSON, `"\ud800"`, but no character UTF-8 can carry). Either one that reached a
 * query answered 500, and once after the handler's own writes, when it reached the audit row.
 */
const NUL = "\u0000";
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

/** The request headers the API reads; the others never reach the database. */
const READ_HEADERS = Object.values(HEADERS);

/**
 * Whether a character PostgreSQL cannot store is anywhere in a value: a string, an object's keys
 * and values, arrays, at any depth. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function containsUnstorable(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (unstorable(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === "object") {
      for (const [key, element] of Object.entries(item)) {
        if (unstorable(key)) return true;
        pending.push(element);
      }
    }
  }
  return false;
}

/** Refuses a value holding a character PostgreSQL cannot store with code 7 (docs/decisions/039, 139). */
export function assertStorable(value: unknown): void {
  if (containsUnstorable(value)) throw new AppError(E.INVALID_CHARACTERS);
}

/**
 * Every request is checked before any handler (and before the network is resolved from its
 * header): the headers the API reads, the query string and path parameters when it arrives, the
 * parsed body before validation. Multipart fields and file names are checked as register-call
 * reads them (uploads.ts).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    assertStorable(READ_HEADERS.map((name) => request.headers[name]));
    assertStorable(request.query);
    assertStorable(request.params);
  });
  app.addHook("preValidation", async (request) => {
    assertStorable(request.body);
  });
}
