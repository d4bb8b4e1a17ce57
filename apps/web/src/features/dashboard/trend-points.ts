import { type Currency, convertMicro, formatDate, type Language, type TDailyFigures } from "@studio/contract";
import { microOf } from "./revenue-format";

/** One day of the trend charts. */
export interface TrendPoint {
  /** The day as the person writes dates. */
  day: string;
  /**
   * Micro-units of the shown currency (converted at the day's rate) as a plain number: only a
   * height on the chart, never added up; the amount shown is `revenueDisplay`.
   */
  revenue: number;
  /** The amount to show, as the API formatted it in the asked currency. */
  revenueDisplay: string;
  views: number;
  premiumViews: number;
}

/** A day's revenue in micro-units of the shown currency (micro-USD when the rate is unusable). */
export function displayMicro(revenue: string, currency: Currency, rate: string): bigint {
  const micro = microOf(revenue);
  if (currency === "USD") return micro;
  try {
    return convertMicro(micro, rate);
  } catch {
    return micro;
  }
}

/** The daily series in date order, ready to plot; money stays exact in its display string. */
export function trendPoints(
  daily: readonly TDailyFigures[],
  currency: Currency,
  language: Language,
): TrendPoint[] {
  return [...daily]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((d) => ({
      day: formatDate(d.date, language) || d.date,
      revenue: Number(displayMicro(d.revenue, currency, d.rate)),
      revenueDisplay: d.revenue_display,
      views: d.views,
      premiumViews: d.premium_views,
    }));
}

/** An axis tick (micro-units of the shown currency) back to an integer amount for the formatter. */
export function tickMicro(value: number): bigint {
  return Number.isFinite(value) ? BigInt(Math.round(value)) : 0n;
}
