import { type CalendarDate, calendarDateIn, yearDigits } from "../calendar-day";
import type { Language } from "../languages";

export interface FormatDateOptions {
  /**
   * IANA time zone ("Asia/Seoul") in which a Date or a timestamp string is read. By default the
   * runtime's local zone. Plain "YYYY-MM-DD" / "YYYY-MM" strings are calendar dates and are never
   * shifted, whatever the zone.
   */
  timeZone?: string;
}

/**
 * Separator between year, month and day (docs/spec.md §9): yyyy.MM.dd for Korean, yyyy/MM/dd for
 * Chinese. English also uses yyyy/MM/dd: the audience is international, a year-first date is never
 * misread as day-first or month-first (unlike 05/04/2024), and it matches yyyy/MM for months.
 */
export const DATE_SEPARATORS: Readonly<Record<Language, string>> = {
  en: "/",
  ko: ".",
  "zh-CN": "/",
  "zh-TW": "/",
};

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_ONLY = /^(\d{4})-(\d{2})$/;
/** ISO 8601 date-time ("2024-01-01T20:00:00Z", "2024-01-01T20:00:00.000+09:00"); parsed by Date. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?$/;

const pad = (n: number, width: number) => String(n).padStart(width, "0");

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : (MONTH_DAYS[month - 1] ?? 0);
}

function validDate(year: number, month: number, day: number): CalendarDate | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function dateOfInstant(date: Date, timeZone: string | undefined): CalendarDate | null {
  if (Number.isNaN(date.getTime())) return null;
  if (timeZone === undefined) {
    return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
  }
  return calendarDateIn(date, timeZone);
}

/**
 * The calendar date of a value: "YYYY-MM-DD" literally (validated, no time-zone shift), "YYYY-MM"
 * as the first of that month, an ISO 8601 date-time ("2024-01-01T20:00:00Z"; without an offset it
 * is local time, as Date reads it) read in `opts.timeZone` or the local zone, like a Date. Any
 * other string, and an invalid date, gives null.
 */
export function calendarDateOf(date: string | Date, opts: FormatDateOptions = {}): CalendarDate | null {
  if (typeof date === "string") {
    const full = DATE_ONLY.exec(date);
    if (full) return validDate(Number(full[1]), Number(full[2]), Number(full[3]));
    const month = MONTH_ONLY.exec(date);
    if (month) return validDate(Number(month[1]), Number(month[2]), 1);
    const instant = DATE_TIME.exec(date);
    // Date rolls 2024-02-30T... over into March: check the written date first.
    if (!instant || !validDate(Number(instant[1]), Number(instant[2]), Number(instant[3]))) return null;
    return dateOfInstant(new Date(date), opts.timeZone);
  }
  if (!(date instanceof Date)) return null;
  return dateOfInstant(date, opts.timeZone);
}

/**
 * Formats a date as yyyy.MM.dd (ko) or yyyy/MM/dd (en, zh-CN, zh-TW): formatDate("2024-03-05",
 * "ko") === "2024.03.05". An invalid date gives "" (a formatter never throws at a page).
 */
export function formatDate(date: string | Date, language: Language, opts: FormatDateOptions = {}): string {
  const d = calendarDateOf(date, opts);
  if (!d) return "";
  const sep = DATE_SEPARATORS[language];
  return `${yearDigits(d.year)}${sep}${pad(d.month, 2)}${sep}${pad(d.day, 2)}`;
}

/** Formats a month as yyyy/MM in every language: formatMonth("2024-03-05") === "2024/03". "" when invalid. */
export function formatMonth(date: string | Date, opts: FormatDateOptions = {}): string {
  const d = calendarDateOf(date, opts);
  if (!d) return "";
  return `${yearDigits(d.year)}/${pad(d.month, 2)}`;
}

/**
 * A moment as the person's date format plus the reader's local hh:mm: "2026/03/05 14:07" (en),
 * "2026.03.05 14:07" (ko). "" when invalid.
 */
export function formatDateTime(instant: string, language: Language): string {
  const date = formatDate(instant, language);
  const at = new Date(instant);
  if (!date || Number.isNaN(at.getTime())) return "";
  return `${date} ${pad(at.getHours(), 2)}:${pad(at.getMinutes(), 2)}`;
}
