import { describe, expect, it } from "vitest";
import { differencePercent, monthsShown } from "./confirmed-vs-estimated";

describe("the months of estimated against confirmed revenue", () => {
  it("are the running month of the time zone and the five before it, oldest first", () => {
    // 00:30 on 1 June in Seoul is still 31 May in UTC.
    const june = monthsShown(new Date("2027-05-31T15:30:00Z"), "Asia/Seoul");
    expect(june.months).toEqual([
      "2027-01-01",
      "2027-02-01",
      "2027-03-01",
      "2027-04-01",
      "2027-05-01",
      "2027-06-01",
    ]);
    expect([june.first, june.running]).toEqual(["2027-01-01", "2027-06-01"]);
    expect(monthsShown(new Date("2027-05-31T15:30:00Z"), "UTC").running).toBe("2027-05-01");
    expect(monthsShown(new Date("2027-02-10T00:00:00Z"), "UTC").first).toBe("2026-09-01");
  });

  it("say the difference against the estimate with its sign, two decimals, none without an estimate", () => {
    expect(differencePercent(-500_000n, 31_000_000n)).toBe("-1.61");
    expect(differencePercent(3_600_000n, 90_000_000n)).toBe("+4.00");
    expect(differencePercent(1n, 90_000_000n)).toBe("0.00");
    expect(differencePercent(0n, 90_000_000n)).toBe("0.00");
    expect(differencePercent(5_000_000n, 0n)).toBeNull();
    expect(differencePercent(2_000_000_000n, 1_000_000n)).toBe("+200,000.00");
  });
});
