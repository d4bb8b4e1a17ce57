import type { Language } from "@studio/contract";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import type { LocalePart } from "../locales/parts";

// Nested key groups (common, nav...), as i18next reads them.
type Strings = Record<string, unknown>;

/**
 * One chunk per language and part, fetched when first used: a visitor downloads only the strings
 * they read, and one who is not signed in only the public part (docs/decisions/107). The unit
 * test in locales/ keeps every language complete, so English is a fallback only in name and is not
 * fetched alongside another language.
 */
const loaders: Record<Language, Record<LocalePart, () => Promise<{ default: Strings }>>> = {
  en: {
    public: () => import("virtual:locale/public-en"),
    app: () => import("virtual:locale/app-en"),
    extra: () => import("virtual:locale/extra-en"),
    landing: () => import("virtual:locale/landing-en"),
    reading: () => import("virtual:locale/reading-en"),
    moods: () => import("virtual:locale/moods-en"),
    security: () => import("virtual:locale/security-en"),
  },
  ko: {
    public: () => import("virtual:locale/public-ko"),
    app: () => import("virtual:locale/app-ko"),
    extra: () => import("virtual:locale/extra-ko"),
    landing: () => import("virtual:locale/landing-ko"),
    reading: () => import("virtual:locale/reading-ko"),
    moods: () => import("virtual:locale/moods-ko"),
    security: () => import("virtual:locale/security-ko"),
  },
  "zh-CN": {
    public: () => import("virtual:locale/public-zh-CN"),
    app: () => import("virtual:locale/app-zh-CN"),
    extra: () => import("virtual:locale/extra-zh-CN"),
    landing: () => import("virtual:locale/landing-zh-CN"),
    reading: () => import("virtual:locale/reading-zh-CN"),
    moods: () => import("virtual:locale/moods-zh-CN"),
    security: () => import("virtual:locale/security-zh-CN"),
  },
  "zh-TW": {
    public: () => import("virtual:locale/public-zh-TW"),
    app: () => import("virtual:locale/app-zh-TW"),
    extra: () => import("virtual:locale/extra-zh-TW"),
    landing: () => import("virtual:locale/landing-zh-TW"),
    reading: () => import("virtual:locale/reading-zh-TW"),
    moods: () => import("virtual:locale/moods-zh-TW"),
    security: () => import("virtual:locale/security-zh-TW"),
  },
};

/** The language chosen at start, once it is (the app part may be asked for before that). */
let resolveStarted: (language: Language) => void = () => undefined;
const started = new Promise<Language>((resolve) => {
  resolveStarted = resolve;
});
/** The parts pages have needed beyond the public one: a change of language loads them too. */
const wanted = new Set<LocalePart>();
const loaded = new Map<string, Promise<void>>();

/** Starts fetching a part of a language's strings (the start-up calls this before the site answers). */
export function preloadLanguage(language: Language, part: LocalePart): Promise<{ default: Strings }> {
  return loaders[language][part]();
}

function loadPart(language: Language, part: LocalePart): Promise<void> {
  const key = `${language}/${part}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = loaders[language][part]().then((strings) => {
      i18n.addResourceBundle(language, "translation", strings.default, true, true);
    });
    // A failed fetch (offline) is tried again by the next page that needs it.
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/**
 * The strings of the signed-in pages, in the current language: every page but the public ones
 * waits for these before it renders (app/router.tsx).
 */
export async function ensureAppStrings(): Promise<void> {
  await ensureStrings("app");
}

/** A part of the strings in the current language, for the pages that need it (docs/decisions/121). */
export async function ensureStrings(part: Exclude<LocalePart, "public">): Promise<void> {
  wanted.add(part);
  await started;
  await loadPart(i18n.language as Language, part);
}

export async function initI18n(language: Language, options: { app?: boolean } = {}): Promise<void> {
  const strings = await loaders[language].public();
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: strings.default } },
    lng: language,
    fallbackLng: "en",
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  loaded.set(`${language}/public`, Promise.resolve());
  document.documentElement.lang = language;
  resolveStarted(language);
  if (options.app) await ensureAppStrings();
}

export async function changeLanguage(language: Language): Promise<void> {
  await Promise.all([loadPart(language, "public"), ...[...wanted].map((part) => loadPart(language, part))]);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18n };
