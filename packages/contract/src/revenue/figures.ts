import { MICRO } from "../money";

/**
 * The music's share of a Short's revenue when it uses one licensed track: the platform gives half of
 * a Short's allocation to music licensing (docs/design.md §11, shown per video).
 */
export const MUSIC_SHARE_BP = 5_000;

/**
 * Revenue per 1,000 views in micro-USD, truncated (never rounded); 0 without views.
 * rpmMicro(1_234_567n, 1_000) === 1_234_567n (1.234567 USD for 1,000 views).
 */
export function rpmMicro(revenueMicro: bigint, views: number | bigint): bigint {
  const count = BigInt(views);
  return count === 0n ? 0n : (revenueMicro * 1_000n) / count;
}

/**
 * A share as a percent with two decimals, rounded half up (docs/spec.md §9 rounds percentages):
 * percentOf(1, 3) === "33.33"; "0.00" when the whole is 0.
 */
export function percentOf(part: number | bigint, whole: number | bigint): string {
  const p = BigInt(part);
  const w = BigInt(whole);
  if (w === 0n) return "0.00";
  const hundredths = (p * 20_000n + w) / (2n * w);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, "0")}`;
}

/** USD decimal string ("12.345678", up to 6 decimals) to micro-USD; null when malformed. */
export function usdToMicro(value: string): bigint | null {
  const match = /^(\d{1,12})(?:\.(\d{1,6}))?$/.exec(value.trim());
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  return BigInt(whole) * MICRO + BigInt(fraction.padEnd(6, "0"));
}
