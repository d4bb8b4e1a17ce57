import { E, HEADERS } from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error";

const NUL = "\u0000";

/** The request headers the API reads; the others never reach the database. */
const READ_HEADERS = Object.values(HEADERS);

/**
 * Whether a NUL character is anywhere in a value: a string, an object's keys and values, arrays,
 * at any depth. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (item.includes(NUL)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === "object") {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes(NUL)) return true;
        pending.push(element);
      }
    }
  }
  return false;
}

/** Refuses a value holding a NUL character with code 7 (docs/decisions/039). */
export function assertNoNul(value: unknown): void {
  if (containsNul(value)) throw new AppError(E.INVALID_CHARACTERS);
}

/**
 * PostgreSQL cannot store NUL in text, so a NUL that reached a query answered 500. Every request is
 * checked before any handler (and before the network is resolved from its header): the headers the
 * API reads, the query string and path parameters when it arrives, the parsed body before
 * validation. Multipart fields and file names are checked as register-call reads them.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    assertNoNul(READ_HEADERS.map((name) => request.headers[name]));
    assertNoNul(request.query);
    assertNoNul(request.params);
  });
  app.addHook("preValidation", async (request) => {
    assertNoNul(request.body);
  });
}
