import type { TDashboard } from "@studio/contract";
import { describe, expect, it } from "vitest";
import { forecastProgress, hasFigures, musicShareText } from "./figures";
import { changeParts, hasRateEffect } from "./why-changed";

const figures = {
  revenue: "0",
  revenue_display: "$0.00",
  rate: "1",
  views: 0,
  premium_views: 0,
  premium_rate: "0.00",
  rpm: "0",
  rpm_display: "$0.00",
};

const why = (views: string, rpm: string, premium: string): TDashboard["why"] => ({
  previous: figures,
  change: "0",
  views_effect: views,
  rpm_effect: rpm,
  premium_effect: premium,
  rate_effect_display: "$0.00",
});

describe("changeParts", () => {
  it("sizes the bars against the largest part, whatever its sign", () => {
    expect(changeParts(why("4000000", "-2000000", "1000000"))).toEqual([
      { key: "views", micro: 4_000_000n, barPercent: 100 },
      { key: "rpm", micro: -2_000_000n, barPercent: 50 },
      { key: "premium", micro: 1_000_000n, barPercent: 25 },
    ]);
  });
  it("has empty bars when nothing changed", () => {
    expect(changeParts(why("0", "0", "0")).map((p) => p.barPercent)).toEqual([0, 0, 0]);
  });
});

describe("hasRateEffect", () => {
  it("is false for a zero amount", () => {
    expect(hasRateEffect("¥0")).toBe(false);
    expect(hasRateEffect("-¥3")).toBe(true);
  });
});

describe("figures", () => {
  it("knows an empty period", () => {
    expect(hasFigures(figures)).toBe(false);
    expect(hasFigures({ ...figures, views: 3 })).toBe(true);
    expect(hasFigures({ ...figures, revenue: "12" })).toBe(true);
  });
  it("measures the forecast's progress", () => {
    expect(forecastProgress("2500000", "10000000")).toBe(25);
    expect(forecastProgress("20000000", "10000000")).toBe(100);
    expect(forecastProgress("5", "0")).toBe(0);
  });
  it("writes the music's share as percent and amount", () => {
    expect(musicShareText({ basis_points: 1250, revenue: "1230000", revenue_display: "$1.23" })).toBe(
      "12.50% · $1.23",
    );
    expect(musicShareText(null)).toBeNull();
  });
});
