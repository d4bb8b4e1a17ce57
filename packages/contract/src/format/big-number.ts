import type { Language } from "../languages";
import { GROUP_SEPARATORS, groupDigits } from "./digits";

interface BigNumberUnit {
  readonly value: bigint;
  readonly suffix: string;
}

/**
 * Compact units per language, largest first (docs/spec.md §9). Korean and Chinese count in myriads and
 * switch at 1,000 / 10,000 / 100,000,000; English switches at a thousand ("k"), a million ("M",
 * the usual short-scale abbreviation, as in "1.2M views") and a billion ("B").
 */
export const BIG_NUMBER_UNITS: Readonly<Record<Language, readonly BigNumberUnit[]>> = {
  en: [
    { value: 1_000_000_000n, suffix: "B" },
    { value: 1_000_000n, suffix: "M" },
    { value: 1_000n, suffix: "k" },
  ],
  ko: [
    { value: 100_000_000n, suffix: "억" },
    { value: 10_000n, suffix: "만" },
    { value: 1_000n, suffix: "천" },
  ],
  "zh-CN": [
    { value: 100_000_000n, suffix: "亿" },
    { value: 10_000n, suffix: "万" },
    { value: 1_000n, suffix: "千" },
  ],
  "zh-TW": [
    { value: 100_000_000n, suffix: "億" },
    { value: 10_000n, suffix: "萬" },
    { value: 1_000n, suffix: "千" },
  ],
};

/**
 * Compact count such as views: below 1,000 the plain integer, otherwise the largest unit the
 * absolute value reaches with one decimal, TRUNCATED toward zero (a count is never shown as more
 * than it is: 9,999 -> "9.9k", not "10.0k") and a trailing ".0" dropped (10,000 ko -> "1만").
 * Negatives keep their sign. Non-integers are truncated to integers first; NaN and infinities
 * give "0". Past the largest unit the number keeps growing: 1e12 en -> "1,000B" (English groups
 * the leading digits by thousands), ko -> "10000억" (myriad languages do not).
 */
export function formatBigNumber(n: number | bigint, language: Language): string {
  if (typeof n === "number" && !Number.isFinite(n)) return "0";
  const value = typeof n === "bigint" ? n : BigInt(Math.trunc(n));
  const sign = value < 0n ? "-" : "";
  const abs = value < 0n ? -value : value;
  const unit = BIG_NUMBER_UNITS[language].find((u) => abs >= u.value);
  if (!unit) return `${sign}${abs}`;
  const tenths = (abs * 10n) / unit.value;
  const unitCount = (tenths / 10n).toString();
  const tenthDigit = tenths % 10n;
  const leading = language === "en" ? groupDigits(unitCount, GROUP_SEPARATORS[language]) : unitCount;
  return `${sign}${leading}${tenthDigit === 0n ? "" : `.${tenthDigit}`}${unit.suffix}`;
}
