import { describe, expect, it } from "vitest";
import {
  channelReportInput,
  dashboardInput,
  isChannelSort,
  readVideoReportFilters,
  videoDashboardInput,
  videoExportInput,
  videoListInput,
  withVideoReportFilters,
} from "./video-list-params";

const range = { start: "2026-02-01", end: "2026-02-28" };

describe("readVideoReportFilters", () => {
  it("defaults: no search, all channels, every clearance state, newest first, first page", () => {
    expect(readVideoReportFilters(new URLSearchParams())).toEqual({
      search: "",
      channel: null,
      sort: "date_desc",
      clearance: null,
      page: 0,
    });
  });
  it("reads the URL's 1-based page as a 0-based one", () => {
    expect(
      readVideoReportFilters(new URLSearchParams("q=cat&channel=5&sort=views_desc&clearance=at_risk&page=3")),
    ).toEqual({
      search: "cat",
      channel: 5,
      sort: "views_desc",
      clearance: "at_risk",
      page: 2,
    });
  });
  it("ignores an unknown sort and a page that is not a number", () => {
    expect(readVideoReportFilters(new URLSearchParams("sort=loudest&page=x"))).toMatchObject({
      sort: "date_desc",
      page: 0,
    });
  });
  it("cuts a search longer than the API takes", () => {
    expect(readVideoReportFilters(new URLSearchParams(`q=${"a".repeat(150)}`)).search).toHaveLength(100);
  });
});

describe("withVideoReportFilters", () => {
  const params = new URLSearchParams("period=last_month&q=cat&page=4");
  it("goes back to the first page on any other change", () => {
    expect(withVideoReportFilters(params, { sort: "profit_desc" }).toString()).toBe(
      "period=last_month&q=cat&sort=profit_desc",
    );
  });
  it("writes the page 1-based", () => {
    expect(withVideoReportFilters(params, { page: 1 }).get("page")).toBe("2");
  });
  it("leaves defaults and empty values out", () => {
    const next = withVideoReportFilters(params, { search: "  ", channel: null, sort: "date_desc" });
    expect(next.toString()).toBe("period=last_month");
  });
});

describe("inputs of the revenue calls", () => {
  it("leaves empty filters out of the list input", () => {
    expect(videoListInput({ range, member: null })).toEqual({
      ...range,
      sort: "date_desc",
      page: 0,
      size: 50,
    });
  });
  it("passes member, channel, trimmed search, sort, page and size", () => {
    expect(
      videoListInput({ range, member: 4 }, { search: " cat ", channel: 8, sort: "price_asc", page: 2 }, 10),
    ).toEqual({ ...range, subaccount: 4, channel: 8, search: "cat", sort: "price_asc", page: 2, size: 10 });
  });
  it("exports the list's rows without paging, with its claim-safety filter", () => {
    expect(
      videoExportInput({ range, member: null }, { search: "cat", page: 3, sort: "views_asc" }, "csv"),
    ).toEqual({
      ...range,
      search: "cat",
      sort: "views_asc",
      format: "csv",
    });
    expect(videoExportInput({ range, member: null }, { clearance: "at_risk" }, "xlsx")).toEqual({
      ...range,
      sort: "date_desc",
      clearance: "at_risk",
      format: "xlsx",
    });
  });
  it("asks the dashboard and the channel report for the same scope", () => {
    expect(dashboardInput({ range, member: 2 })).toEqual({ ...range, subaccount: 2 });
    expect(dashboardInput({ range, member: null })).toEqual(range);
    expect(channelReportInput({ range, member: null }, "views_desc")).toEqual({
      ...range,
      sort: "views_desc",
    });
  });
  it("asks the video report's figures for the list's period, member and channel, not its search", () => {
    const filters = { search: "cat", channel: 8, sort: "views_desc" as const, page: 2 };
    expect(videoDashboardInput({ range, member: 4 }, filters)).toEqual({
      ...range,
      subaccount: 4,
      channel: 8,
    });
    expect(videoDashboardInput({ range, member: null }, { channel: null })).toEqual(range);
  });
  it("knows the channel sorts", () => {
    expect(isChannelSort("title_asc")).toBe(true);
    expect(isChannelSort("date_desc")).toBe(false);
  });
});
