import { describe, expect, it } from "vitest";
import type { Language } from "../languages";
import { calendarDateOf, formatDate, formatMonth } from "./date";

describe("formatDate", () => {
  it.each<[string, Language, string]>([
    ["2024-03-05", "ko", "2024.03.05"],
    ["2024-03-05", "zh-CN", "2024/03/05"],
    ["2024-03-05", "zh-TW", "2024/03/05"],
    ["2024-03-05", "en", "2024/03/05"],
    ["2024-01-01", "ko", "2024.01.01"],
    ["2023-12-31", "en", "2023/12/31"],
    ["2024-02-29", "ko", "2024.02.29"],
    ["2000-02-29", "en", "2000/02/29"],
  ])("formatDate(%o, %s) === %o", (date, language, expected) => {
    expect(formatDate(date, language)).toBe(expected);
  });

  it.each([
    ["2023-02-29"],
    ["1900-02-29"],
    ["2024-13-01"],
    ["2024-00-10"],
    ["2024-04-31"],
    ["2024-1-5"],
    ["not a date"],
    ["March 5, 2024"],
    ["2024-02-30T00:00:00Z"],
    ["2024-03-05T25:00:00Z"],
    [" 2024-03-05"],
    [""],
  ])("formatDate(%o) is empty for an invalid date", (date) => {
    expect(formatDate(date, "en")).toBe("");
  });

  it("never shifts a YYYY-MM-DD string, in any time zone", () => {
    for (const timeZone of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC", "Asia/Seoul"]) {
      expect(formatDate("2024-01-01", "ko", { timeZone })).toBe("2024.01.01");
      expect(formatMonth("2024-01-01", { timeZone })).toBe("2024/01");
    }
  });

  it("reads a Date in the local zone by default", () => {
    expect(formatDate(new Date(2024, 0, 5, 23, 59), "ko")).toBe("2024.01.05");
    expect(formatDate(new Date(2024, 0, 5, 0, 0), "zh-TW")).toBe("2024/01/05");
  });

  it.each<[string, string, Language, string]>([
    ["2024-01-01T20:00:00Z", "Asia/Seoul", "ko", "2024.01.02"],
    ["2024-01-01T20:00:00Z", "UTC", "ko", "2024.01.01"],
    ["2024-01-01T02:00:00Z", "America/Los_Angeles", "en", "2023/12/31"],
    ["2024-06-30T16:00:00Z", "Asia/Shanghai", "zh-CN", "2024/07/01"],
    ["2024-06-30T16:00:00.123456Z", "Asia/Taipei", "zh-TW", "2024/07/01"],
    ["2024-01-01T08:00:00+09:00", "UTC", "en", "2023/12/31"],
  ])("reads %s in %s (%s) -> %o", (iso, timeZone, language, expected) => {
    expect(formatDate(new Date(iso), language, { timeZone })).toBe(expected);
    expect(formatDate(iso, language, { timeZone })).toBe(expected);
  });

  it("is empty for an invalid Date", () => {
    expect(formatDate(new Date(Number.NaN), "en")).toBe("");
  });
});

describe("formatMonth", () => {
  it.each<[string | Date, string]>([
    ["2024-03-05", "2024/03"],
    ["2024-03", "2024/03"],
    ["2024-12-31", "2024/12"],
    [new Date(2024, 10, 30), "2024/11"],
    ["2024-13", ""],
    ["2024-3", ""],
    ["", ""],
  ])("formatMonth(%o) === %o", (date, expected) => {
    expect(formatMonth(date)).toBe(expected);
  });

  it("reads an instant in a time zone", () => {
    expect(formatMonth(new Date("2024-01-31T20:00:00Z"), { timeZone: "Asia/Seoul" })).toBe("2024/02");
  });
});

describe("calendarDateOf", () => {
  it("returns the parts of a calendar date", () => {
    expect(calendarDateOf("2024-03-05")).toEqual({ year: 2024, month: 3, day: 5 });
    expect(calendarDateOf("2024-03")).toEqual({ year: 2024, month: 3, day: 1 });
    expect(calendarDateOf("2024-02-30")).toBeNull();
  });
});
