import type { Language } from "@studio/contract";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";

// Nested key groups (common, nav...), as i18next reads them.
type Strings = Record<string, unknown>;

/**
 * One chunk per language, fetched when that language is first used: a visitor downloads only the
 * strings they read. The unit test in locales/ keeps every language complete, so English is a
 * fallback only in name and is not fetched alongside another language.
 */
const loaders: Record<Language, () => Promise<{ default: Strings }>> = {
  en: () => import("../locales/en.json"),
  ko: () => import("../locales/ko.json"),
  "zh-CN": () => import("../locales/zh-CN.json"),
  "zh-TW": () => import("../locales/zh-TW.json"),
};

/** Starts fetching a language's strings (the start-up calls this before the site answers). */
export function preloadLanguage(language: Language): Promise<{ default: Strings }> {
  return loaders[language]();
}

async function ensureLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, "translation")) return;
  const strings = await loaders[language]();
  i18n.addResourceBundle(language, "translation", strings.default);
}

export async function initI18n(language: Language): Promise<void> {
  const strings = await loaders[language]();
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: strings.default } },
    lng: language,
    fallbackLng: "en",
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
}

export async function changeLanguage(language: Language): Promise<void> {
  await ensureLanguage(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18n };
