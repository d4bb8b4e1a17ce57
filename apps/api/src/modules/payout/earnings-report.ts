import type { Currency, Language, ProfitType, TEarningsReport } from "@studio/contract";
import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ledgerMonths } from "../../db/schema";
import { money, periodDisplay } from "../revenue";

/**
 * The earnings report (docs/spec.md §2 `/withdrawal/report`, §3 earnings report rows;
 * docs/decisions/086), read from the ledger's month-and-type read model.
 */

/** The currency and rate the report's amounts are shown in, as of today. */
export async function displayOf(
  db: Db,
  networkId: number,
  now: Date,
  currency: Currency,
  language: Language,
) {
  return periodDisplay(db, networkId, now.toISOString().slice(0, 10), currency, language);
}

export interface Viewer {
  networkId: number;
  accountId: number;
  currency: Currency;
  language: Language;
}

/**
 * The earnings report (docs/spec.md §3): the month-and-type sums of the read model, newest first.
 * The balance and the available balance are those lines' sums (the same read model the check
 * recomputes), so the report is two small reads however long the history.
 */
export async function earningsReport(db: Db, viewer: Viewer, now: Date): Promise<TEarningsReport> {
  const [lines, display] = await Promise.all([
    db
      .select()
      .from(ledgerMonths)
      .where(eq(ledgerMonths.accountId, viewer.accountId))
      .orderBy(desc(ledgerMonths.month), asc(ledgerMonths.type)),
    displayOf(db, viewer.networkId, now, viewer.currency, viewer.language),
  ]);
  let balance = 0n;
  let available = 0n;
  for (const line of lines) {
    balance += line.amountMicro;
    if (line.availableFrom <= now) available += line.amountMicro;
  }
  return {
    lines: lines.map((line) => ({
      month: line.month.slice(0, 7),
      type: line.type as ProfitType,
      amount: line.amountMicro.toString(),
      amount_display: money(line.amountMicro, display),
      available_from: line.availableFrom.toISOString(),
    })),
    balance: balance.toString(),
    balance_display: money(balance, display),
    available: available.toString(),
    available_display: money(available, display),
    currency: display.currency,
    rate: display.rate,
  };
}
