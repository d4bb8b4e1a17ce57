import { describe, expect, it } from "vitest";
import { isoOfTyped, typedOfIso } from "./day-field";

describe("a day as a person types it", () => {
  it("reads the usual ways of writing a day, year first", () => {
    for (const text of [
      "2026/10/24",
      "2026.10.24",
      "2026-10-24",
      "2026. 10. 24.",
      "20261024",
      " 2026/10/24 ",
    ]) {
      expect(isoOfTyped(text), text).toBe("2026-10-24");
    }
    expect(isoOfTyped("2026/3/7")).toBe("2026-03-07");
  });

  it("refuses what is not a day of the calendar", () => {
    for (const text of ["", "2026/02/30", "2026/13/01", "10/24/2026", "2026/10", "yesterday"]) {
      expect(isoOfTyped(text), text).toBeNull();
    }
  });

  it("writes a day as the product does in each language", () => {
    expect(typedOfIso("2026-10-24", "en")).toBe("2026/10/24");
    expect(typedOfIso("2026-10-24", "ko")).toBe("2026.10.24");
    expect(typedOfIso("2026-10-24", "zh-TW")).toBe("2026/10/24");
    expect(typedOfIso("", "en")).toBe("");
  });
});
