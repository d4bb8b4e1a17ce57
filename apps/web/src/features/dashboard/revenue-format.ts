import {
  type Currency,
  formatCurrency,
  formatDate,
  formatNumber,
  formatRatePercent,
  type Language,
  microFromText,
} from "@studio/contract";
import { useMemo } from "react";
import { useSettings } from "../../stores/settings";

/** A micro-amount string from the API as a bigint, 0 when unreadable: the contract's one reading. */
export const microOf = microFromText;

/**
 * A micro-USD amount the API gave without a display string, shown in the person's currency at the
 * `rate` the same answer used (bigint arithmetic, truncated, docs/spec.md §9). Without a usable rate it
 * falls back to US dollars rather than failing the page.
 */
export function formatMicroIn(
  micro: string | bigint,
  currency: Currency,
  rate: string,
  language: Language,
): string {
  const amount = typeof micro === "bigint" ? micro : microOf(micro);
  try {
    return formatCurrency(amount, currency, { rate, language });
  } catch {
    return formatCurrency(amount, "USD", { language });
  }
}

/** The same with an explicit sign for a change: "+$1.20", "-$0.40", "$0.00". */
export function formatSignedMicro(
  micro: bigint,
  currency: Currency,
  rate: string,
  language: Language,
): string {
  const text = formatMicroIn(micro, currency, rate, language);
  return micro > 0n && !text.startsWith("-") && !/^\D*0(\.0+)?$/.test(text) ? `+${text}` : text;
}

/** A display string the API formatted, with a "+" when it is a gain. */
export function signedDisplay(display: string): string {
  if (display.startsWith("-") || display.startsWith("+")) return display;
  return /[1-9]/.test(display) ? `+${display}` : display;
}

/** A percent string from the API ("12.34") as shown: "12.34%". */
export function percentText(value: string): string {
  return `${value}%`;
}

/** How much `change` is of `previous`, as "+12.50%" / "-3.00%"; null without a previous amount. */
export function changePercent(change: bigint, previous: bigint): string | null {
  if (previous <= 0n) return null;
  const text = formatRatePercent(change, previous);
  return change > 0n ? `+${text}` : text;
}

/** "2024/03/01 – 2024/03/28" in the person's date format. */
export function formatRange(range: { start: string; end: string }, language: Language): string {
  return `${formatDate(range.start, language)} – ${formatDate(range.end, language)}`;
}

/** The dashboards' formatters in the person's language and currency. */
export function useRevenueFormat() {
  const language = useSettings((s) => s.language);
  const currency = useSettings((s) => s.currency);
  return useMemo(
    () => ({
      language,
      currency,
      count: (value: number) => formatNumber(value, language),
      date: (value: string) => formatDate(value, language),
      range: (range: { start: string; end: string }) => formatRange(range, language),
      money: (micro: string | bigint, rate: string) => formatMicroIn(micro, currency, rate, language),
      signedMoney: (micro: bigint, rate: string) => formatSignedMicro(micro, currency, rate, language),
    }),
    [language, currency],
  );
}
