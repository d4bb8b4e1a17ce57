import { LANGUAGES } from "@studio/contract";
import { describe, expect, it } from "vitest";
import { startLanguage } from "./start-language";

const all = [...LANGUAGES];
const noKorean = all.filter((l) => l !== "ko");

describe("startLanguage (docs/spec.md §4)", () => {
  it.each([
    ["stored ko on a site with Korean", "ko", ["en-US"], all, "ko"],
    ["stored ko on a site without Korean", "ko", ["ko-KR"], noKorean, "en"],
    ["stored zh-CN", "zh-CN", ["en-US"], all, "zh-CN"],
    ["browser zh-TW", null, ["zh-TW", "en"], all, "zh-TW"],
    ["browser zh-Hant-HK", null, ["zh-Hant-HK"], all, "zh-TW"],
    ["browser zh-CN", null, ["zh-CN"], all, "zh-CN"],
    ["browser ko without a stored choice", null, ["ko-KR"], all, "en"],
    ["browser fr", null, ["fr-FR"], all, "en"],
    ["nothing at all", null, [], undefined, "en"],
    ["a stored value that is no language", "de", ["zh-CN"], all, "zh-CN"],
  ] as const)("%s", (_name, stored, browser, site, expected) => {
    expect(startLanguage(stored, browser, site ? [...site] : undefined)).toBe(expected);
  });
});
