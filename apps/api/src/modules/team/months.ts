import { calendarDayIn, E } from "@studio/contract";
import type { Network } from "../../db/rows";
import { AppError } from "../../lib/app-error";

/** This month in the network's calendar, `YYYY-MM`. */
export function currentMonth(network: Network, now: Date): string {
  return calendarDayIn(now, network.timeZone).slice(0, 7);
}

/** The first day of a `YYYY-MM` month, as a date. */
export const monthStart = (month: string): string => `${month}-01`;

/** The first day of the month after a `YYYY-MM` month. */
export function nextMonthStart(month: string): string {
  const [year = 0, m = 1] = month.split("-").map(Number);
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, "0")}-01`;
}

/** The month before a `YYYY-MM` month. */
export function previousMonth(month: string): string {
  const [year = 0, m = 1] = month.split("-").map(Number);
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, "0")}`;
}

/** A rate may start this month or later (10029 for an earlier one). */
export function assertNotPast(month: string, network: Network, now: Date): void {
  if (month < currentMonth(network, now)) throw new AppError(E.FEE_RATE_MONTH_CLOSED);
}
