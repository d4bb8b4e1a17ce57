import {
  CONFIRMED_MONTHS_SHOWN,
  type Currency,
  calendarDayIn,
  firstOfMonth,
  formatRatePercent,
  type Language,
  lastOfMonth,
  type TConfirmedMonth,
} from "@studio/contract";
import { and, between, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Account, Network } from "../../db/rows";
import { confirmedMonths, ledgerMonths } from "../../db/schema";
import { ratesFor } from "./exchange-rates";
import { type Display, money, type Sums } from "./figures-view";
import { dailySums } from "./queries";
import type { RevenueScope } from "./scope";

/**
 * Estimated against confirmed revenue by month (the dashboard's "confirmed and estimated" card):
 * the running month of the network's time zone and the five before it. The estimate is the
 * dashboard's figure of the month for the asker (its daily sums, a member's share after the fee);
 * the confirmed amount comes from the read models the confirmations write (docs/decisions/131):
 * for a member the music profit of their ledger months, for an owner the final amounts of the
 * channel-months confirmed for them. Two statements for the money, whatever the history's length.
 */

export interface ConfirmedMonthsQuery {
  account: Account;
  network: Network;
  now: Date;
  /** The dashboards' newest complete day (null before any data): the running month ends there. */
  maxDate: string | null;
  currency: Currency;
  language: Language;
}

/** The first day of each month shown, oldest first: the running month of `timeZone` is the last. */
export function monthsShown(
  now: Date,
  timeZone: string,
): { months: string[]; first: string; running: string } {
  const today = calendarDayIn(now, timeZone);
  const months = Array.from({ length: CONFIRMED_MONTHS_SHOWN }, (_, i) =>
    firstOfMonth(today, CONFIRMED_MONTHS_SHOWN - 1 - i),
  );
  return { months, first: firstOfMonth(today, CONFIRMED_MONTHS_SHOWN - 1), running: firstOfMonth(today) };
}

/** The day a month's figures end on, as the dashboard's period of it: its last, or the newest complete day. */
function monthEnd(month: string, maxDate: string | null): string {
  const last = lastOfMonth(month);
  return maxDate !== null && maxDate >= month && maxDate < last ? maxDate : last;
}

/** Confirmed micro-USD by month (a 1st); a month nothing of which is confirmed is absent. */
async function confirmedByMonth(
  db: Db,
  account: Account,
  from: string,
  to: string,
): Promise<Map<string, bigint>> {
  const rows =
    account.managerId !== null
      ? // A member: their music profit lines of the month, after the fee (the ledger's month read model).
        await db
          .select({
            month: ledgerMonths.month,
            amount: sql`sum(${ledgerMonths.amountMicro})`.mapWith(BigInt),
          })
          .from(ledgerMonths)
          .where(
            and(
              eq(ledgerMonths.accountId, account.id),
              eq(ledgerMonths.type, "music_profit"),
              between(ledgerMonths.month, from, to),
            ),
          )
          .groupBy(ledgerMonths.month)
      : // An owner: the final amounts of the months of the channels it owned when they were frozen.
        await db
          .select({
            month: confirmedMonths.month,
            amount: sql`sum(${confirmedMonths.finalMicro})`.mapWith(BigInt),
          })
          .from(confirmedMonths)
          .where(
            and(
              eq(confirmedMonths.ownerId, account.id),
              eq(confirmedMonths.networkId, account.networkId),
              between(confirmedMonths.month, from, to),
            ),
          )
          .groupBy(confirmedMonths.month);
  return new Map(rows.map((row) => [row.month, row.amount]));
}

/** The difference against the estimate, percent with two decimals and a sign; null without an estimate. */
export function differencePercent(difference: bigint, estimated: bigint): string | null {
  if (estimated <= 0n) return null;
  const text = formatRatePercent(difference, estimated).replace("%", "");
  return difference > 0n && text !== "0.00" ? `+${text}` : text;
}

/** The months shown, oldest first, each with its estimate, what is confirmed of it and where it stands. */
export async function confirmedVsEstimated(
  db: Db,
  scope: RevenueScope,
  query: ConfirmedMonthsQuery,
): Promise<TConfirmedMonth[]> {
  const { months, first, running } = monthsShown(query.now, query.network.timeZone);
  const ends = months.map((month) => monthEnd(month, query.maxDate));
  // The dashboard's days of the months, up to its newest complete day.
  const lastDay = lastOfMonth(running);
  const estimateEnd = query.maxDate !== null && query.maxDate < lastDay ? query.maxDate : lastDay;
  const sums =
    query.maxDate !== null && estimateEnd >= first
      ? await dailySums(db, scope, { start: first, end: estimateEnd })
      : new Map<string, Sums>();
  // The running month is an estimate only: confirmations are read up to the month before it.
  const confirmed = await confirmedByMonth(db, query.account, first, firstOfMonth(running, 1));
  const rates = await ratesFor(db, scope.networkId, query.currency, ends);
  const estimated = new Map<string, bigint>();
  for (const [day, value] of sums) {
    const month = firstOfMonth(day);
    estimated.set(month, (estimated.get(month) ?? 0n) + value.revenue);
  }
  return months.map((month, i) => {
    const end = ends[i] ?? lastOfMonth(month);
    const display: Display = {
      currency: query.currency,
      language: query.language,
      rate: rates.get(end) ?? "1",
    };
    const estimate = estimated.get(month) ?? 0n;
    const final = month === running ? undefined : confirmed.get(month);
    const difference = final === undefined ? null : final - estimate;
    return {
      month: month.slice(0, 7),
      status: month === running ? "in_progress" : final === undefined ? "awaiting_confirmation" : "confirmed",
      estimated: estimate.toString(),
      estimated_display: money(estimate, display),
      confirmed: final === undefined ? null : final.toString(),
      confirmed_display: final === undefined ? null : money(final, display),
      difference: difference === null ? null : difference.toString(),
      difference_display: difference === null ? null : signedMoney(difference, display),
      difference_percent: difference === null ? null : differencePercent(difference, estimate),
      rate: display.rate,
    };
  });
}

/** An amount with its sign: "+$1.20", "-$0.40", and "$0.00" when it shows as zero. */
function signedMoney(micro: bigint, display: Display): string {
  const text = money(micro, display);
  return micro > 0n && /[1-9]/.test(text) ? `+${text}` : text;
}
