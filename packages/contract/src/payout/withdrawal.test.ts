import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WITHDRAWAL } from "../constants";
import { MICRO_PER_CENT, usd } from "../money";
import { methodAllows, withdrawalAmounts } from "./withdrawal";

describe("withdrawalAmounts (docs/spec.md §9, docs/decisions/132)", () => {
  it("25.005 USD by PayPal: 25.00 taken, fee 1.17 (4.7% is 1.175, rounded down), net 23.83, 0.005 stays", () => {
    expect(withdrawalAmounts(usd("25.005"), "paypal")).toEqual({
      total: usd("25.00"),
      fee: usd("1.17"),
      net: usd("23.83"),
      remainder: usd("0.005"),
    });
  });

  it("PayPal: 4.7% of the total rounded down to the cent, in the creator's favour", () => {
    // 21.12 * 0.047 = 0.99264 -> 0.99
    expect(withdrawalAmounts(usd("21.123457"), "paypal")).toEqual({
      total: usd("21.12"),
      fee: usd("0.99"),
      net: usd("20.13"),
      remainder: usd("0.003457"),
    });
    // 100 * 0.047 = 4.70 exactly: nothing to round.
    expect(withdrawalAmounts(usd("100"), "paypal").fee).toBe(usd("4.70"));
    // 20.01 * 0.047 = 0.94047 -> 0.94
    expect(withdrawalAmounts(usd("20.01"), "paypal")).toMatchObject({ fee: usd("0.94"), net: usd("19.07") });
  });

  it("bank: 20.00 USD whatever the month's revenue; net = total - 20.00", () => {
    expect(withdrawalAmounts(usd("100.009999"), "bank")).toEqual({
      total: usd("100.00"),
      fee: usd("20.00"),
      net: usd("80.00"),
      remainder: usd("0.009999"),
    });
    expect(withdrawalAmounts(usd("150"), "bank")).toMatchObject({ fee: usd("20"), net: usd("130") });
  });

  it("no payment info: no fee; a fee is never above the total", () => {
    expect(withdrawalAmounts(usd("50.5"), null)).toMatchObject({ fee: 0n, net: usd("50.5") });
    expect(withdrawalAmounts(usd("10"), "bank")).toMatchObject({ total: usd("10"), fee: usd("10"), net: 0n });
  });

  it("a balance of nothing, or below nothing, takes nothing and keeps what it is", () => {
    expect(withdrawalAmounts(0n, "paypal")).toEqual({ total: 0n, fee: 0n, net: 0n, remainder: 0n });
    expect(withdrawalAmounts(usd("0.009999"), "paypal")).toEqual({
      total: 0n,
      fee: 0n,
      net: 0n,
      remainder: usd("0.009999"),
    });
    expect(withdrawalAmounts(-5n, "bank")).toEqual({ total: 0n, fee: 0n, net: 0n, remainder: -5n });
  });

  it("for any balance and method: whole cents, net = total - fee, remainder under a cent", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -1_000_000n, max: 10_000_000_000_000n }),
        fc.constantFrom("bank" as const, "paypal" as const, null),
        (available, method) => {
          const { total, fee, net, remainder } = withdrawalAmounts(available, method);
          for (const amount of [total, fee, net]) expect(amount % MICRO_PER_CENT).toBe(0n);
          expect(net).toBe(total - fee);
          expect(total + remainder).toBe(available);
          expect(total >= 0n && fee >= 0n && net >= 0n).toBe(true);
          if (available >= 0n) expect(remainder >= 0n && remainder < MICRO_PER_CENT).toBe(true);
          if (method === "paypal") {
            // Rounded down: at most the exact 4.7%, less than a cent under it.
            const exact = total * 470n;
            expect(fee * 10_000n <= exact).toBe(true);
            expect(exact - fee * 10_000n < MICRO_PER_CENT * 10_000n).toBe(true);
          }
        },
      ),
      { numRuns: 2000, seed: 20261127 },
    );
  });

  it("whatever a request may take, it pays out more than nothing", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: WITHDRAWAL.minBalanceMicro + 1n, max: 10_000_000_000_000n }),
        fc.constantFrom("bank" as const, "paypal" as const),
        (available, method) => {
          const { total, net } = withdrawalAmounts(available, method);
          if (total > WITHDRAWAL.minBalanceMicro && methodAllows(method, total)) expect(net > 0n).toBe(true);
        },
      ),
      { numRuns: 2000, seed: 20261127 },
    );
  });
});

describe("methodAllows (docs/decisions/132)", () => {
  it("bank transfer from 100.00 USD, not at 99.99", () => {
    expect(methodAllows("bank", usd("100.00"))).toBe(true);
    expect(methodAllows("bank", usd("99.99"))).toBe(false);
  });

  it("PayPal any amount (the 20 USD floor is the balance's condition)", () => {
    expect(methodAllows("paypal", usd("20.01"))).toBe(true);
  });
});
