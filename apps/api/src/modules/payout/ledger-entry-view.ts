import type { ProfitType, TLedgerEntry } from "@studio/contract";
import type { LedgerRow } from "./ledger";

/** A creator's ledger line as staff see it (docs/decisions/086); the network's books have no account. */
export const entryView = (row: LedgerRow): TLedgerEntry => ({
  id: row.id,
  account_id: accountOf(row),
  type: row.type as ProfitType,
  month: row.month.slice(0, 7),
  amount: row.amountMicro.toString(),
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
  available_from: row.availableFrom.toISOString(),
});

function accountOf(row: LedgerRow): number {
  if (row.accountId === null)
    throw new Error(`ledger line ${row.id} is on the ${row.book} book, not an account`);
  return row.accountId;
}
