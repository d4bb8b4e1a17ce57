import { describe, expect, it } from "vitest";
import {
  dashboardQuery,
  EXPORT_LINK_REFRESH_MS,
  EXPORT_POLL_MS,
  exportRefetchMs,
  isExportRunning,
  revenueKeys,
  videoDashboardQuery,
  videoListQuery,
} from "./revenue-queries";
import { videoDashboardInput } from "./video-list-params";

const input = { start: "2026-03-01", end: "2026-03-15" };

describe("revenue query keys", () => {
  it("differ by currency so a currency switch asks again", () => {
    expect(dashboardQuery("USD", input).queryKey).not.toEqual(dashboardQuery("CNY", input).queryKey);
    const list = { ...input, sort: "date_desc" as const, page: 0, size: 10 };
    expect(videoListQuery("USD", list).queryKey).toContain("USD");
    expect(videoListQuery("CNY", list).queryKey).toContain("CNY");
  });
  it("ask the video report's figures again for another currency, member or channel", () => {
    const scope = { range: input, member: 4 };
    const key = (currency: "USD" | "CNY", channel: number | null) =>
      videoDashboardQuery(currency, videoDashboardInput(scope, { channel })).queryKey;
    expect(key("USD", 8)).toEqual([
      "revenue",
      "videoDashboard",
      "USD",
      { ...input, subaccount: 4, channel: 8 },
    ]);
    expect(key("CNY", 8)).not.toEqual(key("USD", 8));
    expect(key("USD", null)).not.toEqual(key("USD", 8));
    expect(key("USD", 8)).not.toEqual(
      dashboardQuery("USD", { ...input, subaccount: 4, channel: 8 }).queryKey,
    );
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

describe("an export's status", () => {
  it("is asked again while the file is made, then before its signed link expires, then no more", () => {
    expect(exportRefetchMs({ status: "pending", download: null })).toBe(EXPORT_POLL_MS);
    expect(exportRefetchMs({ status: "done", download: "/api/files/1/2/ab/x.csv" })).toBe(
      EXPORT_LINK_REFRESH_MS,
    );
    // The link is signed for an hour: it is renewed well within it.
    expect(EXPORT_LINK_REFRESH_MS).toBeLessThan(60 * 60_000);
    expect(exportRefetchMs({ status: "done", download: null })).toBe(false);
    expect(exportRefetchMs({ status: "failed", download: null })).toBe(false);
  });
});
