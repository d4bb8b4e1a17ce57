import * as OpenCC from "opencc-js";

// OpenCC's tables (the field's maintained conversion data), character and phrase level.
const toSimplified = OpenCC.Converter({ from: "t", to: "cn" });
const toTraditional = OpenCC.Converter({ from: "cn", to: "t" });
const toTaiwan = OpenCC.Converter({ from: "cn", to: "tw" });

/** Any Han character: only a text with one has other written forms. */
const HAN = /\p{Script=Han}/u;

/**
 * The forms a search text may be written in: as typed, in Simplified Chinese and in Traditional
 * (OpenCC's standard and Taiwan's), so "春風" finds "春风十里" and "春风" finds "春風十里"
 * (docs/decisions/111). A text without Han characters has one form.
 */
export function chineseForms(text: string): string[] {
  if (!HAN.test(text)) return [text];
  const simplified = toSimplified(text);
  return [...new Set([text, simplified, toTraditional(simplified), toTaiwan(simplified)])];
}

/** One form for a text whatever the script it was typed in (a key for cached counts). */
export function simplifiedForm(text: string): string {
  return HAN.test(text) ? toSimplified(text) : text;
}
