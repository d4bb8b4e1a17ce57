import { describe, expect, it } from "vitest";
import {
  carriedFilters,
  customRange,
  isIsoDay,
  readDashboardFilters,
  selectedRange,
  withDashboardFilters,
} from "./dashboard-filters";

const MAX = "2026-03-15";
const read = (query: string) => readDashboardFilters(new URLSearchParams(query));

describe("readDashboardFilters", () => {
  it("defaults to the latest days of every member", () => {
    expect(read("")).toEqual({ period: "latest", from: null, to: null, member: null });
  });
  it("reads a known period, a custom range and a member id", () => {
    expect(read("period=custom&from=2026-01-01&to=2026-01-31&member=7")).toEqual({
      period: "custom",
      from: "2026-01-01",
      to: "2026-01-31",
      member: 7,
    });
  });
  it("ignores an unknown period and a member that is not an id", () => {
    expect(read("period=forever&member=abc")).toMatchObject({ period: "latest", member: null });
    expect(read("member=0").member).toBeNull();
    expect(read("member=-3").member).toBeNull();
  });
});

describe("selectedRange from the newest complete day", () => {
  it.each([
    ["latest", { start: "2026-02-16", end: MAX }],
    ["this_month", { start: "2026-03-01", end: MAX }],
    ["last_month", { start: "2026-02-01", end: "2026-02-28" }],
    ["six_months", { start: "2025-10-01", end: MAX }],
  ] as const)("%s", (period, range) => {
    expect(selectedRange({ period, from: null, to: null, member: null }, MAX)).toEqual(range);
  });

  it("keeps a valid custom range", () => {
    expect(
      selectedRange({ period: "custom", from: "2026-01-05", to: "2026-01-20", member: null }, MAX),
    ).toEqual({
      start: "2026-01-05",
      end: "2026-01-20",
    });
  });

  it("falls back to the latest days when the custom range is unreadable", () => {
    expect(selectedRange({ period: "custom", from: "2026-02-30", to: null, member: null }, MAX)).toEqual({
      start: "2026-02-16",
      end: MAX,
    });
  });
});

describe("customRange", () => {
  it("swaps reversed ends", () => {
    expect(customRange("2026-01-20", "2026-01-05", MAX)).toEqual({ start: "2026-01-05", end: "2026-01-20" });
  });
  it("stops at the newest complete day", () => {
    expect(customRange("2026-03-01", "2026-04-30", MAX)).toEqual({ start: "2026-03-01", end: MAX });
    expect(customRange("2026-04-01", "2026-04-30", MAX)).toEqual({ start: MAX, end: MAX });
  });
  it("keeps the newest 366 days of a longer range", () => {
    expect(customRange("2020-01-01", "2026-03-15", MAX)).toEqual({ start: "2025-03-15", end: MAX });
  });
  it("is null without two real days", () => {
    expect(customRange(null, "2026-01-01", MAX)).toBeNull();
    expect(customRange("2026-13-01", "2026-01-01", MAX)).toBeNull();
  });
});

describe("isIsoDay", () => {
  it.each([
    ["2024-02-29", true],
    ["2023-02-29", false],
    ["2024-2-1", false],
    ["", false],
    [null, false],
  ])("%o -> %s", (value, expected) => {
    expect(isIsoDay(value)).toBe(expected);
  });
});

describe("withDashboardFilters", () => {
  const params = new URLSearchParams("videoDetail=4&period=custom&from=2026-01-01&to=2026-01-02&member=3");
  it("drops the custom days when a preset is chosen, and keeps other keys", () => {
    expect(withDashboardFilters(params, { period: "last_month" }).toString()).toBe(
      "videoDetail=4&period=last_month&member=3",
    );
  });
  it("leaves default values out of the URL", () => {
    expect(withDashboardFilters(params, { period: "latest", member: null }).toString()).toBe("videoDetail=4");
  });
  it("sets the custom days and the member", () => {
    const next = withDashboardFilters(new URLSearchParams(), {
      period: "custom",
      from: "2026-01-01",
      to: "2026-01-31",
      member: 9,
    });
    expect(read(next.toString())).toEqual({
      period: "custom",
      from: "2026-01-01",
      to: "2026-01-31",
      member: 9,
    });
  });
});

describe("carriedFilters", () => {
  it("keeps only the dashboard filters", () => {
    expect(carriedFilters("?period=last_month&q=cat&videoDetail=3&member=2")).toBe(
      "?period=last_month&member=2",
    );
    expect(carriedFilters("?q=cat")).toBe("");
  });
});
