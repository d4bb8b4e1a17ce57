/**
 * Money is integer micro-units (bigint): 1 USD = 1_000_000n micro-USD, and a converted amount is
 * in micro-units of its own currency. Never a float (docs/design.md §6). All division truncates toward
 * zero, which is bigint division's own rule.
 */

/** Micro-units per unit of currency. */
export const MICRO = 1_000_000n;

/** Decimal places of a micro-unit amount. */
export const MICRO_DECIMALS = 6;

/** Micro-units per cent: a payout is made in whole cents (docs/decisions/132). */
export const MICRO_PER_CENT = 10_000n;

/** Basis points per whole (10_000 bp = 100%). */
export const BASIS_POINTS_PER_UNIT = 10_000n;

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const UNSIGNED_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * Parses a decimal string ("-12.5", "0.000001", "42") into an integer scaled by 10^scale,
 * exactly. Accepted: an optional "-", digits, then optionally "." and at least one digit. Rejected
 * with a RangeError: empty strings, whitespace, "+", thousands separators, exponents, a bare "."
 * at either end, and more than `scale` decimals (the value would not be exact).
 */
export function parseDecimal(value: string, scale: number): bigint {
  if (!Number.isInteger(scale) || scale < 0 || scale > 30) {
    throw new RangeError(`scale must be an integer from 0 to 30: ${scale}`);
  }
  if (typeof value !== "string") throw new TypeError("Decimal amount must be a string");
  const match = DECIMAL.exec(value);
  if (!match) throw new RangeError(`Not a decimal amount: "${value}"`);
  const [, sign = "", integerDigits = "", fractionDigits = ""] = match;
  if (fractionDigits.length > scale) {
    throw new RangeError(`Too many decimals in "${value}" (at most ${scale})`);
  }
  const scaled = BigInt(integerDigits + fractionDigits.padEnd(scale, "0"));
  return sign === "-" ? -scaled : scaled;
}

/** Parses a USD decimal string ("12.34", "-0.000001") into micro-USD, exactly; throws on bad input. */
export function usd(amount: string): bigint {
  return parseDecimal(amount, MICRO_DECIMALS);
}

/**
 * An amount that cannot be negative (a report's revenue) as micro-USD, or null when it is not one:
 * exactly the strings usd() reads, without a sign ("12.345678", "3"; not " 3", "-1", "1e3").
 */
export function usdToMicro(amount: string): bigint | null {
  if (typeof amount !== "string" || amount.startsWith("-")) return null;
  try {
    return usd(amount);
  } catch {
    return null;
  }
}

/** A micro-unit amount as the API writes it: an integer string (microAmount in calls/fields). */
const MICRO_TEXT = /^-?\d+$/;

/**
 * A micro-unit amount from the API ("-1250000") as a bigint. A string that is not one counts as
 * 0, so one unreadable figure never fails a page.
 */
export function microFromText(text: string): bigint {
  return MICRO_TEXT.test(text) ? BigInt(text) : 0n;
}

/**
 * Writes a micro-unit amount as a decimal string with `decimals` places (0-6), truncating
 * toward zero, never rounding: microToDecimalString(1_999_999n, 2) === "1.99". An amount that
 * truncates to zero has no minus sign ("-0.001" at 2 decimals is "0.00"). No thousands separators.
 */
export function microToDecimalString(micro: bigint, decimals: number): string {
  assertDecimals(decimals, "decimals");
  const abs = micro < 0n ? -micro : micro;
  const integerDigits = (abs / MICRO).toString();
  const fractionDigits = (abs % MICRO).toString().padStart(MICRO_DECIMALS, "0").slice(0, decimals);
  const isZero = integerDigits === "0" && /^0*$/.test(fractionDigits);
  const sign = micro < 0n && !isZero ? "-" : "";
  return fractionDigits ? `${sign}${integerDigits}.${fractionDigits}` : `${sign}${integerDigits}`;
}

/**
 * A micro-unit amount rounded down to whole cents (toward minus infinity, so never more than it):
 * floorToCents(25_005_000n) === 25_000_000n, floorToCents(-1n) === -10_000n.
 */
export function floorToCents(micro: bigint): bigint {
  const rest = micro % MICRO_PER_CENT;
  return rest < 0n ? micro - rest - MICRO_PER_CENT : micro - rest;
}

/** Whether a micro-unit amount is a whole number of cents. */
export function isWholeCents(micro: bigint): boolean {
  return micro % MICRO_PER_CENT === 0n;
}

/**
 * Writes a micro-unit amount exactly: two decimals, and more only when it has a part below a cent
 * (trailing zeros dropped). microToExactDecimalString(23_830_000n) === "23.83",
 * microToExactDecimalString(23_829_765n) === "23.829765". Money that is paid (an invoice, a payout
 * file) is written with it, so a figure is never shown shorter than it is.
 */
export function microToExactDecimalString(micro: bigint): string {
  const text = microToDecimalString(micro, MICRO_DECIMALS);
  return text.replace(/(\.\d\d\d*?)0+$/, "$1");
}

/**
 * Multiplies a micro-unit amount by a non-negative decimal factor given as a string ("0.3",
 * "7.1234"), exactly, truncating the result toward zero. Any number of decimals is allowed in the
 * factor. Throws a RangeError when the factor is not an unsigned decimal string.
 */
export function multiplyByDecimal(micro: bigint, factor: string): bigint {
  if (typeof factor !== "string") throw new TypeError("Factor must be a decimal string");
  const match = UNSIGNED_DECIMAL.exec(factor);
  if (!match) throw new RangeError(`Not an unsigned decimal factor: "${factor}"`);
  const [, integerDigits = "", fractionDigits = ""] = match;
  const numerator = BigInt(integerDigits + fractionDigits);
  const denominator = 10n ** BigInt(fractionDigits.length);
  return (micro * numerator) / denominator;
}

/**
 * Converts micro-USD into micro-units of another currency at an explicit rate, given as a decimal
 * string of units of that currency per 1 USD ("7.1234" for CNY). Exact bigint arithmetic; the
 * result is truncated toward zero. Throws a RangeError for a malformed or zero rate.
 */
export function convertMicro(micro: bigint, rate: string): bigint {
  if (typeof rate !== "string" || !UNSIGNED_DECIMAL.test(rate) || /^[0.]*$/.test(rate)) {
    throw new RangeError(`Not a positive decimal exchange rate: "${String(rate)}"`);
  }
  return multiplyByDecimal(micro, rate);
}

/**
 * The share of `micro` given in basis points (470 = 4.7%), truncated toward zero:
 * applyBasisPoints(100_000_000n, 470) === 4_700_000n. Throws for a non-integer rate.
 */
export function applyBasisPoints(micro: bigint, basisPoints: number | bigint): bigint {
  if (typeof basisPoints === "number" && !Number.isSafeInteger(basisPoints)) {
    throw new RangeError(`Basis points must be an integer: ${basisPoints}`);
  }
  return (micro * BigInt(basisPoints)) / BASIS_POINTS_PER_UNIT;
}

/** Parses a percentage string with up to 2 decimals ("4.7", "12.35") into basis points (470). */
export function percentToBasisPoints(percent: string): number {
  return Number(parseDecimal(percent, 2));
}

/** Absolute value of a bigint amount. */
export function absMicro(micro: bigint): bigint {
  return micro < 0n ? -micro : micro;
}

function assertDecimals(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 0 || value > MICRO_DECIMALS) {
    throw new RangeError(`${name} must be an integer from 0 to ${MICRO_DECIMALS}: ${value}`);
  }
}
