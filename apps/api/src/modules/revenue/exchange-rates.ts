import type { Currency, Language } from "@studio/contract";
import { and, desc, eq, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exchangeRates } from "../../db/schema";
import type { Display } from "./figures-view";

/** When a network has no rate on or before a day, this one is used (documented in decisions). */
export const FALLBACK_RATES: Record<Currency, string> = { USD: "1", CNY: "7.1" };

/**
 * The network's USD->currency rate for each day of [start, end]: that day's rate, or the newest
 * one before it, or the fallback.
 */
export async function ratesFor(
  db: Db,
  networkId: number,
  currency: Currency,
  days: string[],
): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  if (currency === "USD" || days.length === 0) {
    for (const day of days) result.set(day, "1");
    return result;
  }
  const last = days.at(-1) ?? "";
  const known = await db
    .select({ day: exchangeRates.day, rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.networkId, networkId),
        eq(exchangeRates.currency, currency),
        lte(exchangeRates.day, last),
      ),
    )
    .orderBy(desc(exchangeRates.day))
    .limit(days.length + 400);
  const ascending = known.reverse();
  let index = 0;
  let current = FALLBACK_RATES[currency];
  for (const day of days) {
    while (index < ascending.length && (ascending[index]?.day ?? "") <= day) {
      current = ascending[index]?.rate ?? current;
      index++;
    }
    result.set(day, current);
  }
  return result;
}

/** Amounts of a whole period are shown at the rate of its last day. */
export async function periodDisplay(
  db: Db,
  networkId: number,
  end: string,
  currency: Currency,
  language: Language,
): Promise<Display> {
  const rates = await ratesFor(db, networkId, currency, [end]);
  return { currency, language, rate: rates.get(end) ?? "1" };
}
