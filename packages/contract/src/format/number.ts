import type { Language } from "../languages";
import { groupDecimalString, numberToDecimalString, roundDecimalString } from "./digits";

export interface FormatNumberOptions {
  /** Round to exactly this many decimals, half away from zero; by default the number is shown as is. */
  decimals?: number;
}

/**
 * Formats a number with thousands separators: 1234567 -> "1,234,567", 1234.5 -> "1,234.5",
 * with { decimals: 2 } 1234.5 -> "1,234.50". Bigints are exact. NaN and infinities give "0"; a
 * value that shows as zero has no minus sign. Not for money: use formatCurrency.
 */
export function formatNumber(n: number | bigint, language: Language, opts: FormatNumberOptions = {}): string {
  const decimals = opts.decimals;
  if (decimals !== undefined && (!Number.isInteger(decimals) || decimals < 0 || decimals > 20)) {
    throw new RangeError(`decimals must be an integer from 0 to 20: ${decimals}`);
  }
  let decimalString =
    typeof n === "bigint" ? n.toString() : Number.isFinite(n) ? numberToDecimalString(n) : "0";
  if (decimals !== undefined) decimalString = roundDecimalString(decimalString, decimals);
  return groupDecimalString(decimalString, language);
}
