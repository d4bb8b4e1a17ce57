/**
 * Fee rates (docs/spec.md §3 member sub-account, docs/design.md §6): the share of a member's channel
 * revenue the manager keeps. Stored as basis points (1% = 100 bp); on the wire as a percentage with
 * at most two decimals (`fee_rate`: 30 or 12.5).
 */
export const FEE_RATE = { minBp: 0, maxBp: 10_000 } as const;

/** A fee-rate month: the first day it is in force, written `YYYY-MM`. */
export const FEE_RATE_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const feeRatePercentToBp = (percent: number): number => Math.round(percent * 100);
export const feeRateBpToPercent = (bp: number): number => bp / 100;

export interface RevenueSplit {
  /** What the manager keeps: the fee, truncated to the micro-dollar. */
  manager: bigint;
  /** The rest, so the two always add up to the amount: the member takes the odd micro-dollar. */
  member: bigint;
}

/**
 * Splits a channel's revenue (micro-USD, may be negative for an adjustment) between the manager
 * and the assigned member. The manager's fee is truncated toward zero and the member gets the
 * remainder, so member + manager equals the amount exactly (docs/decisions/079).
 */
export function splitRevenue(amount: bigint, feeRateBp: number): RevenueSplit {
  if (!Number.isInteger(feeRateBp) || feeRateBp < FEE_RATE.minBp || feeRateBp > FEE_RATE.maxBp) {
    throw new RangeError(`fee rate out of range: ${feeRateBp} bp`);
  }
  // BigInt division truncates toward zero, for credits and reversals alike.
  const manager = (amount * BigInt(feeRateBp)) / BigInt(FEE_RATE.maxBp);
  return { manager, member: amount - manager };
}
