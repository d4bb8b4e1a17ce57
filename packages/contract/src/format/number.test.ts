import { describe, expect, it } from "vitest";
import type { Language } from "../languages";
import { formatNumber } from "./number";

describe("formatNumber", () => {
  it.each<[number | bigint, Language, string]>([
    [0, "en", "0"],
    [-0, "en", "0"],
    [999, "en", "999"],
    [1000, "en", "1,000"],
    [9999, "ko", "9,999"],
    [10000, "zh-CN", "10,000"],
    [1234567, "zh-TW", "1,234,567"],
    [-1234567, "en", "-1,234,567"],
    [1234.5, "en", "1,234.5"],
    [0.25, "ko", "0.25"],
    [1e21, "en", "1,000,000,000,000,000,000,000"],
    [1.5e-7, "en", "0.00000015"],
    [123_456_789_012_345_678_901n, "en", "123,456,789,012,345,678,901"],
    [-1000n, "ko", "-1,000"],
    [Number.NaN, "en", "0"],
    [Number.NEGATIVE_INFINITY, "en", "0"],
  ])("formatNumber(%s, %s) === %o", (n, language, expected) => {
    expect(formatNumber(n, language)).toBe(expected);
  });

  it.each<[number | bigint, number, string]>([
    [1234.5, 2, "1,234.50"],
    [1234.567, 2, "1,234.57"],
    [1.005, 2, "1.01"],
    [-1234.565, 2, "-1,234.57"],
    [-0.001, 2, "0.00"],
    [999.5, 0, "1,000"],
    [12n, 1, "12.0"],
  ])("formatNumber(%s, en, { decimals: %s }) === %o", (n, decimals, expected) => {
    expect(formatNumber(n, "en", { decimals })).toBe(expected);
  });

  it.each([-1, 1.5, 21])("rejects decimals %s", (decimals) => {
    expect(() => formatNumber(1, "en", { decimals })).toThrow(RangeError);
  });
});
