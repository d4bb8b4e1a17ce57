import type { accounts, networks } from "./schema";

/** A network row; lib/ (request context, call registration) needs its shape without the site module. */
export type Network = typeof networks.$inferSelect;

/** An account row; lib/ needs its shape for the session without the auth module. */
export type Account = typeof accounts.$inferSelect;

/** Rows of a raw query, whichever driver ran it. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
