import { createRequire } from "node:module";

type Convert = (text: string) => string;
type OpenCCModule = typeof import("opencc-js");

const require = createRequire(import.meta.url);

/**
 * OpenCC's tables (the field's maintained conversion data), character and phrase level. Built on
 * the first text with a Han character, not at start: building them takes a few hundred ms of CPU
 * that a node needs only once somebody searches in Chinese (docs/performance.md, "Start-up and idle").
 * The package (2 MB of tables) is required then too, from node_modules: the server bundle leaves it
 * out (scripts/build-api.mjs).
 */
let converters: { toSimplified: Convert; toTraditional: Convert; toTaiwan: Convert } | undefined;
function opencc() {
  if (converters) return converters;
  const OpenCC = require("opencc-js") as OpenCCModule;
  converters = {
    toSimplified: OpenCC.Converter({ from: "t", to: "cn" }),
    toTraditional: OpenCC.Converter({ from: "cn", to: "t" }),
    toTaiwan: OpenCC.Converter({ from: "cn", to: "tw" }),
  };
  return converters;
}

/** Any Han character: only a text with one has other written forms. */
const HAN = /\p{Script=Han}/u;

/**
 * The forms a search text may be written in: as typed, in Simplified Chinese and in Traditional
 * (OpenCC's standard and Taiwan's), so "春風" finds "春风十里" and "春风" finds "春風十里"
 * (docs/decisions/111). A text without Han characters has one form.
 */
export function chineseForms(text: string): string[] {
  if (!HAN.test(text)) return [text];
  const { toSimplified, toTraditional, toTaiwan } = opencc();
  const simplified = toSimplified(text);
  return [...new Set([text, simplified, toTraditional(simplified), toTaiwan(simplified)])];
}

/** One form for a text whatever the script it was typed in (a key for cached counts). */
export function simplifiedForm(text: string): string {
  return HAN.test(text) ? opencc().toSimplified(text) : text;
}
