import { describe, expect, it } from "vitest";
import { containsUnstorable } from "./input-guard";

describe("containsUnstorable", () => {
  it.each([
    ["a\u0000b", true],
    [["ok", ["deeper", "\u0000"]], true],
    [{ ok: { "key\u0000": 1 } }, true],
    [{ ok: [{ value: "x\u0000" }] }, true],
    ["t\ud800", true],
    ["\udc00 first", true],
    [{ "k\udbff": "v" }, true],
    [["deeper", { value: "x\udfff" }], true],
    ["pair reversed \udc00\ud800", true],
    ["no nul here \u0001\u001f", false],
    ["an emoji \ud83d\ude00 is a whole pair", false],
    [{ a: [1, true, null, { b: "text" }] }, false],
    [undefined, false],
    [42, false],
  ])("finds a NUL or a lone surrogate in %j: %s", (value, expected) => {
    expect(containsUnstorable(value)).toBe(expected);
  });

  it("walks 200,000 levels of nesting without exhausting the stack", () => {
    let value: unknown = "\u0000";
    for (let i = 0; i < 200_000; i++) value = i % 2 ? [value] : { a: value };
    expect(containsUnstorable(value)).toBe(true);
  });
});
