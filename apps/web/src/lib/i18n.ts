import type { Language } from "@studio/contract";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import en from "../locales/en.json";
import ko from "../locales/ko.json";
import zhCN from "../locales/zh-CN.json";
import zhTW from "../locales/zh-TW.json";

export const resources = { en, ko, "zh-CN": zhCN, "zh-TW": zhTW } as const;

export async function initI18n(language: Language): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(resources).map(([l, r]) => [l, { translation: r }])),
    lng: language,
    fallbackLng: "en",
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
}

export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18n };
