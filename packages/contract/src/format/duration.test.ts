import { describe, expect, it } from "vitest";
import { formatDuration } from "./duration";

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
