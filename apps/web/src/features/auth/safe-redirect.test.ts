import { describe, expect, it } from "vitest";
import { safeFromUrl } from "./safe-redirect";

describe("safeFromUrl", () => {
  it.each([
    ["/config-account", "/config-account"],
    ["/dashboard?x=1", "/dashboard?x=1"],
    [null, "/dashboard"],
    ["", "/dashboard"],
    ["https://evil.example", "/dashboard"],
    ["//evil.example", "/dashboard"],
    ["/\\evil.example", "/dashboard"],
    ["javascript:alert(1)", "/dashboard"],
  ])("%s -> %s", (input, expected) => {
    expect(safeFromUrl(input)).toBe(expected);
  });
});
