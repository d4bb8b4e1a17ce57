import { describe, expect, it } from "vitest";
import { nicknameField } from "./calls/fields";
import { isValidNickname } from "./nickname";

describe("isValidNickname", () => {
  it.each([
    ["a", false],
    ["ab", true],
    ["a".repeat(12), true],
    ["a".repeat(13), false],
    ["김민", true],
    ["민".repeat(12), true],
    ["小明", true],
    ["user42", true],
    ["a b", false],
    ["a_b", false],
    ["", false],
    // Counted as code points: 12 letters outside the BMP are 12, not 24.
    ["𝒜".repeat(12), true],
    ["𝒜".repeat(13), false],
  ])("%o -> %s", (name, valid) => {
    expect(isValidNickname(name)).toBe(valid);
  });

  it("is the rule of the nickname field, which trims first", () => {
    expect(nicknameField.safeParse("  김민  ").success).toBe(true);
    expect(nicknameField.safeParse("a".repeat(13)).success).toBe(false);
  });
});
