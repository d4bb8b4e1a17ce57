import { describe, expect, it } from "vitest";
import { allCautionsTicked, isPasswordLengthValid, toggleCaution } from "./delete-channel-rules";

describe("delete channel rules", () => {
  it("needs every caution ticked", () => {
    expect(allCautionsTicked([])).toBe(false);
    expect(allCautionsTicked(["data_removed", "earnings_forfeited"])).toBe(false);
    expect(allCautionsTicked(["accrual_restarts", "data_removed", "earnings_forfeited"])).toBe(true);
  });
  it("ticks and unticks without duplicates", () => {
    const once = toggleCaution(["data_removed"], "data_removed", true);
    expect(once).toEqual(["data_removed"]);
    expect(toggleCaution(once, "data_removed", false)).toEqual([]);
  });
  it("takes passwords of 4 to 64 characters", () => {
    expect(isPasswordLengthValid("abc")).toBe(false);
    expect(isPasswordLengthValid("abcd")).toBe(true);
    expect(isPasswordLengthValid("a".repeat(64))).toBe(true);
    expect(isPasswordLengthValid("a".repeat(65))).toBe(false);
  });
});
