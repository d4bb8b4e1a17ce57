import { describe, expect, it } from "vitest";
import { rankChange } from "./rank-change";

describe("rankChange", () => {
  it("is new without last week's rank", () => {
    expect(rankChange(3, null)).toEqual({ kind: "new" });
  });
  it("moves up when the rank number shrinks", () => {
    expect(rankChange(2, 7)).toEqual({ kind: "up", by: 5 });
    expect(rankChange(1, 2)).toEqual({ kind: "up", by: 1 });
  });
  it("moves down when the rank number grows", () => {
    expect(rankChange(9, 4)).toEqual({ kind: "down", by: 5 });
  });
  it("stays", () => {
    expect(rankChange(4, 4)).toEqual({ kind: "same" });
  });
});
