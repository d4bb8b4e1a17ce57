import { describe, expect, it } from "vitest";
import { countryName } from "./country-names";

describe("countryName", () => {
  it("names a country in the person's language", () => {
    expect(countryName("KR", "en")).toBe("South Korea");
    expect(countryName("kr", "ko")).toBe("대한민국");
    expect(countryName("JP", "zh-CN")).toBe("日本");
    expect(countryName("US", "zh-TW")).toBe("美國");
  });
  it("shows what it cannot name as given", () => {
    expect(countryName("not a code", "en")).toBe("not a code");
  });
});
