import type { Language } from "../languages";

/**
 * Digit-grouping helpers shared by the formatters. All four interface languages (en, ko, zh-CN,
 * zh-TW) group thousands with "," and use "." as the decimal mark; the tables exist so that a
 * language with other conventions can be added in one place.
 */
export const GROUP_SEPARATORS: Readonly<Record<Language, string>> = {
  en: ",",
  ko: ",",
  "zh-CN": ",",
  "zh-TW": ",",
};

export const DECIMAL_MARKS: Readonly<Record<Language, string>> = {
  en: ".",
  ko: ".",
  "zh-CN": ".",
  "zh-TW": ".",
};

/** Inserts `separator` every three digits from the right of a string of digits: "1234567" -> "1,234,567". */
export function groupDigits(digits: string, separator = ","): string {
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += separator;
    out += digits[i];
  }
  return out;
}

/**
 * Groups the integer digits of a decimal string without separators ("-1234.5" -> "-1,234.5") and
 * swaps in the language's decimal mark.
 */
export function groupDecimalString(decimalString: string, language: Language = "en"): string {
  const sign = decimalString.startsWith("-") ? "-" : "";
  const unsigned = sign ? decimalString.slice(1) : decimalString;
  const dot = unsigned.indexOf(".");
  const integerDigits = dot === -1 ? unsigned : unsigned.slice(0, dot);
  const fractionDigits = dot === -1 ? "" : unsigned.slice(dot + 1);
  const grouped = groupDigits(integerDigits, GROUP_SEPARATORS[language]);
  return fractionDigits
    ? `${sign}${grouped}${DECIMAL_MARKS[language]}${fractionDigits}`
    : `${sign}${grouped}`;
}

/**
 * Writes an integer scaled by 10^decimals as a decimal string with exactly `decimals` places and
 * no separators: (-12345n, 2) -> "-123.45". Zero has no minus sign.
 */
export function scaledToDecimalString(scaled: bigint, decimals: number): string {
  const sign = scaled < 0n ? "-" : "";
  const digits = (scaled < 0n ? -scaled : scaled).toString().padStart(decimals + 1, "0");
  const integerDigits = digits.slice(0, digits.length - decimals);
  const fractionDigits = digits.slice(digits.length - decimals);
  return decimals > 0 ? `${sign}${integerDigits}.${fractionDigits}` : `${sign}${integerDigits}`;
}

/**
 * The shortest decimal that round-trips a finite number, written without an exponent:
 * 1e21 -> "1000000000000000000000", 1.5e-7 -> "0.00000015", -0 -> "0".
 */
export function numberToDecimalString(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Not a finite number: ${n}`);
  const text = String(n);
  const e = text.indexOf("e");
  if (e === -1) return text;
  const sign = text.startsWith("-") ? "-" : "";
  const mantissa = text.slice(sign.length, e);
  const exponent = Number(text.slice(e + 1));
  const dot = mantissa.indexOf(".");
  const digits = mantissa.replace(".", "");
  const point = (dot === -1 ? mantissa.length : dot) + exponent;
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${"0".repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * Rounds a decimal string without separators to `decimals` places, half away from zero, on the
 * decimal digits themselves (so "1.005" -> "1.01", unlike binary floating point), and pads to
 * exactly `decimals` places. A result of zero has no minus sign.
 */
export function roundDecimalString(decimalString: string, decimals: number): string {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(decimalString);
  if (!match) throw new RangeError(`Not a decimal string: "${decimalString}"`);
  const [, sign = "", integerDigits = "", fractionDigits = ""] = match;
  let scaled = BigInt(integerDigits + fractionDigits.padEnd(decimals, "0").slice(0, decimals));
  const next = fractionDigits.charAt(decimals);
  if (next !== "" && next >= "5") scaled += 1n;
  return scaledToDecimalString(sign === "-" ? -scaled : scaled, decimals);
}
