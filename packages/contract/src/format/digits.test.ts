import { describe, expect, it } from "vitest";
import {
  groupDecimalString,
  groupDigits,
  numberToDecimalString,
  roundDecimalString,
  scaledToDecimalString,
} from "./digits";

describe("digits helpers", () => {
  it.each([
    ["", ""],
    ["1", "1"],
    ["123", "123"],
    ["1234", "1,234"],
    ["123456", "123,456"],
    ["1234567", "1,234,567"],
  ])("groupDigits(%o) === %o", (digits, expected) => {
    expect(groupDigits(digits)).toBe(expected);
  });

  it.each([
    ["-1234.5", "-1,234.5"],
    ["1234", "1,234"],
    ["0.0099", "0.0099"],
  ])("groupDecimalString(%o) === %o", (decimalString, expected) => {
    expect(groupDecimalString(decimalString)).toBe(expected);
  });

  it.each([
    [-12345n, 2, "-123.45"],
    [5n, 2, "0.05"],
    [-5n, 4, "-0.0005"],
    [0n, 2, "0.00"],
    [42n, 0, "42"],
  ])("scaledToDecimalString(%s, %s) === %o", (scaled, decimals, expected) => {
    expect(scaledToDecimalString(scaled, decimals)).toBe(expected);
  });

  it.each([
    [0, "0"],
    [-0, "0"],
    [12.5, "12.5"],
    [1e21, "1000000000000000000000"],
    [-1.5e21, "-1500000000000000000000"],
    [1.5e-7, "0.00000015"],
    [-1e-7, "-0.0000001"],
    [1.2345e-5, "0.000012345"],
  ])("numberToDecimalString(%s) === %o", (n, expected) => {
    expect(numberToDecimalString(n)).toBe(expected);
  });

  it("numberToDecimalString rejects non-finite numbers", () => {
    expect(() => numberToDecimalString(Number.NaN)).toThrow(RangeError);
  });

  it.each([
    ["1.005", 2, "1.01"],
    ["1.004", 2, "1.00"],
    ["-1.005", 2, "-1.01"],
    ["-0.004", 2, "0.00"],
    ["9.995", 2, "10.00"],
    ["12", 2, "12.00"],
    ["12.", 1, "12.0"],
    ["0.5", 0, "1"],
    ["0.49", 0, "0"],
  ])("roundDecimalString(%o, %s) === %o", (decimalString, decimals, expected) => {
    expect(roundDecimalString(decimalString, decimals)).toBe(expected);
  });

  it("roundDecimalString rejects non-decimals", () => {
    expect(() => roundDecimalString("1e5", 2)).toThrow(RangeError);
  });
});
