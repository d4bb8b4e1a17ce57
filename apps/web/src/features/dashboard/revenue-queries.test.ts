import { describe, expect, it } from "vitest";
import { dashboardQuery, isExportRunning, revenueKeys, videoListQuery } from "./revenue-queries";

const input = { start: "2026-03-01", end: "2026-03-15" };

describe("revenue query keys", () => {
  it("differ by currency so a currency switch asks again", () => {
    expect(dashboardQuery("USD", input).queryKey).not.toEqual(dashboardQuery("CNY", input).queryKey);
    const list = { ...input, sort: "date_desc" as const, page: 0, size: 10 };
    expect(videoListQuery("USD", list).queryKey).toContain("USD");
    expect(videoListQuery("CNY", list).queryKey).toContain("CNY");
  });
  it("sit under one root", () => {
    expect(revenueKeys.channels("USD", { ...input, sort: "revenue_desc" })[0]).toBe("revenue");
    expect(revenueKeys.meta()).toEqual(["revenue", "meta"]);
  });
});

describe("isExportRunning", () => {
  it("is true until the file is done or failed", () => {
    expect(isExportRunning("pending")).toBe(true);
    expect(isExportRunning("processing")).toBe(true);
    expect(isExportRunning("done")).toBe(false);
    expect(isExportRunning("failed")).toBe(false);
    expect(isExportRunning(undefined)).toBe(false);
  });
});
