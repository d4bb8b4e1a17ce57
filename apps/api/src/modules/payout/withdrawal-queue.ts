import type { Language, TQueuedWithdrawal, WithdrawalStatus } from "@studio/contract";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, withdrawals } from "../../db/schema";
import { monthDay } from "./ledger";
import { queuedView, USD_DISPLAY } from "./withdrawal-view";

/** Staff: the network's requests, newest first, filtered by month, status and method (decision 089). */
export async function withdrawalQueue(
  db: Db,
  networkId: number,
  filter: {
    page: number;
    size: number;
    month?: string | undefined;
    status?: WithdrawalStatus | undefined;
    method?: "bank" | "paypal" | undefined;
  },
  language: Language,
): Promise<{ items: TQueuedWithdrawal[]; total: number }> {
  const where = and(
    eq(withdrawals.networkId, networkId),
    filter.month ? eq(withdrawals.month, monthDay(filter.month)) : undefined,
    filter.status ? eq(withdrawals.status, filter.status) : undefined,
    filter.method ? eq(withdrawals.method, filter.method) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: withdrawals, email: accounts.email, nickname: accounts.nickname })
      .from(withdrawals)
      .innerJoin(accounts, eq(accounts.id, withdrawals.accountId))
      .where(where)
      .orderBy(desc(withdrawals.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  const display = USD_DISPLAY(language);
  return { items: rows.map((r) => queuedView(r.row, r, display)), total: counted?.n ?? 0 };
}
