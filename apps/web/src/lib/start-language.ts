import type { Language, TSiteMeta } from "@studio/contract";
import { isLanguage } from "@studio/contract";

/**
 * The language at start (docs/spec.md §4): a stored choice wins, except Korean on a site without Korean,
 * which becomes English; without a stored choice, a zh-TW browser gets zh-TW, zh-CN gets zh-CN, and
 * everyone else English. A language the site does not offer becomes English.
 */
export function startLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
  siteLanguages: TSiteMeta["languages"] | undefined,
): Language {
  const offered = (l: Language) => !siteLanguages || siteLanguages.includes(l);
  if (isLanguage(stored)) return offered(stored) ? stored : "en";
  for (const tag of browserLanguages) {
    const lower = tag.toLowerCase();
    if (lower === "zh-tw" || lower === "zh-hant" || lower.startsWith("zh-hant"))
      return offered("zh-TW") ? "zh-TW" : "en";
    if (lower === "zh-cn" || lower === "zh-hans" || lower.startsWith("zh-hans") || lower === "zh") {
      return offered("zh-CN") ? "zh-CN" : "en";
    }
  }
  return "en";
}
