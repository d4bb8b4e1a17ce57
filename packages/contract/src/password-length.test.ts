import { describe, expect, it } from "vitest";
import { confirmPasswordField, newPasswordField } from "./calls/fields";
import { decodeIssue } from "./errors/coded";
import {
  isConfirmPasswordLength,
  isPasswordLengthIn,
  NETWORK_PASSWORD_MIN,
  newPasswordLength,
} from "./password-length";

describe("confirmed passwords: 4-64", () => {
  it.each([
    [3, false],
    [4, true],
    [64, true],
    [65, false],
  ])("%s characters -> %s", (length, valid) => {
    expect(isConfirmPasswordLength("p".repeat(length))).toBe(valid);
    expect(confirmPasswordField.safeParse("p".repeat(length)).success).toBe(valid);
  });

  it("refuses with 10006 naming 4 and 64", () => {
    const result = confirmPasswordField.safeParse("abc");
    expect(decodeIssue(result.error?.issues[0]?.message)).toEqual({
      code: 10006,
      params: { min: 4, max: 64 },
    });
  });
});

describe("new passwords: the network's minimum up to 64", () => {
  it.each([
    [0, { min: 8, max: 64 }],
    [8, { min: 8, max: 64 }],
    [4, { min: 4, max: 64 }],
    [12, { min: 12, max: 64 }],
    // Never below the spec's 4, never above 64.
    [2, { min: 4, max: 64 }],
    [70, { min: 64, max: 64 }],
  ])("a network minimum of %s gives %o", (networkMin, range) => {
    expect(newPasswordLength(networkMin)).toEqual(range);
  });

  it("takes the bounds of the range, not one past them", () => {
    const range = newPasswordLength(8);
    expect(isPasswordLengthIn("p".repeat(7), range)).toBe(false);
    expect(isPasswordLengthIn("p".repeat(8), range)).toBe(true);
    expect(isPasswordLengthIn("p".repeat(64), range)).toBe(true);
    expect(isPasswordLengthIn("p".repeat(65), range)).toBe(false);
  });

  it("a network's own minimum is set from 4 to 64", () => {
    expect(NETWORK_PASSWORD_MIN).toEqual({ min: 4, max: 64 });
  });

  it("the new-password field refuses only what no network takes: more than 64", () => {
    expect(newPasswordField.safeParse("p".repeat(64)).success).toBe(true);
    expect(newPasswordField.safeParse("p".repeat(65)).success).toBe(false);
  });
});
