import { describe, expect, it } from "vitest";
import type { Language } from "../languages";
import { formatBigNumber } from "./big-number";

describe("formatBigNumber", () => {
  it.each<[number | bigint, Language, string]>([
    // en
    [0, "en", "0"],
    [7, "en", "7"],
    [999, "en", "999"],
    [1000, "en", "1k"],
    [1050, "en", "1k"],
    [1100, "en", "1.1k"],
    [9999, "en", "9.9k"],
    [10000, "en", "10k"],
    [99999999, "en", "99.9M"],
    [100000000, "en", "100M"],
    [999999, "en", "999.9k"],
    [1_000_000, "en", "1M"],
    [1_250_000, "en", "1.2M"],
    [1e9, "en", "1B"],
    [1_990_000_000, "en", "1.9B"],
    [1e12, "en", "1,000B"],
    [-999, "en", "-999"],
    [-9999, "en", "-9.9k"],
    [-1e9, "en", "-1B"],
    // ko
    [0, "ko", "0"],
    [999, "ko", "999"],
    [1000, "ko", "1천"],
    [9999, "ko", "9.9천"],
    [10000, "ko", "1만"],
    [15000, "ko", "1.5만"],
    [99999999, "ko", "9999.9만"],
    [100000000, "ko", "1억"],
    [1e9, "ko", "10억"],
    [1e12, "ko", "10000억"],
    [-10000, "ko", "-1만"],
    // zh-CN
    [999, "zh-CN", "999"],
    [1000, "zh-CN", "1千"],
    [9999, "zh-CN", "9.9千"],
    [10000, "zh-CN", "1万"],
    [99999999, "zh-CN", "9999.9万"],
    [100000000, "zh-CN", "1亿"],
    [1e9, "zh-CN", "10亿"],
    [-123456789, "zh-CN", "-1.2亿"],
    // zh-TW
    [1000, "zh-TW", "1千"],
    [9999, "zh-TW", "9.9千"],
    [10000, "zh-TW", "1萬"],
    [99999999, "zh-TW", "9999.9萬"],
    [100000000, "zh-TW", "1億"],
    [1e9, "zh-TW", "10億"],
    // bigint and odd input
    [12_345n, "en", "12.3k"],
    [123_456_789_012_345_678n, "ko", "1234567890.1억"],
    [999.9, "en", "999"],
    [1999.99, "en", "1.9k"],
    [-0.5, "en", "0"],
    [Number.NaN, "en", "0"],
    [Number.POSITIVE_INFINITY, "ko", "0"],
  ])("formatBigNumber(%s, %s) === %o", (n, language, expected) => {
    expect(formatBigNumber(n, language)).toBe(expected);
  });
});
