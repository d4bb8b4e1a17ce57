import { describe, expect, it } from "vitest";
import { auditChanges } from "./audit-values";
import { feeRateMonths, formatFeeRate, formatMonth, monthOf } from "./team-format";

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
  it("writes months and rates in the person's language", () => {
    expect(formatMonth("2026-12", "en")).toBe("December 2026");
    expect(formatMonth("2026-12", "ko")).toBe("2026년 12월");
    expect(formatMonth("not a month", "en")).toBe("not a month");
    expect(formatFeeRate(12.5, "en")).toBe("12.5%");
    expect(formatFeeRate(30, "en")).toBe("30%");
  });
});

describe("auditChanges", () => {
  it("lines up before and after per field, with names for objects and a dash for no value", () => {
    expect(
      auditChanges(
        { channel_name: "City Dance Crew", member: { id: 2, name: "DemoMember" } },
        { channel_name: "City Dance Crew", member: null },
      ),
    ).toEqual([
      {
        kind: "value",
        field: "channel_name",
        labelKey: "team.audit.field.channel",
        value: "City Dance Crew",
      },
      {
        kind: "change",
        field: "member",
        labelKey: "team.audit.field.member",
        before: "DemoMember",
        after: undefined,
      },
    ]);
    expect(auditChanges({ fee_rate: 20, month: "2026-12" }, { fee_rate: 30, month: "2026-12" })).toEqual([
      { kind: "change", field: "fee_rate", labelKey: "team.audit.field.feeRate", before: 20, after: 30 },
      { kind: "value", field: "month", labelKey: "team.audit.field.month", value: "2026-12" },
    ]);
  });

  it("shows the one side of a creation or a deletion, lists as items, and never a password", () => {
    expect(
      auditChanges({ user_id: "hana@studio.test", channels: ["A", "B"], extra: true, empty: [] }, null),
    ).toEqual([
      { kind: "value", field: "user_id", labelKey: "team.audit.field.userId", value: "hana@studio.test" },
      { kind: "value", field: "channels", labelKey: "team.audit.field.channels", value: "A, B" },
      { kind: "value", field: "extra", labelKey: null, value: true },
    ]);
    expect(auditChanges(null, { password: "changed" })).toEqual([]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
