import type { TWithdrawalQuote } from "@studio/contract";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Network } from "../../db/rows";
import { ledgerMonths } from "../../db/schema";
import { situationOf } from "./withdrawal-readiness";
import { amountsOf, displayOf, type Viewer } from "./withdrawal-view";

/** The next amount not yet withdrawable: its instant and sum. */
async function nextAvailableOf(db: Db, accountId: number, now: Date) {
  const [row] = await db
    .select({ at: ledgerMonths.availableFrom, sum: sql<string>`sum(${ledgerMonths.amountMicro})::text` })
    .from(ledgerMonths)
    .where(and(eq(ledgerMonths.accountId, accountId), gt(ledgerMonths.availableFrom, now)))
    .groupBy(ledgerMonths.availableFrom)
    .orderBy(asc(ledgerMonths.availableFrom))
    .limit(1);
  return row ? { at: row.at, amount: BigInt(row.sum) } : null;
}

/**
 * What a request would take now (whole cents, and the part of the balance below a cent that stays),
 * and the readiness checklist (docs/design.md §11; docs/decisions/132).
 */
export async function withdrawalQuote(
  db: Db,
  network: Network,
  accountId: number,
  viewer: Viewer,
  now: Date,
): Promise<TWithdrawalQuote> {
  const [situation, next, display] = await Promise.all([
    situationOf(db, network, accountId, now),
    nextAvailableOf(db, accountId, now),
    displayOf(db, network, now, viewer),
  ]);
  return {
    method: situation.method,
    ...amountsOf(situation.total, situation.fee, display),
    available: situation.balance.toString(),
    remainder: situation.remainder.toString(),
    month_revenue: situation.monthRevenue.toString(),
    checklist: situation.checklist,
    ready: situation.checklist.every((item) => item.met),
    payment_info_hold_until: situation.holdUntil?.toISOString() ?? null,
    window_opens_at: situation.windowOpensAt.toISOString(),
    open_day: network.withdrawalOpenDay,
    next_available_at: next?.at.toISOString() ?? null,
    next_available: next?.amount.toString() ?? null,
  };
}
