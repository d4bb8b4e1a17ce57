/** Interface languages, in the order the language screen lists them. */
export const LANGUAGES = ["en", "ko", "zh-CN", "zh-TW"] as const;

/** A path's language prefix (/ko/guides, /zh-TW): its first group is the language. */
export const LOCALE_PREFIX = new RegExp(`^/(${LANGUAGES.join("|")})(?=/|$)`);
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** How each language names itself on the language screen (docs/spec.md §1). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  ko: "한국어",
  "zh-CN": "简体字",
  "zh-TW": "繁体字",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the language from an Accept-Language style header: an exact tag first, then by
 * prefix (zh-Hant/zh-HK/zh-MO -> zh-TW, other zh -> zh-CN, ko-* -> ko); English otherwise.
 */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(",")) {
    const tag = part.split(";")[0]?.trim() ?? "";
    const lower = tag.toLowerCase();
    if (!lower) continue;
    const exact = LANGUAGES.find((l) => l.toLowerCase() === lower);
    if (exact) return exact;
    if (lower.startsWith("zh")) {
      return /hant|tw|hk|mo/.test(lower) ? "zh-TW" : "zh-CN";
    }
    if (lower.startsWith("ko")) return "ko";
    if (lower.startsWith("en")) return "en";
  }
  return DEFAULT_LANGUAGE;
}

/** Display currencies a person may choose; anything other than USD maps to CNY (docs/spec.md §1). */
export const CURRENCIES = ["USD", "CNY"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "USD";

export function toSelectableCurrency(value: unknown): Currency {
  if (value === undefined || value === null || value === "") return DEFAULT_CURRENCY;
  return value === "USD" ? "USD" : "CNY";
}
