import { addDays, daysBetween, firstOfMonth, lastOfMonth } from "@studio/contract";

export interface MonthForecast {
  month: string;
  soFar: bigint;
  expected: bigint;
  low: bigint;
  high: bigint;
}

/** How many recent days set the pace and the range. */
export const FORECAST_WINDOW_DAYS = 14;

/**
 * The month of `maxDate`: revenue so far plus the remaining days at the recent daily pace; the
 * range uses the slowest and fastest weeks of the window. `dailyRevenue` holds the days up to
 * `maxDate` (missing days count as 0).
 */
export function forecastMonth(maxDate: string, dailyRevenue: Map<string, bigint>): MonthForecast {
  const month = firstOfMonth(maxDate);
  let soFar = 0n;
  for (let day = month; day <= maxDate; day = addDays(day, 1)) soFar += dailyRevenue.get(day) ?? 0n;
  const window: bigint[] = [];
  for (let back = FORECAST_WINDOW_DAYS - 1; back >= 0; back--)
    window.push(dailyRevenue.get(addDays(maxDate, -back)) ?? 0n);
  const weekSums = [0, 7].map((start) => window.slice(start, start + 7).reduce((a, b) => a + b, 0n));
  const pace = window.reduce((a, b) => a + b, 0n) / BigInt(window.length);
  const slowest = weekSums.reduce((a, b) => (b < a ? b : a)) / 7n;
  const fastest = weekSums.reduce((a, b) => (b > a ? b : a)) / 7n;
  const remaining = BigInt(daysBetween({ start: maxDate, end: lastOfMonth(maxDate) }) - 1);
  return {
    month: month.slice(0, 7),
    soFar,
    expected: soFar + pace * remaining,
    low: soFar + slowest * remaining,
    high: soFar + fastest * remaining,
  };
}
