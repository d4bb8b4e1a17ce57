import { describe, expect, it } from "vitest";
import { auditChanges } from "./audit-values";
import { feeRateMonths, formatFeeRate, formatMoney, formatMonth, monthOf } from "./team-format";

describe("feeRateMonths", () => {
  it("starts with this month and crosses the year", () => {
    const months = feeRateMonths(new Date(2026, 10, 30), 4);
    expect(months).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
    expect(monthOf(new Date(2026, 0, 31))).toBe("2026-01");
  });

  it("offers this month and the twelve after it by default", () => {
    const months = feeRateMonths(new Date(2026, 0, 1));
    expect(months).toHaveLength(13);
    expect(months.at(-1)).toBe("2027-01");
  });
});

describe("team formatting", () => {
  it("writes months, rates and money in the person's language", () => {
    expect(formatMonth("2026-12", "en")).toBe("December 2026");
    expect(formatMonth("2026-12", "ko")).toBe("2026년 12월");
    expect(formatMonth("not a month", "en")).toBe("not a month");
    expect(formatFeeRate(12.5, "en")).toBe("12.5%");
    expect(formatFeeRate(30, "en")).toBe("30%");
    // Truncated, never rounded; an unreadable amount shows as zero.
    expect(formatMoney("70000001", "en")).toBe("$70.00");
    expect(formatMoney("1999999", "en")).toBe("$1.99");
    expect(formatMoney("oops", "en")).toBe("$0.00");
  });
});

describe("auditChanges", () => {
  it("lines up before and after per field, names for objects, absent sides undefined", () => {
    expect(
      auditChanges(
        { fee_rate: 20, month: "2026-01" },
        { fee_rate: 30, month: "2026-12", member: { id: 4, name: "Hana" } },
      ),
    ).toEqual([
      { field: "fee_rate", labelKey: "team.audit.field.feeRate", before: 20, after: 30 },
      { field: "month", labelKey: "team.audit.field.month", before: "2026-01", after: "2026-12" },
      { field: "member", labelKey: "team.audit.field.member", before: undefined, after: "Hana" },
    ]);
    expect(
      auditChanges(null, {
        channels: [
          { id: 1, name: "A" },
          { id: 2, name: "B" },
        ],
        extra: true,
      }),
    ).toEqual([
      { field: "channels", labelKey: "team.audit.field.channels", before: undefined, after: "A, B" },
      { field: "extra", labelKey: null, before: undefined, after: true },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
