import { describe, expect, it } from "vitest";
import type { Network } from "../../db/rows";
import { assertNotPast, currentMonth, monthStart, nextMonthStart, previousMonth } from "./months";

const seoul = { timeZone: "Asia/Seoul" } as Network;

describe("fee-rate months", () => {
  it("counts this month in the network's calendar", () => {
    // 15:00 UTC on 30 November is already 1 December in Seoul.
    expect(currentMonth(seoul, new Date("2026-11-30T15:00:00Z"))).toBe("2026-12");
    expect(currentMonth(seoul, new Date("2026-11-30T14:59:59Z"))).toBe("2026-11");
  });

  it("steps over the turn of the year", () => {
    expect(monthStart("2026-12")).toBe("2026-12-01");
    expect(nextMonthStart("2026-12")).toBe("2027-01-01");
    expect(nextMonthStart("2026-09")).toBe("2026-10-01");
    expect(previousMonth("2027-01")).toBe("2026-12");
    expect(previousMonth("2026-10")).toBe("2026-09");
  });

  it("refuses a month before this one (10029), not this month or later", () => {
    const now = new Date("2026-11-30T15:00:00Z");
    expect(() => assertNotPast("2026-11", seoul, now)).toThrow(expect.objectContaining({ code: 10029 }));
    expect(() => assertNotPast("2026-12", seoul, now)).not.toThrow();
    expect(() => assertNotPast("2027-01", seoul, now)).not.toThrow();
  });
});
