import type { Sums } from "./figures-view";

export interface RevenueEffects {
  change: bigint;
  viewsEffect: bigint;
  premiumEffect: bigint;
  rpmEffect: bigint;
}

/**
 * Splits the revenue change between two periods (docs/design.md §11) into exact integer parts:
 * - views: the new views at the old revenue per view;
 * - premium share: the move of premium views' share, at the old gap between premium and other RPM;
 * - RPM: the rest (what each view of each kind earned).
 * At the edges the split says what happened: after a period without views the whole change is the
 * new views (there was no revenue per view to compare with), and a period without views now loses
 * the whole revenue to views (docs/decisions/110). All bigint arithmetic; the parts always add
 * up to the change.
 */
export function revenueEffects(before: Sums, after: Sums): RevenueEffects {
  const change = after.revenue - before.revenue;
  const v0 = BigInt(before.views);
  const v1 = BigInt(after.views);
  const viewsEffect = v0 === 0n ? change : ((v1 - v0) * before.revenue) / v0;
  const pv0 = BigInt(before.premiumViews);
  const pv1 = BigInt(after.premiumViews);
  const nv0 = v0 - pv0;
  const nr0 = before.revenue - before.premiumRevenue;
  const denominator = v0 * pv0 * nv0;
  // (premium share now - before) x views now x (premium revenue per view - other revenue per view)
  const premiumEffect =
    denominator === 0n
      ? 0n
      : ((pv1 * v0 - v1 * pv0) * (before.premiumRevenue * nv0 - nr0 * pv0)) / denominator;
  return { change, viewsEffect, premiumEffect, rpmEffect: change - viewsEffect - premiumEffect };
}
