import { describe, expect, it } from "vitest";
import { dialogId, withDialogParams } from "./dialog-param";

describe("withDialogParams", () => {
  it("sets and removes dialog keys and keeps the rest", () => {
    const next = withDialogParams(new URLSearchParams("page=2&addChannel=true"), {
      addChannel: null,
      authTimer: "7",
    });
    expect(next.toString()).toBe("page=2&authTimer=7");
  });
});

describe("dialogId", () => {
  it.each([
    ["7", 7],
    ["0", null],
    ["-3", null],
    ["true", null],
    ["1e3", null],
    [null, null],
  ])("%s -> %s", (value, expected) => {
    expect(dialogId(value)).toBe(expected);
  });
});
