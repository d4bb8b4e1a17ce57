import type { Language } from "@studio/contract";

const namers = new Map<Language, Intl.DisplayNames | null>();

function namerFor(language: Language): Intl.DisplayNames | null {
  if (!namers.has(language)) {
    try {
      namers.set(language, new Intl.DisplayNames([language], { type: "region", fallback: "code" }));
    } catch {
      namers.set(language, null);
    }
  }
  return namers.get(language) ?? null;
}

/** A country's name in the person's language ("KR" -> "South Korea", "대한민국"...); the code if unknown. */
export function countryName(code: string, language: Language): string {
  const upper = code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  try {
    return namerFor(language)?.of(upper) ?? upper;
  } catch {
    return upper;
  }
}
