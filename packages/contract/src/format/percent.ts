import {
  groupDecimalString,
  numberToDecimalString,
  roundDecimalString,
  scaledToDecimalString,
} from "./digits";

/** Decimal places of a formatted percentage. */
export const PERCENT_DECIMALS = 2;

/**
 * Formats a value that is already in percent (12.345 means 12.345%) with 2 decimals, rounded half
 * away from zero on its decimal digits: 12.345 -> "12.35%", -0.001 -> "0.00%", 1234.5 ->
 * "1,234.50%". NaN and infinities give "0.00%".
 */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return "0.00%";
  return `${groupDecimalString(roundDecimalString(numberToDecimalString(value), PERCENT_DECIMALS))}%`;
}

/**
 * Formats numerator / denominator as a percentage with 2 decimals, rounded half away from zero
 * (1 of 8 -> "12.50%"). A zero, NaN or infinite denominator (or a non-finite numerator) gives
 * "0.00%". Integer inputs (bigint or safe integers) are divided exactly with bigint arithmetic.
 */
export function formatRatePercent(numerator: bigint | number, denominator: bigint | number): string {
  if (typeof numerator === "number" && !Number.isFinite(numerator)) return "0.00%";
  if (typeof denominator === "number" && !Number.isFinite(denominator)) return "0.00%";
  if (denominator === 0 || denominator === 0n) return "0.00%";
  if (isIntegral(numerator) && isIntegral(denominator)) {
    const num = BigInt(numerator) * 100n * 10n ** BigInt(PERCENT_DECIMALS);
    const den = BigInt(denominator);
    let quotient = num / den;
    const remainder = num % den;
    const abs = (x: bigint) => (x < 0n ? -x : x);
    if (2n * abs(remainder) >= abs(den)) quotient += num < 0n !== den < 0n ? -1n : 1n;
    return `${groupDecimalString(scaledToDecimalString(quotient, PERCENT_DECIMALS))}%`;
  }
  return formatPercent((Number(numerator) / Number(denominator)) * 100);
}

function isIntegral(value: bigint | number): boolean {
  return typeof value === "bigint" || Number.isSafeInteger(value);
}
