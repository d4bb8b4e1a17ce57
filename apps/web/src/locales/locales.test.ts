import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { avoidedTermsIn, casualKoreanIn, LANGUAGES, PROFIT_TYPES } from "@studio/contract";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import ko from "./ko.json";
import zhCN from "./zh-CN.json";
import zhTW from "./zh-TW.json";

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ""): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === "string"
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

const resources: Record<(typeof LANGUAGES)[number], Record<string, string>> = {
  en: flatten(en),
  ko: flatten(ko),
  "zh-CN": flatten(zhCN),
  "zh-TW": flatten(zhTW),
};
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.includes(".test.") ? [full] : [];
  });
}

describe("locale files", () => {
  const englishKeys = Object.keys(resources.en).sort();

  it.each(LANGUAGES)("%s has every key, none empty, with the same placeholders", (language) => {
    const strings = resources[language];
    expect(Object.keys(strings).sort()).toEqual(englishKeys);
    for (const key of englishKeys) {
      expect(strings[key]?.trim(), `${language}:${key}`).toBeTruthy();
      expect(placeholders(strings[key] ?? ""), `${language}:${key}`).toEqual(
        placeholders(resources.en[key] ?? ""),
      );
    }
  });

  it("writes Korean in one register: statements in 합니다체, as the server's messages (docs/glossary.md)", () => {
    const casual = Object.entries(resources.ko).flatMap(([key, text]) =>
      casualKoreanIn(text).map((word) => `${key}: ${word}`),
    );
    expect(casual).toEqual([]);
  });

  it.each(LANGUAGES)("%s uses the glossary's words (docs/glossary.md)", (language) => {
    const offending = Object.entries(resources[language]).flatMap(([key, text]) =>
      avoidedTermsIn(text, language).map((term) => `${key}: "${term.avoid}" (use "${term.use}")`),
    );
    expect(offending).toEqual([]);
  });

  it("counts things with i18next plurals: no '1 tracks' (a count before a plural noun is a plural key)", () => {
    const counted = /\{\{(count|total)\}\}\+? [a-z]+s\b|\{\{count\}\} [a-z ]+s\b/;
    const bypassing = Object.entries(resources.en)
      .filter(([key, text]) => counted.test(text) && !/_(one|other)$/.test(key))
      .map(([key, text]) => `${key}: ${text}`);
    // "1,000+ tracks" is never singular.
    expect(bypassing.filter((line) => !line.startsWith("music.results.countMore"))).toEqual([]);
    for (const [key, text] of Object.entries(resources.en).filter(([k]) => k.endsWith("_one")))
      expect(resources.en[key.replace(/_one$/, "_other")], `${key}: ${text}`).toBeTruthy();
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))(
    "%s translates every string, but for the terms kept as they are (codes, brands, abbreviations)",
    (language) => {
      // Kept in every language: abbreviations and names a reader knows in English, and lines made of
      // placeholders alone.
      const KEPT = new Set([
        "channels.columns.shorts",
        "landing.insight.rpm",
        "adminChannels.deny.counter",
        "adminChannels.history.fromTo",
        "music.tags.aiLabel",
        "music.category.bgm",
        "music.category.kpop",
        "music.category.ost",
        "musicTag.edm",
        "musicTag.lofi",
        "revenue.totals.rpm",
        "revenue.why.rpm",
        "revenue.columns.rpm",
        "withdrawal.info.paypal",
        "withdrawal.info.fields.swift",
        "team.audit.changeLine",
        "team.audit.valueLine",
        "backoffice.audit.changeLine",
        "backoffice.audit.valueLine",
        "team.audit.field.userId",
      ]);
      const untranslated = Object.keys(resources.en).filter(
        (key) =>
          !KEPT.has(key) &&
          /[A-Za-z]/.test(resources.en[key] ?? "") &&
          resources[language][key] === resources.en[key],
      );
      expect(untranslated).toEqual([]);
    },
  );

  it("every key the code uses exists", () => {
    const srcDir = path.resolve(import.meta.dirname, "..");
    const used = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/\bt\("([a-zA-Z0-9_.]+)"/g)) if (m[1]) used.add(m[1]);
      for (const m of text.matchAll(/(?:labelKey|titleKey)[:=]\s*\{?"([a-zA-Z0-9_.]+)"/g))
        if (m[1]) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(50);
    // A plural key is used by its base name; i18next picks `_one` / `_other` by the count.
    const missing = [...used].filter((key) => !(key in resources.en) && !(`${key}_other` in resources.en));
    expect(missing).toEqual([]);
  });

  it("names every profit type of the ledger in every language (docs/spec.md §3)", () => {
    for (const language of LANGUAGES) {
      const missing = PROFIT_TYPES.map((type) => `profitType.${type.replace(".", "_")}`).filter(
        (key) => !resources[language][key],
      );
      expect(missing, language).toEqual([]);
    }
  });
});
