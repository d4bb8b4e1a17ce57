import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Serialises, per network, what decides a month's split: confirming revenue (which freezes a month's
 * holders and fee rates at its first confirmation), fee-rate changes and channel reassignments
 * (docs/decisions/131); and a payout batch's settlement, the other bulk writer of many balances, so
 * the two never deadlock. Held until the caller's transaction ends; the check that a month is
 * confirmed is made after taking it, so a change racing a confirmation sees it.
 */
export async function lockConfirmations(tx: Db, networkId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('confirmed-import'), ${networkId}::int)`);
}
