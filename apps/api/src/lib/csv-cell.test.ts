import { describe, expect, it } from "vitest";
import { neutraliseCsvCell } from "./csv-cell";

describe("neutraliseCsvCell", () => {
  it("quotes every cell a spreadsheet would start a formula with", () => {
    for (const cell of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx", '=HYPERLINK("http://x")']) {
      expect(neutraliseCsvCell(cell)).toBe(`'${cell}`);
    }
  });

  it("leaves other text as it is", () => {
    for (const cell of ["Video 1", "1.500000", "a=b", " =1", "", "한국어"]) {
      expect(neutraliseCsvCell(cell)).toBe(cell);
    }
  });
});
