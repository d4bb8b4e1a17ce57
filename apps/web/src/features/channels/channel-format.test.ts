import { describe, expect, it } from "vitest";
import { formatDateTime, formatMicroUsd } from "./channel-format";

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
