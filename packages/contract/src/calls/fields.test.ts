import { describe, expect, it } from "vitest";
import { z } from "zod";
import { idField, integerField, pagingFields } from "./fields";
import { feeRateField } from "./mcn";

describe("integer fields", () => {
  it.each([
    [1, 1],
    ["12", 12],
    ["007", 7],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  ])("take a JSON integer or its decimal digits: %j is %d", (input, expected) => {
    expect(idField.parse(input)).toBe(expected);
  });

  it.each([
    true,
    false,
    null,
    undefined,
    "",
    "0x10",
    "1e0",
    "1e3",
    " 7",
    "7 ",
    "+5",
    "-1",
    "1.0",
    "1_000",
    "١٢",
    "99999999999999999",
    "-",
    1.5,
    0,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    [1],
    { id: 1 },
  ])("refuse %j with code 4, never reading it as a number", (input) => {
    const result = idField.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.every((issue) => issue.message === JSON.stringify({ code: 4 }))).toBe(true);
  });

  it("bound the value and keep the paging defaults", () => {
    const paging = z.object(pagingFields);
    expect(paging.parse({})).toEqual({ page: 0, size: 50 });
    expect(paging.parse({ page: "3", size: "20" })).toEqual({ page: 3, size: 20 });
    for (const input of [{ size: "0" }, { size: 201 }, { page: true }, { page: "0x1" }, { size: "2e1" }]) {
      expect(paging.safeParse(input).success).toBe(false);
    }
    expect(integerField(0, 100).safeParse(100).success).toBe(true);
    expect(integerField(0, 100).safeParse(101).success).toBe(false);
  });

  it("are integers in the JSON schema the OpenAPI document shows, with their bounds and defaults", () => {
    expect(z.toJSONSchema(idField, { io: "input" })).toMatchObject({ type: "integer", minimum: 1 });
    expect(z.toJSONSchema(pagingFields.size, { io: "input" })).toMatchObject({
      type: "integer",
      minimum: 1,
      maximum: 200,
      default: 50,
    });
  });

  it("write an answer back as the number (answers reuse input schemas, written with encode)", () => {
    const settings = z.object({ goal: integerField(1, 100), page: pagingFields.page });
    expect(z.encode(settings, { goal: 7, page: 0 })).toEqual({ goal: 7, page: 0 });
  });
});

describe("the fee rate field", () => {
  it.each([
    [30, 30],
    [12.5, 12.5],
    ["12.5", 12.5],
    [" 0.01 ", 0.01],
    ["100", 100],
  ])("takes a number or its decimal text: %j", (input, expected) => {
    expect(feeRateField.parse(input)).toBe(expected);
  });

  it.each([true, "0x10", "1e1", "1e-2", "+5", "12.345", "", null, 12.345])("refuses %j", (input) => {
    expect(feeRateField.safeParse(input).success).toBe(false);
  });
});
