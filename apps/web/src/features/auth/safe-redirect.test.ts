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
    ["/%5Cevil.example", "/dashboard"],
    ["/%2F/evil.example", "/dashboard"],
    ["/\tevil", "/dashboard"],
    ["/ok%0aevil", "/dashboard"],
    ["/bad%E0%A4%A", "/dashboard"],
    ["/ok", "/ok"],
  ])("%s -> %s", (input, expected) => {
    expect(safeFromUrl(input)).toBe(expected);
  });
});
