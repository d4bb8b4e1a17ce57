import {
  addDays,
  type Currency,
  convertMicro,
  type DateRange,
  eachDay,
  type Language,
  previousRange,
  type TDashboard,
} from "@studio/contract";
import type { Db } from "../../db/client";
import { ratesFor } from "./exchange-rates";
import {
  addSums,
  type Display,
  money,
  type Sums,
  toDailyFigures,
  toFigures,
  ZERO_SUMS,
} from "./figures-view";
import { FORECAST_WINDOW_DAYS, forecastMonth } from "./forecast";
import { dailySums } from "./queries";
import type { RevenueScope } from "./scope";
import { revenueEffects } from "./why-change";

export interface DashboardQuery {
  range: DateRange;
  currency: Currency;
  language: Language;
  /** The newest complete day; the forecast is made only when the range ends on it. */
  maxDate: string | null;
}

const total = (days: string[], sums: Map<string, Sums>) =>
  days.reduce((acc, day) => addSums(acc, sums.get(day) ?? ZERO_SUMS), ZERO_SUMS);

/**
 * Totals, daily trend, the change against the previous period and the month's forecast. Each day
 * is shown at its own exchange rate; period amounts at the rate of the period's last day.
 */
export async function buildDashboard(
  db: Db,
  scope: RevenueScope,
  query: DashboardQuery,
): Promise<TDashboard> {
  const previous = previousRange(query.range);
  // The forecast reads the month so far and the last FORECAST_WINDOW_DAYS: both fit in 31 days.
  const forecastFrom = query.maxDate ? addDays(query.maxDate, -31) : query.range.start;
  const span = {
    start: [previous.start, forecastFrom].sort()[0] ?? previous.start,
    end: query.range.end,
  };
  const sums = await dailySums(db, scope, span);
  const days = eachDay(query.range);
  const previousDays = eachDay(previous);
  const rates = await ratesFor(db, scope.networkId, query.currency, [...previousDays, ...days]);
  const displayOn = (day: string): Display => ({
    currency: query.currency,
    language: query.language,
    rate: rates.get(day) ?? "1",
  });
  const display = displayOn(query.range.end);
  const previousDisplay = displayOn(previous.end);
  const totals = total(days, sums);
  const before = total(previousDays, sums);
  const effects = revenueEffects(before, totals);
  const rateEffect =
    query.currency === "USD"
      ? 0n
      : convertMicro(totals.revenue, display.rate) - convertMicro(totals.revenue, previousDisplay.rate);
  return {
    start: query.range.start,
    end: query.range.end,
    currency: query.currency,
    totals: toFigures(totals, display),
    daily: days.map((day) => toDailyFigures(day, sums.get(day) ?? ZERO_SUMS, displayOn(day))),
    why: {
      previous: toFigures(before, previousDisplay),
      change: effects.change.toString(),
      views_effect: effects.viewsEffect.toString(),
      rpm_effect: effects.rpmEffect.toString(),
      premium_effect: effects.premiumEffect.toString(),
      // Already in the asked currency: shown at rate 1.
      rate_effect_display: money(rateEffect, { ...display, rate: "1" }),
    },
    forecast: forecastOf(query, sums, display),
  };
}

function forecastOf(
  query: DashboardQuery,
  sums: Map<string, Sums>,
  display: Display,
): TDashboard["forecast"] {
  if (!query.maxDate || query.range.end !== query.maxDate) return null;
  const revenueByDay = new Map<string, bigint>();
  for (const [day, value] of sums) revenueByDay.set(day, value.revenue);
  if (revenueByDay.size < FORECAST_WINDOW_DAYS / 2) return null;
  const forecast = forecastMonth(query.maxDate, revenueByDay);
  return {
    month: forecast.month,
    so_far: forecast.soFar.toString(),
    expected: forecast.expected.toString(),
    low: forecast.low.toString(),
    high: forecast.high.toString(),
    expected_display: money(forecast.expected, display),
    low_display: money(forecast.low, display),
    high_display: money(forecast.high, display),
  };
}
