import { describe, expect, it } from "vitest";
import { monthEnd, rangePieces } from "./range-months";

describe("rangePieces", () => {
  it("reads whole months from the video months", () => {
    expect(rangePieces({ start: "2026-06-01", end: "2026-11-30" })).toEqual({
      wholeMonths: { from: "2026-06-01", to: "2026-11-01" },
      partMonths: [],
    });
    expect(rangePieces({ start: "1970-01-01", end: "9999-12-31" }).partMonths).toEqual([]);
  });

  it("adds up a short part of a month, or takes a short remainder off the month", () => {
    // The latest 28 days: 9 days of October added, November less its 11 days after the 19th.
    expect(rangePieces({ start: "2026-10-23", end: "2026-11-19" })).toEqual({
      wholeMonths: null,
      partMonths: [
        { month: "2026-10-01", fromMonth: false, days: [{ start: "2026-10-23", end: "2026-10-31" }] },
        { month: "2026-11-01", fromMonth: true, days: [{ start: "2026-11-20", end: "2026-11-30" }] },
      ],
    });
    expect(rangePieces({ start: "2026-08-15", end: "2026-11-10" })).toEqual({
      wholeMonths: { from: "2026-09-01", to: "2026-10-01" },
      partMonths: [
        { month: "2026-08-01", fromMonth: true, days: [{ start: "2026-08-01", end: "2026-08-14" }] },
        { month: "2026-11-01", fromMonth: false, days: [{ start: "2026-11-01", end: "2026-11-10" }] },
      ],
    });
  });

  it("takes both ends off a month when the range sits inside it", () => {
    expect(rangePieces({ start: "2026-02-03", end: "2026-02-25" })).toEqual({
      wholeMonths: null,
      partMonths: [
        {
          month: "2026-02-01",
          fromMonth: true,
          days: [
            { start: "2026-02-01", end: "2026-02-02" },
            { start: "2026-02-26", end: "2026-02-28" },
          ],
        },
      ],
    });
    expect(rangePieces({ start: "2026-02-10", end: "2026-02-12" }).partMonths[0]?.fromMonth).toBe(false);
  });

  it("knows the length of each month", () => {
    expect([
      monthEnd("2024-02-10"),
      monthEnd("2026-02-01"),
      monthEnd("2026-12-31"),
      monthEnd("0004-02-01"),
    ]).toEqual(["2024-02-29", "2026-02-28", "2026-12-31", "0004-02-29"]);
  });
});
