import { describe, expect, it } from "vitest";
import { formatDuration, formatWait } from "./duration";

describe("formatDuration", () => {
  it.each([
    [0, "00:00:00"],
    [1, "00:00:01"],
    [59, "00:00:59"],
    [60, "00:01:00"],
    [61.9, "00:01:01"],
    [3599, "00:59:59"],
    [3600, "01:00:00"],
    [3661, "01:01:01"],
    [86_399, "23:59:59"],
    [86_400, "1d 00:00:00"],
    [90_061, "1d 01:01:01"],
    [172_799, "1d 23:59:59"],
    [864_000 + 45_296, "10d 12:34:56"],
    [0.4, "00:00:00"],
    [-1, "00:00:00"],
    [-86_400, "00:00:00"],
    [Number.NaN, "00:00:00"],
    [Number.POSITIVE_INFINITY, "00:00:00"],
  ])("formatDuration(%s) === %o", (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe("formatWait", () => {
  it.each([
    [45, "en", "45 seconds"],
    [1, "en", "1 second"],
    [60, "en", "1 minute"],
    [61, "en", "2 minutes"],
    [900, "ko", "15분"],
    [841, "zh-CN", "15 分钟"],
    [30, "zh-TW", "30 秒"],
    [0, "en", "1 second"],
  ] as const)("%s s in %s reads %s", (seconds, language, text) => {
    expect(formatWait(seconds, language)).toBe(text);
  });
});
