import { formatDateTime } from "@studio/contract";
import { describe, expect, it } from "vitest";
import { formatChannelFigures } from "./channel-format";

describe("formatDateTime", () => {
  it("joins the person's date format and the local time", () => {
    const instant = new Date(2026, 2, 5, 14, 7).toISOString();
    expect(formatDateTime(instant, "en")).toBe("2026/03/05 14:07");
    expect(formatDateTime(instant, "ko")).toBe("2026.03.05 14:07");
  });
  it("is empty for an unreadable moment", () => {
    expect(formatDateTime("later", "en")).toBe("");
  });
});

describe("formatChannelFigures", () => {
  it("shows the period's views and estimated profit the API computed, in the person's currency", () => {
    expect(
      formatChannelFigures({ views: 12_345, revenue: "5000000", revenue_display: "CN¥36" }, "en"),
    ).toEqual({
      views: "12.3k",
      profit: "CN¥36",
    });
  });
  it("shows a dash for a channel without figures (not approved, or outside the viewer's revenue)", () => {
    expect(formatChannelFigures(null, "ko")).toEqual({ views: "—", profit: "—" });
  });
});
