import { describe, expect, it } from "vitest";
import { formatCurrency } from "../format/currency";
import { percentOf, rpmMicro } from "./figures";
import { dashboardMaxDate, periodRange, previousRange } from "./periods";

describe("revenue figures", () => {
  it("RPM is revenue per 1,000 views in micro-USD, truncated, 0 without views", () => {
    expect(rpmMicro(1_234_567n, 1_000)).toBe(1_234_567n);
    expect(rpmMicro(1_000_000n, 3)).toBe(333_333_333n);
    expect(rpmMicro(2n, 3_000)).toBe(0n);
    expect(rpmMicro(5n, 0)).toBe(0n);
  });

  it("premium rate is a percent with two decimals, rounded half up", () => {
    expect(percentOf(1, 3)).toBe("33.33");
    expect(percentOf(2, 3)).toBe("66.67");
    expect(percentOf(1, 8)).toBe("12.50");
    expect(percentOf(5, 0)).toBe("0.00");
    expect(percentOf(10, 10)).toBe("100.00");
  });

  it("converts to CNY at the day's rate and truncates; unit prices keep two decimals", () => {
    expect(formatCurrency(1_999_999n, "CNY", { rate: "7.1906" })).toBe("CN¥14");
    expect(formatCurrency(82_053n, "CNY", { rate: "7.1906" })).toBe("CN¥0");
    expect(formatCurrency(82_053n, "CNY", { rate: "7.1906", decimals: 2 })).toBe("CN¥0.59");
    expect(formatCurrency(82_053n, "USD", { decimals: 2 })).toBe("$0.08");
  });
});

describe("periods", () => {
  it("ends at the newest complete day: two days back, never after the data", () => {
    const moment = new Date("2026-11-30T20:00:00Z");
    expect(dashboardMaxDate(moment, "Asia/Seoul", "2026-12-31")).toBe("2026-11-29");
    expect(dashboardMaxDate(moment, "America/Los_Angeles", "2026-12-31")).toBe("2026-11-28");
    expect(dashboardMaxDate(moment, "Asia/Seoul", "2026-11-10")).toBe("2026-11-10");
    expect(dashboardMaxDate(moment, "Asia/Seoul", null)).toBeNull();
  });

  it("gives each preset's days, across month and year ends", () => {
    expect(periodRange("latest", "2026-03-01")).toEqual({ start: "2026-02-02", end: "2026-03-01" });
    expect(periodRange("this_month", "2026-03-01")).toEqual({ start: "2026-03-01", end: "2026-03-01" });
    expect(periodRange("last_month", "2026-03-31")).toEqual({ start: "2026-02-01", end: "2026-02-28" });
    expect(periodRange("last_month", "2026-01-15")).toEqual({ start: "2025-12-01", end: "2025-12-31" });
    expect(periodRange("six_months", "2026-04-10")).toEqual({ start: "2025-11-01", end: "2026-04-10" });
  });

  it("compares with the period of the same length just before", () => {
    expect(previousRange({ start: "2026-03-01", end: "2026-03-31" })).toEqual({
      start: "2026-01-29",
      end: "2026-02-28",
    });
  });
});
