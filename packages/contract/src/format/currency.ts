import type { Language } from "../languages";
import { absMicro, convertMicro, microToDecimalString } from "../money";
import { groupDecimalString } from "./digits";

/** Currencies an amount can be shown in (KRW and JPY are named by docs/spec.md, not selectable). */
export const FORMAT_CURRENCIES = ["USD", "CNY", "KRW", "JPY"] as const;
export type FormatCurrency = (typeof FORMAT_CURRENCIES)[number];

export const CURRENCY_SYMBOLS: Readonly<Record<FormatCurrency, string>> = {
  USD: "$",
  CNY: "¥",
  KRW: "₩",
  JPY: "¥",
};

/**
 * "¥" alone reads as the yen to a Korean or English reader: the yuan is "CN¥" in every language but
 * Simplified Chinese, as Unicode's CLDR writes it (docs/decisions/109).
 */
export function currencySymbol(currency: FormatCurrency, language: Language = "en"): string {
  if (currency === "CNY" && language !== "zh-CN") return "CN¥";
  return CURRENCY_SYMBOLS[currency];
}

/** Decimal places shown per currency (USD has 4 for small amounts, see USD_SMALL_AMOUNT_MICRO). */
export const CURRENCY_DECIMALS: Readonly<Record<FormatCurrency, number>> = {
  USD: 2,
  CNY: 0,
  KRW: 0,
  JPY: 0,
};

/** A non-zero USD amount whose absolute value is below 0.01 USD is shown with 4 decimals. */
export const USD_SMALL_AMOUNT_MICRO = 10_000n;
export const USD_SMALL_DECIMALS = 4;

export interface FormatCurrencyOptions {
  /** Units of `currency` per 1 USD as a decimal string ("7.1234"); required unless USD, ignored for USD. */
  rate?: string;
  /** Language for digit grouping; every supported language uses "," and "." (default en). */
  language?: Language;
  /** Whether to put the currency symbol before the number (default true). */
  symbol?: boolean;
  /**
   * Fixed decimals instead of the currency's own, for unit prices such as RPM that would read 0 in
   * a currency without decimals (still truncated).
   */
  decimals?: number;
}

/**
 * Formats a micro-USD amount in `currency` (docs/spec.md §9): converts at the explicit `rate` when the
 * currency is not USD (throws a RangeError without one), then shows CNY/KRW/JPY with 0 decimals and
 * USD with 2, or 4 when the amount is not zero and its absolute value is under 0.01 USD. Decimals
 * are truncated toward zero, never rounded; thousands are grouped; a minus sign goes before the
 * symbol ("-$1,234.56") and is dropped when the shown value is zero.
 *
 * formatCurrency(1_999_000n, "USD") === "$1.99"; formatCurrency(9_990n, "USD") === "$0.0099";
 * formatCurrency(usd("1234.99"), "CNY", { rate: "7", language: "zh-CN" }) === "¥8,644"; in any other
 * language "CN¥8,644".
 */
export function formatCurrency(
  micro: bigint,
  currency: FormatCurrency,
  opts: FormatCurrencyOptions = {},
): string {
  let amount = micro;
  let decimals = opts.decimals ?? CURRENCY_DECIMALS[currency];
  if (currency === "USD") {
    if (opts.decimals === undefined && micro !== 0n && absMicro(micro) < USD_SMALL_AMOUNT_MICRO)
      decimals = USD_SMALL_DECIMALS;
  } else {
    if (opts.rate === undefined) throw new RangeError(`An exchange rate is required to format ${currency}`);
    amount = convertMicro(micro, opts.rate);
  }
  const decimalString = microToDecimalString(amount, decimals);
  const negative = decimalString.startsWith("-");
  const unsigned = negative ? decimalString.slice(1) : decimalString;
  const number = groupDecimalString(unsigned, opts.language ?? "en");
  const symbol = opts.symbol === false ? "" : currencySymbol(currency, opts.language);
  return `${negative ? "-" : ""}${symbol}${number}`;
}
