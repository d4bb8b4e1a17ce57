import { describe, expect, it } from "vitest";
import { feeRateBpToPercent, feeRatePercentToBp, splitRevenue } from "./fee-rate";

describe("splitRevenue", () => {
  it("gives the manager the truncated fee and the member the rest", () => {
    expect(splitRevenue(1_000_001n, 3_000)).toEqual({ manager: 300_000n, member: 700_001n });
  });

  it("keeps everything with the member at 0% and with the manager at 100%", () => {
    expect(splitRevenue(123_456_789n, 0)).toEqual({ manager: 0n, member: 123_456_789n });
    expect(splitRevenue(123_456_789n, 10_000)).toEqual({ manager: 123_456_789n, member: 0n });
  });

  it("adds up to the amount exactly, reversals included", () => {
    for (const amount of [0n, 1n, 7n, 999_999n, 10_000_000_003n, -1n, -333_333n]) {
      for (const bp of [0, 1, 1_250, 3_333, 5_000, 9_999, 10_000]) {
        const { manager, member } = splitRevenue(amount, bp);
        expect(manager + member).toBe(amount);
      }
    }
    expect(splitRevenue(-1_000_001n, 3_000)).toEqual({ manager: -300_000n, member: -700_001n });
  });

  it("refuses a rate outside 0-100%", () => {
    expect(() => splitRevenue(1n, -1)).toThrow(RangeError);
    expect(() => splitRevenue(1n, 10_001)).toThrow(RangeError);
    expect(() => splitRevenue(1n, 12.5)).toThrow(RangeError);
  });
});

describe("fee-rate percent and basis points", () => {
  it("converts both ways", () => {
    expect(feeRatePercentToBp(12.5)).toBe(1_250);
    expect(feeRatePercentToBp(0.01)).toBe(1);
    expect(feeRateBpToPercent(3_000)).toBe(30);
  });
});
