import { COUNTRY_CODES, type Language } from "@studio/contract";

/** The countries of the bank form, named in the person's language and sorted by that name. */
export function countryOptions(language: Language): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: "region", fallback: "code" });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([language], { type: "region", fallback: "code" }).of(code) ?? code;
  } catch {
    return code;
  }
}
