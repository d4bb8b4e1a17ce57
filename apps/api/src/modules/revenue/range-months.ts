import { addDays, type DateRange, daysBetween } from "@studio/contract";
import { monthOf } from "./fee-rates";

/**
 * How a date range is read from the video months (docs/decisions/080): the months wholly inside
 * it from `video_monthly_stats`, and each month it covers in part either from the facts of its days
 * in the range, or from its video month less the facts of its days outside the range, whichever
 * reads fewer days (a month's days after the newest import cost nothing to take off).
 */
export interface RangePieces {
  /** First days of the first and last months wholly inside the range; null: none. */
  wholeMonths: { from: string; to: string } | null;
  partMonths: PartMonth[];
}

export interface PartMonth {
  /** Its first day. */
  month: string;
  /** True: read its video month and take `days` off; false: add up `days`. */
  fromMonth: boolean;
  /** Day ranges of facts to add (fromMonth false) or to take off (fromMonth true). */
  days: DateRange[];
}

/** The last day of the month of a day. */
export const monthEnd = (day: string): string => {
  const [year, month] = day.split("-").map(Number) as [number, number];
  // Day 0 of the next month is the last of this one (setUTCFullYear keeps years below 100 as given).
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return `${day.slice(0, 7)}-${String(date.getUTCDate()).padStart(2, "0")}`;
};

function partOf(range: DateRange, month: string): PartMonth {
  const end = monthEnd(month);
  const inside = daysBetween(range);
  const outside = daysBetween({ start: month, end }) - inside;
  if (inside <= outside) return { month, fromMonth: false, days: [range] };
  const days: DateRange[] = [];
  if (range.start > month) days.push({ start: month, end: addDays(range.start, -1) });
  if (range.end < end) days.push({ start: addDays(range.end, 1), end });
  return { month, fromMonth: true, days };
}

export function rangePieces(range: DateRange): RangePieces {
  const firstMonth = monthOf(range.start);
  const lastMonth = monthOf(range.end);
  const startsWhole = range.start === firstMonth;
  const endsWhole = range.end === monthEnd(range.end);
  if (firstMonth === lastMonth) {
    return startsWhole && endsWhole
      ? { wholeMonths: { from: firstMonth, to: firstMonth }, partMonths: [] }
      : { wholeMonths: null, partMonths: [partOf(range, firstMonth)] };
  }
  const partMonths: PartMonth[] = [];
  if (!startsWhole) partMonths.push(partOf({ start: range.start, end: monthEnd(range.start) }, firstMonth));
  if (!endsWhole) partMonths.push(partOf({ start: lastMonth, end: range.end }, lastMonth));
  const from = startsWhole ? firstMonth : addDays(monthEnd(range.start), 1);
  const to = endsWhole ? lastMonth : monthOf(addDays(lastMonth, -1));
  return { wholeMonths: from <= to ? { from, to } : null, partMonths };
}
