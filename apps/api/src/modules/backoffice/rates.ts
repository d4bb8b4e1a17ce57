import { addDays, daysBetween, E, RATE_SPAN_MAX_DAYS } from "@studio/contract";
import { and, asc, between, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exchangeRates } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { StaffAuditNote } from "../../lib/staff-audit";

/**
 * The daily USD->CNY rates staff keep (docs/decisions/125). A rate is for display: amounts are
 * stored and confirmed in USD, so a corrected rate changes what CNY screens show, nothing else.
 */
const CURRENCY = "CNY";

/** Every day of the span with its stored rate, or null where none is stored (a gap). */
export async function listRates(db: Db, networkId: number, from: string, to: string) {
  if (to < from || daysBetween({ start: from, end: to }) > RATE_SPAN_MAX_DAYS)
    throw new AppError(E.FIELDS_REQUIRED);
  const rows = await db
    .select({ day: exchangeRates.day, rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.networkId, networkId),
        eq(exchangeRates.currency, CURRENCY),
        between(exchangeRates.day, from, to),
      ),
    )
    .orderBy(asc(exchangeRates.day));
  const stored = new Map(rows.map((row) => [row.day, row.rate]));
  const days: { day: string; rate: string | null }[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push({ day, rate: stored.get(day) ?? null });
  return { currency: CURRENCY as "CNY", days };
}

/** A rate as stored: no trailing zeros, so "7.10" and "7.1" are the same rate. */
const canonicalRate = (rate: string) => (rate.includes(".") ? rate.replace(/\.?0+$/, "") : rate);

/** Sets a day's rate, with its audit row, in one transaction; the same rate again changes nothing. */
export async function setRate(db: Db, networkId: number, day: string, rate: string, audit: StaffAuditNote) {
  const value = canonicalRate(rate);
  await db.transaction(async (tx) => {
    const key = and(
      eq(exchangeRates.networkId, networkId),
      eq(exchangeRates.currency, CURRENCY),
      eq(exchangeRates.day, day),
    );
    // One change of a day at a time, its first included (a row lock has no row to hold yet): each
    // audit row's "before" is the rate the previous change left.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate:${networkId}:${day}`}))`);
    const [before] = await tx.select({ rate: exchangeRates.rate }).from(exchangeRates).where(key);
    if (before?.rate === value) return;
    await tx
      .insert(exchangeRates)
      .values({ networkId, currency: CURRENCY, day, rate: value })
      .onConflictDoUpdate({
        target: [exchangeRates.networkId, exchangeRates.currency, exchangeRates.day],
        set: { rate: value },
      });
    await audit.record(tx, {
      target: `rate:${CURRENCY}:${day}`,
      before: before ? { rate: before.rate } : null,
      after: { rate: value },
    });
  });
  return { day, rate: value };
}
