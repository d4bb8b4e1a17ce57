import { describe, expect, it } from "vitest";
import { feeRatesFrom, rateInForce } from "./fee-rates";

describe("a member's fee rates over time", () => {
  it("a change made in the member's first month does not re-rate the months before it", () => {
    // Defect: the first month's newest change covered every earlier month.
    const rates = feeRatesFrom(
      [
        { effectiveMonth: "2026-03-01", feeRateBp: 1000, id: 1 },
        { effectiveMonth: "2026-03-01", feeRateBp: 5000, id: 2 },
      ],
      0,
    );
    expect(rateInForce(rates, "2026-03-15")).toBe(5000);
    expect(rateInForce(rates, "2026-02-01")).toBe(1000);
    expect(rateInForce(rates, "2025-11-30")).toBe(1000);
  });

  it("keeps each month's newest change and the account's rate when there is no history", () => {
    const rates = feeRatesFrom(
      [
        { effectiveMonth: "2026-01-01", feeRateBp: 2000, id: 1 },
        { effectiveMonth: "2026-04-01", feeRateBp: 3000, id: 3 },
        { effectiveMonth: "2026-04-01", feeRateBp: 3500, id: 4 },
      ],
      0,
    );
    expect([rateInForce(rates, "2026-03-31"), rateInForce(rates, "2026-04-01")]).toEqual([2000, 3500]);
    expect(rateInForce(feeRatesFrom([], 1250), "2026-04-01")).toBe(1250);
  });
});
