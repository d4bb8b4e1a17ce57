import {
  type Language,
  OPEN_WITHDRAWAL_STATUSES,
  type TQueuedWithdrawal,
  type WithdrawalStatus,
} from "@studio/contract";
import { and, asc, count, desc, eq, inArray, lte, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Network } from "../../db/rows";
import { accounts, withdrawals } from "../../db/schema";
import { monthDay } from "./ledger";
import { networkToday, queuedView, USD_DISPLAY } from "./withdrawal-view";

/**
 * Staff: the network's requests, newest first, filtered by month, status, method and payout batch
 * (decisions 089, 133).
 */
export function withdrawalQueue(
  db: Db,
  network: Network,
  filter: {
    page: number;
    size: number;
    month?: string | undefined;
    status?: WithdrawalStatus | undefined;
    method?: "bank" | "paypal" | undefined;
    batch_id?: number | undefined;
  },
  language: Language,
  now: Date,
): Promise<{ items: TQueuedWithdrawal[]; total: number }> {
  const where = and(
    eq(withdrawals.networkId, network.id),
    filter.month ? eq(withdrawals.month, monthDay(filter.month)) : undefined,
    filter.status ? eq(withdrawals.status, filter.status) : undefined,
    filter.method ? eq(withdrawals.method, filter.method) : undefined,
    filter.batch_id ? eq(withdrawals.batchId, filter.batch_id) : undefined,
  );
  return queuePage(db, network, where, [desc(withdrawals.id)], filter, language, now);
}

/**
 * The first month whose requests are not yet due on `today` is the month before today's: a request
 * of month M is due on the last day of M+1, so it is overdue from the 1st of M+2 on. Answers the
 * latest month (a 1st) whose open requests are overdue.
 */
function lastOverdueMonth(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const m = new Date(Date.UTC(year, month - 2, 1));
  return m.toISOString().slice(0, 10);
}

/**
 * Staff: the open requests (pending, or processing in a batch) past their due date, oldest due
 * first (docs/decisions/133).
 */
export function overdueQueue(
  db: Db,
  network: Network,
  page: { page: number; size: number },
  language: Language,
  now: Date,
): Promise<{ items: TQueuedWithdrawal[]; total: number }> {
  const where = and(
    eq(withdrawals.networkId, network.id),
    inArray(withdrawals.status, [...OPEN_WITHDRAWAL_STATUSES]),
    lte(withdrawals.month, lastOverdueMonth(networkToday(network, now))),
  );
  return queuePage(db, network, where, [asc(withdrawals.month), asc(withdrawals.id)], page, language, now);
}

async function queuePage(
  db: Db,
  network: Network,
  where: SQL | undefined,
  order: SQL[],
  page: { page: number; size: number },
  language: Language,
  now: Date,
): Promise<{ items: TQueuedWithdrawal[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: withdrawals, email: accounts.email, nickname: accounts.nickname })
      .from(withdrawals)
      .innerJoin(accounts, eq(accounts.id, withdrawals.accountId))
      .where(where)
      .orderBy(...order)
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  const display = USD_DISPLAY(language);
  const today = networkToday(network, now);
  return { items: rows.map((r) => queuedView(r.row, r, display, today)), total: counted?.n ?? 0 };
}
