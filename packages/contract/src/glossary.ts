import type { Language } from "./languages";

/**
 * Product terms each language must not use for a product concept, with the term it uses instead
 * (docs/glossary.md). Tests read every interface string and every catalogue message against it.
 */
export interface AvoidedTerm {
  avoid: string;
  use: string;
  why: string;
}

export const AVOIDED_TERMS: Readonly<Record<Language, readonly AvoidedTerm[]>> = {
  en: [],
  ko: [],
  "zh-CN": [
    {
      avoid: "网络",
      use: "机构",
      why: "网络 reads as the internet; the multi-channel network is an MCN 机构.",
    },
  ],
  "zh-TW": [
    {
      avoid: "網路",
      use: "機構",
      why: "網路 reads as the internet; the multi-channel network is an MCN 機構.",
    },
    { avoid: "聯播網", use: "機構", why: "One word for the network: 機構, as in zh-CN." },
  ],
};

/** The avoided terms `text` holds in `language`. */
export function avoidedTermsIn(text: string, language: Language): AvoidedTerm[] {
  return AVOIDED_TERMS[language].filter((term) => text.includes(term.avoid));
}
