import { describe, expect, it } from "vitest";
import { formatChannelFigures, formatDateTime, formatMicroUsd } from "./channel-format";

describe("formatMicroUsd", () => {
  it("shows micro-USD strings as dollars, truncated", () => {
    expect(formatMicroUsd("0", "en")).toBe("$0.00");
    expect(formatMicroUsd("1999999", "en")).toBe("$1.99");
    expect(formatMicroUsd("1234567890", "ko")).toBe("$1,234.56");
  });
  it("shows an unreadable amount as zero instead of failing the page", () => {
    expect(formatMicroUsd("1.5", "en")).toBe("$0.00");
  });
});

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
  it("shows the period's views and estimated profit the API computed, not a placeholder zero", () => {
    expect(formatChannelFigures({ views: 12_345, revenue: "5000000" }, "en")).toEqual({
      views: "12.3k",
      profit: "$5.00",
    });
  });
  it("shows a dash for a channel without figures (not approved, or outside the viewer's revenue)", () => {
    expect(formatChannelFigures(null, "ko")).toEqual({ views: "—", profit: "—" });
  });
});
