import type { Currency, Language } from "@studio/contract";
import { and, asc, between, desc, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exchangeRates } from "../../db/schema";
import type { Display } from "./figures-view";

/** When a network has no rate on or before a day, this one is used (documented in decisions). */
export const FALLBACK_RATES: Record<Currency, string> = { USD: "1", CNY: "7.1" };

/**
 * The network's USD->currency rate for each of `days` (ascending): that day's rate, or the newest
 * one before it, or the fallback.
 */
export async function ratesFor(
  db: Db,
  networkId: number,
  currency: Currency,
  days: string[],
): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  const first = days[0];
  const last = days.at(-1);
  if (currency === "USD" || !first || !last) {
    for (const day of days) result.set(day, "1");
    return result;
  }
  const ofNetwork = and(eq(exchangeRates.networkId, networkId), eq(exchangeRates.currency, currency));
  const [before, within] = await Promise.all([
    db
      .select({ day: exchangeRates.day, rate: exchangeRates.rate })
      .from(exchangeRates)
      .where(and(ofNetwork, lt(exchangeRates.day, first)))
      .orderBy(desc(exchangeRates.day))
      .limit(1),
    db
      .select({ day: exchangeRates.day, rate: exchangeRates.rate })
      .from(exchangeRates)
      .where(and(ofNetwork, between(exchangeRates.day, first, last)))
      .orderBy(asc(exchangeRates.day)),
  ]);
  const known = new Map(within.map((r) => [r.day, r.rate]));
  let current = before[0]?.rate ?? FALLBACK_RATES[currency];
  for (const day of days) {
    current = known.get(day) ?? current;
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
