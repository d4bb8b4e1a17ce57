import { describe, expect, it } from "vitest";
import { containsNul } from "./input-guard";

describe("containsNul", () => {
  it.each([
    ["a\u0000b", true],
    [["ok", ["deeper", "\u0000"]], true],
    [{ ok: { "key\u0000": 1 } }, true],
    [{ ok: [{ value: "x\u0000" }] }, true],
    ["no nul here \u0001\u001f", false],
    [{ a: [1, true, null, { b: "text" }] }, false],
    [undefined, false],
    [42, false],
  ])("finds a NUL in %j: %s", (value, expected) => {
    expect(containsNul(value)).toBe(expected);
  });

  it("walks 200,000 levels of nesting without exhausting the stack", () => {
    let value: unknown = "\u0000";
    for (let i = 0; i < 200_000; i++) value = i % 2 ? [value] : { a: value };
    expect(containsNul(value)).toBe(true);
  });
});
