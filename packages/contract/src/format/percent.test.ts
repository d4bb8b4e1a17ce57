import { describe, expect, it } from "vitest";
import { formatPercent, formatRatePercent } from "./percent";

describe("formatPercent", () => {
  it.each([
    [0, "0.00%"],
    [-0, "0.00%"],
    [12.345, "12.35%"],
    [12.344, "12.34%"],
    [12.3449, "12.34%"],
    [1.005, "1.01%"],
    [0.005, "0.01%"],
    [0.004, "0.00%"],
    [-0.004, "0.00%"],
    [-12.345, "-12.35%"],
    [100, "100.00%"],
    [99.999, "100.00%"],
    [1234.5, "1,234.50%"],
    [4.7, "4.70%"],
    [1e-7, "0.00%"],
    [1e21, "1,000,000,000,000,000,000,000.00%"],
    [Number.NaN, "0.00%"],
    [Number.POSITIVE_INFINITY, "0.00%"],
    [Number.NEGATIVE_INFINITY, "0.00%"],
  ])("formatPercent(%s) === %o", (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

describe("formatRatePercent", () => {
  it.each<[bigint | number, bigint | number, string]>([
    [1, 8, "12.50%"],
    [1n, 3n, "33.33%"],
    [2n, 3n, "66.67%"],
    [1, 0, "0.00%"],
    [1n, 0n, "0.00%"],
    [0, 0, "0.00%"],
    [0n, 5n, "0.00%"],
    [5, 5, "100.00%"],
    [3n, 2n, "150.00%"],
    [-1n, 3n, "-33.33%"],
    [1n, -3n, "-33.33%"],
    [-2n, -3n, "66.67%"],
    [1n, 20_000n, "0.01%"],
    [1n, 20_001n, "0.00%"],
    [-1n, 20_000n, "-0.01%"],
    [-1n, 20_001n, "0.00%"],
    [1n, 10_000n, "0.01%"],
    [1, 3n, "33.33%"],
    [0.5, 2, "25.00%"],
    [1, 0.5, "200.00%"],
    [Number.NaN, 2, "0.00%"],
    [2, Number.NaN, "0.00%"],
    [2, Number.POSITIVE_INFINITY, "0.00%"],
    [123_456_789_012_345_678_901n, 1n, "12,345,678,901,234,567,890,100.00%"],
  ])("formatRatePercent(%s, %s) === %o", (numerator, denominator, expected) => {
    expect(formatRatePercent(numerator, denominator)).toBe(expected);
  });
});
