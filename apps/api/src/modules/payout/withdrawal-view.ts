import {
  type Currency,
  calendarDayIn,
  E,
  isOverdue,
  type Language,
  OPEN_WITHDRAWAL_STATUSES,
  type TQueuedWithdrawal,
  type TWithdrawal,
  withdrawalDueDate,
} from "@studio/contract";
import type { Db } from "../../db/client";
import type { Network } from "../../db/rows";
import type { withdrawals } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { type Display, money, periodDisplay } from "../revenue";

/**
 * A withdrawal request as the calls answer it (docs/spec.md §3 withdrawal: date, total, net, fee,
 * currency, status; docs/decisions/088, 089): to its account in the asked currency, to staff in USD
 * with whose request it is.
 */

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export interface Viewer {
  currency: Currency;
  language: Language;
}

/** The currency and rate the account's amounts are shown in, as of today. */
export async function displayOf(db: Db, network: Network, now: Date, viewer: Viewer): Promise<Display> {
  return periodDisplay(db, network.id, now.toISOString().slice(0, 10), viewer.currency, viewer.language);
}

export function amountsOf(total: bigint, fee: bigint, display: Display) {
  const net = total - fee;
  return {
    total: total.toString(),
    total_display: money(total, display),
    fee: fee.toString(),
    fee_display: money(fee, display),
    net: net.toString(),
    net_display: money(net, display),
    currency: display.currency,
    rate: display.rate,
  };
}

export function withdrawalView(row: WithdrawalRow, display: Display): TWithdrawal {
  return {
    id: row.id,
    status: row.status,
    method: row.method,
    month: row.month.slice(0, 7),
    ...amountsOf(row.totalMicro, row.feeMicro, display),
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    payout_reference: row.payoutReference,
    reason: row.reason,
    due_date: withdrawalDueDate(row.month),
  };
}

/** Today in the network's time zone (YYYY-MM-DD): what due dates are compared with. */
export const networkToday = (network: Pick<Network, "timeZone">, now: Date): string =>
  calendarDayIn(now, network.timeZone);

const isOpen = (status: WithdrawalRow["status"]) =>
  (OPEN_WITHDRAWAL_STATUSES as readonly string[]).includes(status);

/** Staff see amounts in USD, the currency requests are made in. */
export const USD_DISPLAY = (language: Language): Display => ({ currency: "USD", rate: "1", language });

/** A request as staff see it; `today` is the network's (networkToday), for whether it is overdue. */
export function queuedView(
  row: WithdrawalRow,
  who: { email: string; nickname: string },
  display: Display,
  today: string,
): TQueuedWithdrawal {
  return {
    ...withdrawalView(row, display),
    account_id: row.accountId,
    email: who.email,
    nickname: who.nickname,
    batch_id: row.batchId,
    overdue: isOpen(row.status) && isOverdue(row.month, today),
  };
}

/** The request moved since the caller read it: already pending, already decided, another balance (2, 409). */
export const conflict = () => new AppError(E.INVALID_ACCESS, undefined, 409);
