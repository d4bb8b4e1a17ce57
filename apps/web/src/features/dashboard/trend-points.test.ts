import { describe, expect, it } from "vitest";
import { displayMicro, tickMicro, trendPoints } from "./trend-points";

const day = (date: string, revenue: string, views: number) => ({
  date,
  revenue,
  revenue_display: `$${revenue}`,
  rate: "1",
  views,
  premium_views: Math.floor(views / 10),
  premium_rate: "10.00",
  rpm: "0",
  rpm_display: "$0.00",
});

describe("trendPoints", () => {
  it("orders the days and keeps the API's display string for the money", () => {
    expect(
      trendPoints([day("2026-03-02", "2000000", 20), day("2026-03-01", "1000000", 10)], "USD", "ko"),
    ).toEqual([
      { day: "2026.03.01", revenue: 1_000_000, revenueDisplay: "$1000000", views: 10, premiumViews: 1 },
      { day: "2026.03.02", revenue: 2_000_000, revenueDisplay: "$2000000", views: 20, premiumViews: 2 },
    ]);
  });
});

describe("displayMicro", () => {
  it("plots yuan at each day's rate, exactly", () => {
    expect(displayMicro("1000000", "CNY", "7.1234")).toBe(7_123_400n);
    expect(displayMicro("1000000", "USD", "7.1234")).toBe(1_000_000n);
  });
  it("keeps micro-USD when the rate is unusable", () => {
    expect(displayMicro("1000000", "CNY", "0")).toBe(1_000_000n);
  });
});

describe("tickMicro", () => {
  it("turns an axis tick back into an integer amount", () => {
    expect(tickMicro(2_500_000.4)).toBe(2_500_000n);
    expect(tickMicro(Number.NaN)).toBe(0n);
  });
});
