import { DEBIT_MANUAL_TYPES, E, type ManualProfitType, type TLedgerEntry, usd } from "@studio/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, ledgerEntries } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { journalRows, monthDay } from "./ledger";
import { entryView } from "./ledger-entry-view";

/** Staff: a manual row (bonus, cpv_bonus, policy violation, extra settlement event) with its reason. */
export async function postManualEntry(
  db: Db,
  staff: { networkId: number; accountId: number },
  input: { account_id: number; type: ManualProfitType; month: string; amount_usd: string; reason: string },
  now: Date,
): Promise<TLedgerEntry> {
  const [target] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, input.account_id), eq(accounts.networkId, staff.networkId)));
  if (!target) throw new AppError(E.ACCOUNT_NOT_FOUND);
  const amount = usd(input.amount_usd);
  if (amount <= 0n) throw new AppError(E.FIELDS_REQUIRED);
  const journal = `manual:${crypto.randomUUID()}`;
  const signed = DEBIT_MANUAL_TYPES.includes(input.type) ? -amount : amount;
  const [row] = await db
    .insert(ledgerEntries)
    .values(
      journalRows(
        {
          networkId: staff.networkId,
          journal,
          type: input.type,
          month: monthDay(input.month),
          reason: input.reason,
          createdBy: staff.accountId,
          createdAt: now,
          availableFrom: now,
        },
        [
          { book: "creator", accountId: target.id, amountMicro: signed, reference: journal },
          { book: "adjustments", amountMicro: -signed, reference: `${journal}:adjustments` },
        ],
      ),
    )
    .returning();
  if (!row) throw new Error("manual row not written");
  return entryView(row);
}
