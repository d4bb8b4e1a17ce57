import { describe, expect, it } from "vitest";
import { calendarDateIn, calendarDayIn, creatorTimeZone, yearDigits } from "./calendar-day";

describe("creatorTimeZone", () => {
  it("is the account's own zone when it has one", () => {
    expect(creatorTimeZone({ timeZone: "America/Los_Angeles" }, { timeZone: "Asia/Seoul" })).toBe(
      "America/Los_Angeles",
    );
  });

  it("is the network's zone when the account has none", () => {
    expect(creatorTimeZone({ timeZone: null }, { timeZone: "Asia/Seoul" })).toBe("Asia/Seoul");
  });
});

describe("calendarDayIn", () => {
  it.each([
    // Seoul is UTC+9 all year: its day starts at 15:00 UTC the evening before.
    ["2026-11-30T14:59:59.999Z", "Asia/Seoul", "2026-11-30"],
    ["2026-11-30T15:00:00.000Z", "Asia/Seoul", "2026-12-01"],
    ["2026-11-30T23:59:59.999Z", "UTC", "2026-11-30"],
    ["2026-12-01T00:00:00.000Z", "UTC", "2026-12-01"],
    // Los Angeles in winter (UTC-8): the 1st begins at 08:00 UTC.
    ["2026-12-01T07:59:59.999Z", "America/Los_Angeles", "2026-11-30"],
    ["2026-12-01T08:00:00.000Z", "America/Los_Angeles", "2026-12-01"],
    // ...and in summer (UTC-7).
    ["2026-07-01T06:59:59.999Z", "America/Los_Angeles", "2026-06-30"],
    ["2026-07-01T07:00:00.000Z", "America/Los_Angeles", "2026-07-01"],
    // The year turns at different instants in different zones.
    ["2026-12-31T10:00:00.000Z", "Pacific/Kiritimati", "2027-01-01"],
    ["2027-01-01T10:00:00.000Z", "Pacific/Pago_Pago", "2026-12-31"],
    ["2028-02-29T12:00:00.000Z", "Asia/Seoul", "2028-02-29"],
  ])("%s in %s is %s", (iso, timeZone, day) => {
    expect(calendarDayIn(new Date(iso), timeZone)).toBe(day);
  });

  it("writes years before 1000 and before year 1 with four digits", () => {
    expect(calendarDayIn(new Date("0033-05-06T12:00:00Z"), "UTC")).toBe("0033-05-06");
    expect(calendarDateIn(new Date("-000100-01-01T12:00:00Z"), "UTC")).toEqual({
      year: -100,
      month: 1,
      day: 1,
    });
    expect(yearDigits(-100)).toBe("-0100");
    expect(yearDigits(0)).toBe("0000");
  });

  it("refuses an unknown zone and an invalid Date", () => {
    expect(() => calendarDayIn(new Date(), "Mars/Olympus_Mons")).toThrow(RangeError);
    expect(() => calendarDayIn(new Date(Number.NaN), "UTC")).toThrow(RangeError);
  });
});
