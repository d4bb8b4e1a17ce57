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
 * percentOf(1, 3) === "33.33"; "0.00" when the total is 0.
 */
export function percentOf(part: number | bigint, total: number | bigint): string {
  const partCount = BigInt(part);
  const totalCount = BigInt(total);
  if (totalCount === 0n) return "0.00";
  const hundredths = (partCount * 20_000n + totalCount) / (2n * totalCount);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, "0")}`;
}
