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

/**
 * Korean is written in one register (docs/glossary.md): statements in the formal polite 합니다체
 * ("변경되었습니다"), requests as "~해 주세요" / "~하세요", confirmations as "~하시겠습니까?". This
 * finds statements in the casual polite 해요체 ("변경되었어요", "없어요", "돼요", "중이에요"),
 * which read as another voice beside the server's messages. Questions in 나요/가요/까요 and
 * requests in 세요 are not statements and are left alone.
 */
const HAEYO_STATEMENT = /[가-힣]*(?:[어아여해돼워려와봐져줘겨뎌쳐혀]|이에|예)요(?![가-힣])/gu;

export function casualKoreanIn(text: string): string[] {
  return text.match(HAEYO_STATEMENT) ?? [];
}
