import { E, type TLedgerEntry } from "@studio/contract";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, ledgerEntries } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { balanceOf } from "./ledger";
import { entryView } from "./ledger-entry-view";

/** Staff: an account of their network's rows, newest first (at most 500), and its balance. */
export async function listEntries(
  db: Db,
  networkId: number,
  accountId: number,
): Promise<{ entries: TLedgerEntry[]; balance: string }> {
  const [target] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.networkId, networkId)));
  if (!target) throw new AppError(E.ACCOUNT_NOT_FOUND);
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(desc(ledgerEntries.id))
    .limit(500);
  return { entries: rows.map(entryView), balance: (await balanceOf(db, accountId)).toString() };
}
