import { describe, expect, it } from "vitest";
import { type Sums, ZERO_SUMS } from "./figures-view";
import { forecastMonth } from "./forecast";
import { revenueEffects } from "./why-change";

const sums = (views: number, premiumViews: number, revenue: bigint, premiumRevenue: bigint): Sums => ({
  ...ZERO_SUMS,
  views,
  premiumViews,
  revenue,
  premiumRevenue,
});

describe("why revenue changed", () => {
  it("puts twice the views at the same RPM wholly on views", () => {
    const effects = revenueEffects(
      sums(1_000, 100, 1_000_000n, 300_000n),
      sums(2_000, 200, 2_000_000n, 600_000n),
    );
    expect(effects).toEqual({
      change: 1_000_000n,
      viewsEffect: 1_000_000n,
      premiumEffect: 0n,
      rpmEffect: 0n,
    });
  });

  it("credits a larger premium share at the old premium/other gap", () => {
    // Before: 100 premium views earn 3,000 each, 900 others 1,000 each. After: 200 premium views.
    const before = sums(1_000, 100, 1_200_000n, 300_000n);
    const after = sums(1_000, 200, 1_400_000n, 600_000n);
    const effects = revenueEffects(before, after);
    expect(effects.viewsEffect).toBe(0n);
    expect(effects.premiumEffect).toBe(200_000n);
    expect(effects.rpmEffect).toBe(0n);
  });

  it("puts a change from an empty period wholly on views, and one to an empty period too", () => {
    expect(revenueEffects(ZERO_SUMS, sums(10, 3, 777n, 300n))).toEqual({
      change: 777n,
      viewsEffect: 777n,
      premiumEffect: 0n,
      rpmEffect: 0n,
    });
    expect(revenueEffects(sums(10, 3, 777n, 300n), ZERO_SUMS)).toMatchObject({
      change: -777n,
      viewsEffect: -777n,
      rpmEffect: 0n,
    });
  });

  it("always adds up, and copes with empty periods", () => {
    const effects = revenueEffects(ZERO_SUMS, sums(10, 3, 777n, 300n));
    expect(effects.viewsEffect + effects.premiumEffect + effects.rpmEffect).toBe(effects.change);
    const odd = revenueEffects(sums(7, 3, 1_001n, 999n), sums(13, 2, 5n, 1n));
    expect(odd.viewsEffect + odd.premiumEffect + odd.rpmEffect).toBe(odd.change);
  });
});

describe("month forecast", () => {
  it("adds the remaining days at the recent pace, between the slowest and fastest week", () => {
    const daily = new Map<string, bigint>();
    for (let day = 1; day <= 20; day++)
      daily.set(`2026-11-${String(day).padStart(2, "0")}`, day <= 13 ? 100n : 200n);
    const forecast = forecastMonth("2026-11-20", daily);
    expect(forecast.month).toBe("2026-11");
    expect(forecast.soFar).toBe(13n * 100n + 7n * 200n);
    // Last 14 days: 7 x 100 then 7 x 200; 10 days left in November.
    expect(forecast.expected).toBe(forecast.soFar + 150n * 10n);
    expect(forecast.low).toBe(forecast.soFar + 100n * 10n);
    expect(forecast.high).toBe(forecast.soFar + 200n * 10n);
  });
});
