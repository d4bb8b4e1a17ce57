import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isOverdue, withdrawalDueDate } from "./payout-batch";

describe("withdrawalDueDate (docs/decisions/133)", () => {
  it("is the last day of the month after the request's month", () => {
    expect(withdrawalDueDate("2027-03")).toBe("2027-04-30");
    expect(withdrawalDueDate("2027-01-01")).toBe("2027-02-28");
    expect(withdrawalDueDate("2028-01")).toBe("2028-02-29");
    expect(withdrawalDueDate("2027-12")).toBe("2028-01-31");
    expect(withdrawalDueDate("2027-11")).toBe("2027-12-31");
  });

  it("always falls in the next month, on its last day", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2200 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const due = withdrawalDueDate(`${year}-${String(month).padStart(2, "0")}`);
        const next = new Date(Date.UTC(year, month, 1));
        expect(due.slice(0, 7)).toBe(next.toISOString().slice(0, 7));
        const dayAfter = new Date(`${due}T00:00:00Z`);
        dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
        expect(dayAfter.getUTCDate()).toBe(1);
      }),
    );
  });

  it("is overdue from the day after the due date", () => {
    expect(isOverdue("2027-03", "2027-04-30")).toBe(false);
    expect(isOverdue("2027-03", "2027-05-01")).toBe(true);
  });
});
