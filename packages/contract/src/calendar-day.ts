/**
 * Which calendar day a moment falls on (docs/design.md §11: days are counted in the creator's time
 * zone). The one rule for every "today", "once a day" and "the last N days" in Studio: the day is
 * read in the account's own time zone when it has one, otherwise in its network's.
 */

/** A calendar date; month and day count from 1. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Where an account's days are counted: its own time zone when set, else its network's. */
export function creatorTimeZone(
  account: { readonly timeZone: string | null },
  network: { readonly timeZone: string },
): string {
  return account.timeZone ?? network.timeZone;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
function dateFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      era: "short",
      year: "numeric",
      month: "numeric",
      day: "numeric",
    });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The calendar date of `moment` in the IANA `timeZone`. Throws a RangeError for an unknown zone or
 * an invalid Date.
 */
export function calendarDateIn(moment: Date, timeZone: string): CalendarDate {
  if (Number.isNaN(moment.getTime())) throw new RangeError("A calendar date needs a valid Date");
  const parts = dateFormatIn(timeZone).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const yearOfEra = Number(part("year"));
  // Years before 1 AD come as "1 BC", "2 BC"...: astronomical year 0, -1...
  const year = part("era") === "BC" ? 1 - yearOfEra : yearOfEra;
  return { year, month: Number(part("month")), day: Number(part("day")) };
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** A year with at least four digits, and a minus sign before year 0: 0033, -0100. */
export function yearDigits(year: number): string {
  return year < 0 ? `-${pad(-year, 4)}` : pad(year, 4);
}

/**
 * The calendar day (YYYY-MM-DD) of `moment` in the IANA `timeZone`:
 * calendarDayIn(new Date("2026-11-30T15:00:00Z"), "Asia/Seoul") === "2026-12-01".
 */
export function calendarDayIn(moment: Date, timeZone: string): string {
  const { year, month, day } = calendarDateIn(moment, timeZone);
  return `${yearDigits(year)}-${pad(month, 2)}-${pad(day, 2)}`;
}
