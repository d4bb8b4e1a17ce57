import { FEE_RATE } from "@studio/contract";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, feeRateChanges } from "../../db/schema";

/**
 * A member's fee rates over time (docs/decisions/079 and 080): the rate in force for a month is
 * the newest change among those with the latest month on or before it; months before the first
 * change use the first change's rate. A member without any change (made before the history, or by
 * a path that wrote only the account) keeps the account's `fee_rate_bp` for every month.
 */
export interface FeeRates {
  /** From which month (`YYYY-MM-01`) each rate is in force, oldest first; the first covers all before it. */
  steps: { from: string; bp: number }[];
}

/** The first day of a date's month. */
export const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** The history as steps: one per month with a change, the newest change of that month winning. */
export function feeRatesFrom(
  changes: { effectiveMonth: string; feeRateBp: number; id: number }[],
  accountBp: number,
): FeeRates {
  const byMonth = new Map<string, { bp: number; id: number }>();
  for (const change of changes) {
    const seen = byMonth.get(change.effectiveMonth);
    if (!seen || change.id > seen.id)
      byMonth.set(change.effectiveMonth, { bp: change.feeRateBp, id: change.id });
  }
  const steps = [...byMonth.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([from, { bp }]) => ({ from, bp }));
  if (steps.length === 0) return { steps: [{ from: "0001-01-01", bp: accountBp }] };
  // Before the first month with a change: the rate the member started with (the oldest change), so a
  // change made later in that first month does not re-rate the months before it.
  const oldest = changes.reduce((a, b) =>
    b.effectiveMonth < a.effectiveMonth || (b.effectiveMonth === a.effectiveMonth && b.id < a.id) ? b : a,
  );
  return { steps: [{ from: "0001-01-01", bp: oldest.feeRateBp }, ...steps] };
}

/** The member's whole history (a few rows). */
export async function feeRatesOf(db: Db, memberId: number): Promise<FeeRates> {
  const [changes, account] = await Promise.all([
    db
      .select({
        id: feeRateChanges.id,
        effectiveMonth: feeRateChanges.effectiveMonth,
        feeRateBp: feeRateChanges.feeRateBp,
      })
      .from(feeRateChanges)
      .where(eq(feeRateChanges.memberId, memberId))
      .orderBy(asc(feeRateChanges.effectiveMonth), asc(feeRateChanges.id)),
    db.select({ bp: accounts.feeRateBp }).from(accounts).where(eq(accounts.id, memberId)),
  ]);
  return feeRatesFrom(changes, account[0]?.bp ?? FEE_RATE.minBp);
}

/** The rate in force for the month of this day (any day of it). */
export function rateInForce(rates: FeeRates, day: string): number {
  const month = monthOf(day);
  let bp = rates.steps[0]?.bp ?? FEE_RATE.minBp;
  for (const step of rates.steps) if (step.from <= month) bp = step.bp;
  return bp;
}

/** The rate in force for each of these months (`YYYY-MM` or any day of them), keyed as asked. */
export async function feeRatesByMonth(
  db: Db,
  memberId: number,
  months: string[],
): Promise<Map<string, number>> {
  const rates = await feeRatesOf(db, memberId);
  return new Map(
    months.map((month) => [month, rateInForce(rates, month.length === 7 ? `${month}-01` : month)]),
  );
}

/** The rate in force for the month of this day (`YYYY-MM-DD`), read from the member's history. */
export async function feeRateOn(db: Db, memberId: number, day: string): Promise<number> {
  return rateInForce(await feeRatesOf(db, memberId), day);
}

/** SQL: the rate in force on a date expression (a constant when the rate never changed). */
export function rateOnSql(rates: FeeRates, day: SQL): SQL {
  const [first, ...later] = rates.steps;
  if (!first) return sql`0`;
  if (later.length === 0) return sql`${first.bp}::bigint`;
  // Newest step first: the first step whose month has begun by the day.
  const newestFirst = [...later].reverse();
  return sql`(case ${sql.join(
    newestFirst.map((step) => sql`when ${day} >= ${step.from}::date then ${step.bp}::bigint`),
    sql` `,
  )} else ${first.bp}::bigint end)`;
}

/**
 * SQL: the member's part of an amount expression at the rate in force on `day`: the amount less the
 * manager's fee truncated toward zero (`splitRevenue` in SQL; bigint division truncates the same way).
 */
export function memberPartSql(amount: SQL, rates: FeeRates, day: SQL): SQL {
  if (rates.steps.every((step) => step.bp === FEE_RATE.minBp)) return amount;
  return sql`(${amount} - (${amount}) * ${rateOnSql(rates, day)} / ${FEE_RATE.maxBp}::bigint)`;
}
