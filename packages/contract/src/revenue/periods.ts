/**
 * Dashboard periods (PERIODS in constants) (docs/spec.md §9: latest, this month, last month, 6 months, plus a custom range).
 * Days are calendar dates (YYYY-MM-DD) in the creator's time zone (creatorTimeZone in
 * ../calendar-day); every period ends at most at the newest complete day of data (dashboardMaxDate).
 */
import { calendarDayIn } from "../calendar-day";
import type { Period } from "../constants";

/** "latest" is the last 28 days up to the newest complete day, as platform analytics show it. */
export const LATEST_DAYS = 28;
/** Estimated figures for a day appear this many days after it (docs/spec.md §9: 2 days, 48 hours). */
export const ESTIMATE_DELAY_DAYS = 2;
/** The longest custom range a dashboard answers, in days. */
export const MAX_RANGE_DAYS = 366;

export interface DateRange {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** Days from start to end, both included. */
export function daysBetween(range: DateRange): number {
  return Math.round((toUtc(range.end) - toUtc(range.start)) / DAY_MS) + 1;
}

export function firstOfMonth(day: string, monthsBack = 0): string {
  const [year = 0, month = 1] = day.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1 - monthsBack, 1));
  return fromUtc(date.getTime());
}

export function lastOfMonth(day: string): string {
  const [year = 0, month = 1] = day.split("-").map(Number);
  return fromUtc(Date.UTC(year, month, 0));
}

/** Every day of a range, in order. */
export function eachDay(range: DateRange): string[] {
  const days: string[] = [];
  for (let day = range.start; day <= range.end; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The newest day whose estimates are complete: today (in the time zone) minus the estimate delay,
 * and never after the newest day actually imported.
 */
export function dashboardMaxDate(now: Date, timeZone: string, newestImported: string | null): string | null {
  if (!newestImported) return null;
  const complete = addDays(calendarDayIn(now, timeZone), -ESTIMATE_DELAY_DAYS);
  return newestImported < complete ? newestImported : complete;
}

/**
 * The days of a preset period, anchored at the newest complete day. "This month" and "last month"
 * are calendar months of that day; "6 months" is that month and the five before it.
 */
export function periodRange(period: Exclude<Period, "custom">, maxDate: string): DateRange {
  switch (period) {
    case "latest":
      return { start: addDays(maxDate, -(LATEST_DAYS - 1)), end: maxDate };
    case "this_month":
      return { start: firstOfMonth(maxDate), end: maxDate };
    case "last_month": {
      const start = firstOfMonth(maxDate, 1);
      return { start, end: lastOfMonth(start) };
    }
    case "six_months":
      return { start: firstOfMonth(maxDate, 5), end: maxDate };
  }
}

/** The range of the same length just before, for "compared with the previous period". */
export function previousRange(range: DateRange): DateRange {
  const length = daysBetween(range);
  return { start: addDays(range.start, -length), end: addDays(range.start, -1) };
}
