import type { TWithdrawal } from "@studio/contract";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Network } from "../../db/rows";
import { withdrawals } from "../../db/schema";
import { displayOf, type Viewer, withdrawalView } from "./withdrawal-view";

/** The account's requests, newest first (docs/spec.md §2 `/withdrawal/list`). */
export async function listWithdrawals(
  db: Db,
  network: Network,
  accountId: number,
  viewer: Viewer,
  page: { page: number; size: number },
  now: Date,
): Promise<{ items: TWithdrawal[]; total: number }> {
  const mine = and(eq(withdrawals.networkId, network.id), eq(withdrawals.accountId, accountId));
  const [rows, [counted], display] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(mine)
      .orderBy(desc(withdrawals.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(withdrawals).where(mine),
    displayOf(db, network, now, viewer),
  ]);
  return { items: rows.map((row) => withdrawalView(row, display)), total: counted?.n ?? 0 };
}
