/**
 * Search text is compared after NFKC (full-width "ＡＢＣ" is "ABC", half-width katakana are full),
 * lower case, and without spaces, so "Blue  Night", "ｂｌｕｅｎｉｇｈｔ" and "bluenight" match alike.
 */
export function normalizeSearchText(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/gu, "");
}

/**
 * The grams a text is indexed by: every character and every pair of neighbouring characters. A
 * query of one or two characters (common in Korean and Chinese) is a whole gram; longer ones are
 * found by all their pairs, then confirmed by a substring match.
 */
export function searchGrams(normalized: string): string[] {
  const chars = [...normalized];
  const grams = new Set<string>(chars);
  for (let i = 0; i + 1 < chars.length; i++) grams.add(`${chars[i]}${chars[i + 1]}`);
  return [...grams];
}

/** The grams a query needs: its pairs (or its one character). */
export function queryGrams(normalized: string): string[] {
  const chars = [...normalized];
  if (chars.length <= 1) return chars;
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) grams.add(`${chars[i]}${chars[i + 1]}`);
  return [...grams];
}

/**
 * Search text as a search call takes it: trimmed, then cut to `max` UTF-16 units, the way the
 * call's schema trims before it counts (so " " + 100 letters keeps all 100). A cut never splits
 * a surrogate pair: half an emoji would not survive the URL.
 */
export function searchTextWithin(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return (last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut).trimEnd();
}
