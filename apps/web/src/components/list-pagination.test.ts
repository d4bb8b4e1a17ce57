import { describe, expect, it } from "vitest";
import { pageCount } from "./list-pagination";

describe("pageCount", () => {
  it.each([
    [0, 1],
    [1, 1],
    [50, 1],
    [51, 2],
    [250, 5],
  ])("%i rows -> %i pages", (total, pages) => {
    expect(pageCount(total, 50)).toBe(pages);
  });
});
