import type { ProfitType, TLedgerEntry } from "@studio/contract";
import type { LedgerRow } from "./ledger";

/** A ledger row as staff see it (docs/decisions/086). */
export const entryView = (row: LedgerRow): TLedgerEntry => ({
  id: row.id,
  account_id: row.accountId,
  type: row.type as ProfitType,
  month: row.month.slice(0, 7),
  amount: row.amountMicro.toString(),
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
  available_from: row.availableFrom.toISOString(),
});
