import { describe, expect, it } from "vitest";
import { withdrawalFee } from "./withdrawal";

describe("withdrawalFee (docs/spec.md §9, docs/decisions/088)", () => {
  it("bank: 20.00 USD once the month's revenue reached 100 USD, none at 99.999999", () => {
    expect(withdrawalFee("bank", 150_000_000n, 100_000_000n)).toBe(20_000_000n);
    expect(withdrawalFee("bank", 150_000_000n, 99_999_999n)).toBe(0n);
  });

  it("PayPal: 4.7% truncated to the micro-dollar, whatever the month's revenue", () => {
    // 21.123457 * 0.047 = 0.992802479
    expect(withdrawalFee("paypal", 21_123_457n, 0n)).toBe(992_802n);
    expect(withdrawalFee("paypal", 20_000_001n, 500_000_000n)).toBe(940_000n);
  });

  it("never takes more than the total", () => {
    expect(withdrawalFee("bank", 10_000_000n, 100_000_000n)).toBe(10_000_000n);
  });
});
