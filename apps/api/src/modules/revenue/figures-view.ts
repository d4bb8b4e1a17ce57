import {
  type Currency,
  formatCurrency,
  type Language,
  percentOf,
  rpmMicro,
  type TDailyFigures,
  type TFigures,
} from "@studio/contract";

/** What every revenue table sums. */
export interface Sums {
  views: number;
  premiumViews: number;
  revenue: bigint;
  premiumRevenue: bigint;
  watchSeconds: number;
}

export const ZERO_SUMS: Sums = {
  views: 0,
  premiumViews: 0,
  revenue: 0n,
  premiumRevenue: 0n,
  watchSeconds: 0,
};

export function addSums(a: Sums, b: Sums): Sums {
  return {
    views: a.views + b.views,
    premiumViews: a.premiumViews + b.premiumViews,
    revenue: a.revenue + b.revenue,
    premiumRevenue: a.premiumRevenue + b.premiumRevenue,
    watchSeconds: a.watchSeconds + b.watchSeconds,
  };
}

/** How amounts are shown: the asked currency, the rate used and the language of the digits. */
export interface Display {
  currency: Currency;
  rate: string;
  language: Language;
}

export function money(micro: bigint, display: Display): string {
  return formatCurrency(micro, display.currency, {
    language: display.language,
    ...(display.currency === "USD" ? {} : { rate: display.rate }),
  });
}

/** A price per 1,000 views: two decimals even in a currency shown without them (¥0.59, not ¥0). */
export function price(micro: bigint, display: Display): string {
  return formatCurrency(micro, display.currency, {
    language: display.language,
    ...(display.currency === "USD" ? {} : { rate: display.rate, decimals: 2 }),
  });
}

export function toFigures(sums: Sums, display: Display): TFigures {
  const rpm = rpmMicro(sums.revenue, sums.views);
  return {
    views: sums.views,
    premium_views: sums.premiumViews,
    premium_rate: percentOf(sums.premiumViews, sums.views),
    revenue: sums.revenue.toString(),
    revenue_display: money(sums.revenue, display),
    rate: display.rate,
    rpm: rpm.toString(),
    rpm_display: price(rpm, display),
  };
}

export function toDailyFigures(day: string, sums: Sums, display: Display): TDailyFigures {
  return { date: day, ...toFigures(sums, display) };
}
