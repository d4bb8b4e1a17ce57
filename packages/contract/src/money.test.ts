import { describe, expect, it } from "vitest";
import {
  absMicro,
  applyBasisPoints,
  convertMicro,
  floorToCents,
  isWholeCents,
  MICRO,
  MICRO_PER_CENT,
  microFromText,
  microToDecimalString,
  microToExactDecimalString,
  multiplyByDecimal,
  parseDecimal,
  percentToBasisPoints,
  usd,
  usdToMicro,
} from "./money";

describe("usd", () => {
  it("MICRO is one million", () => {
    expect(MICRO).toBe(1_000_000n);
  });

  it.each([
    ["0", 0n],
    ["-0", 0n],
    ["1", 1_000_000n],
    ["20", 20_000_000n],
    ["0.01", 10_000n],
    ["0.00999", 9_990n],
    ["0.000001", 1n],
    ["1.5", 1_500_000n],
    ["1.999", 1_999_000n],
    ["-1234.56", -1_234_560_000n],
    ["007.10", 7_100_000n],
    ["123456789012345678.123456", 123_456_789_012_345_678_123_456n],
  ])("usd(%o) === %s", (input, expected) => {
    expect(usd(input)).toBe(expected);
  });

  it.each([
    [""],
    [" 1"],
    ["1 "],
    ["+1"],
    ["1."],
    [".5"],
    ["-"],
    ["1,000"],
    ["1e3"],
    ["0x10"],
    ["NaN"],
    ["Infinity"],
    ["1.0000001"],
    ["--1"],
    ["1.2.3"],
    ["١٢"],
  ])("usd(%o) throws", (input) => {
    expect(() => usd(input)).toThrow(RangeError);
  });

  it("throws a TypeError for a non-string at run time", () => {
    expect(() => usd(12 as unknown as string)).toThrow(TypeError);
  });
});

describe("usdToMicro", () => {
  it.each([
    ["12.345678", 12_345_678n],
    ["0.000001", 1n],
    ["0", 0n],
    ["3", 3_000_000n],
    ["007.10", 7_100_000n],
    // More than 12 digits before the point is still an amount: bounds are the caller's (import-bounds).
    ["1234567890123", 1_234_567_890_123_000_000n],
  ])("usdToMicro(%o) === %s", (input, expected) => {
    expect(usdToMicro(input)).toBe(expected);
  });

  it.each([["1.2345678"], ["-1"], ["-0"], ["1e3"], ["+1"], [""], ["1,000"], [".5"], ["1."]])(
    "usdToMicro(%o) is null",
    (input) => {
      expect(usdToMicro(input)).toBeNull();
    },
  );

  it("reads the same strings as usd(): no whitespace around the amount (decision 052)", () => {
    expect(usdToMicro(" 1.5")).toBeNull();
    expect(usdToMicro("1.5 ")).toBeNull();
    expect(() => usd(" 1.5")).toThrow(RangeError);
  });
});

describe("microFromText", () => {
  it.each([
    ["0", 0n],
    ["1250000", 1_250_000n],
    ["-1", -1n],
    ["123456789012345678901234567890", 123_456_789_012_345_678_901_234_567_890n],
    // Not an integer string: 0, never an exception or a different number.
    ["1.5", 0n],
    ["", 0n],
    [" 12", 0n],
    ["0x10", 0n],
    ["1e3", 0n],
    ["abc", 0n],
  ])("microFromText(%o) === %s", (input, expected) => {
    expect(microFromText(input)).toBe(expected);
  });
});

describe("parseDecimal", () => {
  it.each([
    ["4.7", 2, 470n],
    ["12.35", 2, 1235n],
    ["1", 0, 1n],
    ["0.123456789", 9, 123_456_789n],
  ])("parseDecimal(%o, %s) === %s", (input, scale, expected) => {
    expect(parseDecimal(input, scale)).toBe(expected);
  });

  it.each([
    ["1.5", 0],
    ["1", -1],
    ["1", 1.5],
  ])("parseDecimal(%o, %s) throws", (input, scale) => {
    expect(() => parseDecimal(input, scale)).toThrow(RangeError);
  });
});

describe("microToDecimalString", () => {
  it.each([
    [0n, 2, "0.00"],
    [0n, 0, "0"],
    [1_999_000n, 2, "1.99"],
    [1_999_999n, 2, "1.99"],
    [1_999_999n, 6, "1.999999"],
    [1_999_999n, 0, "1"],
    [9_990n, 4, "0.0099"],
    [10_000n, 2, "0.01"],
    [-1_999_999n, 2, "-1.99"],
    [-1_000n, 2, "0.00"],
    [-999_999n, 0, "0"],
    [-1n, 6, "-0.000001"],
    [1_234_567_890_000n, 2, "1234567.89"],
  ])("microToDecimalString(%s, %s) === %o", (micro, decimals, expected) => {
    expect(microToDecimalString(micro, decimals)).toBe(expected);
  });

  it.each([[-1], [7], [1.5]])("throws for %s decimals", (decimals) => {
    expect(() => microToDecimalString(1n, decimals)).toThrow(RangeError);
  });
});

describe("cents (docs/decisions/132)", () => {
  it("a cent is 10,000 micro-units", () => {
    expect(MICRO_PER_CENT).toBe(usd("0.01"));
  });

  it.each([
    [usd("25.005"), usd("25.00")],
    [usd("25.009999"), usd("25.00")],
    [usd("25.01"), usd("25.01")],
    [0n, 0n],
    [9_999n, 0n],
    [-1n, -10_000n],
    [-10_000n, -10_000n],
  ])("floorToCents(%s) === %s", (micro, expected) => {
    expect(floorToCents(micro)).toBe(expected);
  });

  it("isWholeCents", () => {
    expect(isWholeCents(usd("23.83"))).toBe(true);
    expect(isWholeCents(usd("23.829765"))).toBe(false);
    expect(isWholeCents(-usd("0.01"))).toBe(true);
  });

  it.each([
    [usd("23.83"), "23.83"],
    [usd("25"), "25.00"],
    [0n, "0.00"],
    [usd("23.829765"), "23.829765"],
    [usd("0.005"), "0.005"],
    [usd("1.5"), "1.50"],
    [-usd("1.175"), "-1.175"],
  ])("microToExactDecimalString(%s) === %o: two decimals, more only below a cent", (micro, expected) => {
    expect(microToExactDecimalString(micro)).toBe(expected);
  });
});

describe("convertMicro", () => {
  it.each([
    [usd("1"), "7.1234", 7_123_400n],
    [usd("1234.99"), "7", 8_644_930_000n],
    [usd("0.000001"), "7.1234", 7n],
    [1n, "0.5", 0n],
    [-1n, "0.5", 0n],
    [-3n, "0.5", -1n],
    [usd("100"), "1", usd("100")],
    [usd("1"), "1380.55", 1_380_550_000n],
    [usd("0.333333"), "3", 999_999n],
    [usd("10"), "0.123456789", 1_234_567n],
    [0n, "7.1", 0n],
  ])("convertMicro(%s, %o) === %s", (micro, rate, expected) => {
    expect(convertMicro(micro, rate)).toBe(expected);
  });

  it.each([[""], ["0"], ["0.000"], ["-7"], ["7,1"], ["1e2"], [" 7"], ["abc"]])(
    "convertMicro with rate %o throws",
    (rate) => {
      expect(() => convertMicro(1n, rate)).toThrow(RangeError);
    },
  );
});

describe("multiplyByDecimal", () => {
  it.each([
    [usd("100"), "0.3", usd("30")],
    [usd("100"), "0", 0n],
    [usd("0.000003"), "0.5", 1n],
  ])("multiplyByDecimal(%s, %o) === %s", (micro, factor, expected) => {
    expect(multiplyByDecimal(micro, factor)).toBe(expected);
  });

  it("rejects a signed factor", () => {
    expect(() => multiplyByDecimal(1n, "-1")).toThrow(RangeError);
  });
});

describe("basis points", () => {
  it.each([
    [usd("100"), 470, usd("4.7")],
    [usd("21.37"), 470, 1_004_390n],
    [33n, 470, 1n],
    [usd("-100"), 470n, usd("-4.7")],
    [usd("5"), 10_000, usd("5")],
    [usd("5"), 0, 0n],
  ])("applyBasisPoints(%s, %s) === %s", (micro, bps, expected) => {
    expect(applyBasisPoints(micro, bps)).toBe(expected);
  });

  it("rejects fractional basis points", () => {
    expect(() => applyBasisPoints(1n, 4.7)).toThrow(RangeError);
  });

  it.each([
    ["4.7", 470],
    ["100", 10_000],
    ["0.01", 1],
  ])("percentToBasisPoints(%o) === %s", (percent, expected) => {
    expect(percentToBasisPoints(percent)).toBe(expected);
  });

  it("percentToBasisPoints rejects more than 2 decimals", () => {
    expect(() => percentToBasisPoints("4.705")).toThrow(RangeError);
  });

  it.each([
    [-5n, 5n],
    [5n, 5n],
    [0n, 0n],
  ])("absMicro(%s) === %s", (micro, expected) => {
    expect(absMicro(micro)).toBe(expected);
  });
});
