import { describe, expect, it } from "vitest";
import { hiddenToday, localDay } from "./popup-day";

describe("rolling popups' day", () => {
  it("hides them for the rest of the local day it was chosen on", () => {
    const evening = new Date(2026, 10, 26, 23, 59);
    expect(localDay(evening)).toBe("2026-11-26");
    expect(hiddenToday("2026-11-26", evening)).toBe(true);
    expect(hiddenToday("2026-11-26", new Date(2026, 10, 27, 0, 1))).toBe(false);
    expect(hiddenToday(null, evening)).toBe(false);
  });
});
