import type { FastifyRequest } from "fastify";

/** What a 503 for an unreachable database tells the client to wait, in seconds (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 5;

/** Node's codes of a connection that could not be made or was cut. */
const CONNECTION_ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/**
 * PostgreSQL's SQLSTATEs of a server that is not there for us right now: class 08 (connection
 * exception), 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting or
 * in recovery), 53300 too many connections.
 */
const UNAVAILABLE_SQLSTATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What node-postgres, its pool and PGlite say when the connection is gone or cannot be had. */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection error and is not queryable/i,
  /not queryable/i,
  /cannot use a pool after calling end/i,
  /pglite is closed/i,
];

/**
 * Why `error` means the database (or another service the node depends on) cannot be reached right
 * now, or undefined when it is any other failure. Drizzle wraps a failed query in an error of its
 * own whose message holds the whole SQL, so the causes are looked at too; the reason is the first
 * line of the cause that says so, with its code ("ECONNREFUSED connect ECONNREFUSED 10.0.0.5:5432"),
 * short enough for one log line (docs/decisions/138).
 */
export function unavailableReason(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 20) {
    const current = queue.shift();
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    const code = (current as NodeJS.ErrnoException).code;
    const message = firstLine(current.message);
    if (typeof code === "string" && (CONNECTION_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.test(code))) {
      return message.includes(code) ? message : `${code} ${message}`.trim();
    }
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return message;
    if (current.cause !== undefined) queue.push(current.cause);
    // A connection to a name with several addresses fails with each of them.
    if (current instanceof AggregateError) queue.push(...current.errors);
  }
  return undefined;
}

function firstLine(text: string): string {
  return (text.split("\n")[0] ?? "").slice(0, 200);
}

const notes = new WeakMap<FastifyRequest, string>();

/**
 * Keeps why a request was answered 503 for the access log, which writes it into the request's
 * one line: an outage costs one line per request, without a stack (lib/access-log.ts).
 */
export function noteUnavailable(request: FastifyRequest, reason: string): void {
  notes.set(request, reason);
}

/** The reason `noteUnavailable` kept for this request, if any. */
export function unavailableNote(request: FastifyRequest): string | undefined {
  return notes.get(request);
}
