import {
  methodAllows,
  OPEN_WITHDRAWAL_STATUSES,
  type ReadinessCondition,
  WITHDRAWAL,
  type WithdrawalAmounts,
  withdrawalAmounts,
} from "@studio/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Network } from "../../db/rows";
import { ledgerEntries, withdrawals } from "../../db/schema";
import { availableBalanceOf, availableFromOf, monthDay } from "./ledger";
import { localDate } from "./local-date";
import { coolingOffHoursOf, findCurrentPaymentInfo } from "./queries";
import type { WithdrawalRow } from "./withdrawal-view";

/**
 * The withdrawal readiness checklist (docs/design.md §11; docs/decisions/088, 132, 144): payment info,
 * no recent change of it (the network's cooling-off), the window, the balance, the method for the
 * amount and no open request, with the figures a request would take (whole cents, withdrawalAmounts
 * of the contract). The quote shows it; a request reads it again inside its transaction, under the
 * account's lock.
 */

/**
 * Until when the current entry holds withdrawals: a change (an entry that replaced another) holds
 * them for the network's cooling-off from the moment it was saved; a first registration holds
 * nothing (docs/decisions/144). Null when nothing holds them at `now`.
 */
export function paymentInfoHoldUntil(
  info: { replacesId: number | null; createdAt: Date } | undefined,
  coolingOffHours: number,
  now: Date,
): Date | null {
  if (!info || info.replacesId === null || coolingOffHours <= 0) return null;
  const until = new Date(info.createdAt.getTime() + coolingOffHours * 3_600_000);
  return now < until ? until : null;
}

const monthText = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}`;

/** This month and the previous one (`YYYY-MM`) in the network's time zone. */
function monthsOf(now: Date, timeZone: string) {
  const { year, month, day } = localDate(now, timeZone);
  const previous = month === 1 ? monthText(year - 1, 12) : monthText(year, month - 1);
  return { current: monthText(year, month), previous, day };
}

/**
 * The month revenue kept with a request (it no longer decides the fee, docs/decisions/132): the
 * confirmed music_profit credited to the account for the month whose revenue became withdrawable on
 * this month's open day (the previous month).
 */
async function monthRevenueOf(db: Db, accountId: number, month: string): Promise<bigint> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amountMicro})` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        eq(ledgerEntries.type, "music_profit"),
        eq(ledgerEntries.month, monthDay(month)),
      ),
    );
  return BigInt(row?.sum ?? 0);
}

async function pendingOf(db: Db, accountId: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    // Open: pending, or processing in a payout batch (docs/decisions/133).
    .where(
      and(eq(withdrawals.accountId, accountId), inArray(withdrawals.status, [...OPEN_WITHDRAWAL_STATUSES])),
    );
  return row;
}

/** What a request would take now and whether it may. */
export interface Situation extends WithdrawalAmounts {
  method: "bank" | "paypal" | null;
  paymentInfoId: number | null;
  /**
   * The whole available balance. A request takes `total`, this rounded down to whole cents, with
   * `fee` and `net`; `remainder` (under a cent) stays in the balance.
   */
  balance: bigint;
  monthRevenue: bigint;
  month: string;
  checklist: { condition: ReadinessCondition; met: boolean }[];
  windowOpensAt: Date;
  /** Until when a recent change of payment info holds withdrawals (null: no hold). */
  holdUntil: Date | null;
}

/** Everything a request depends on, read with `db` (inside the request's transaction, under its lock). */
export async function situationOf(
  db: Db,
  network: Network,
  accountId: number,
  now: Date,
): Promise<Situation> {
  const months = monthsOf(now, network.timeZone);
  // One after the other: inside a transaction they share one connection.
  const info = await findCurrentPaymentInfo(db, network.id, accountId);
  const available = await availableBalanceOf(db, accountId, now);
  const monthRevenue = await monthRevenueOf(db, accountId, months.previous);
  const pending = await pendingOf(db, accountId);
  const windowOpen = months.day >= network.withdrawalOpenDay;
  const method = info?.method ?? null;
  const amounts = withdrawalAmounts(available, method);
  const holdUntil = paymentInfoHoldUntil(info, await coolingOffHoursOf(db, network.id), now);
  return {
    method,
    paymentInfoId: info?.id ?? null,
    balance: available,
    ...amounts,
    monthRevenue,
    month: months.current,
    checklist: [
      { condition: "payment_info", met: info !== undefined },
      { condition: "cooling_off", met: holdUntil === null },
      { condition: "window", met: windowOpen },
      { condition: "balance", met: amounts.total > WITHDRAWAL.minBalanceMicro },
      { condition: "method_allowed", met: method !== null && methodAllows(method, amounts.total) },
      { condition: "no_open_request", met: pending === undefined },
    ],
    // Closed means before this month's open day, which is the previous month's revenue's open day.
    windowOpensAt: windowOpen ? now : await availableFromOf(db, network, months.previous),
    holdUntil,
  };
}
