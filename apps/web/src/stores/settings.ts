import {
  type Currency,
  DEFAULT_CURRENCY,
  type Language,
  type ScreenClass,
  screenClassOf,
  type TSiteMeta,
  toSelectableCurrency,
} from "@studio/contract";
import { create } from "zustand";
import { storage } from "./storage";

/** Client settings of docs/spec.md §3, persisted where the spec says so. */
interface SettingsState {
  language: Language;
  currency: Currency;
  token: string | null;
  domain: string;
  metaSite: TSiteMeta | null;
  screenClass: ScreenClass;
  bottomBarVisible: boolean;
  setLanguage(language: Language): void;
  setCurrency(currency: string): void;
  setToken(token: string | null): void;
  setSite(domain: string, meta: TSiteMeta | null): void;
  setScreenWidth(width: number): void;
  setBottomBarVisible(visible: boolean): void;
}

export const useSettings = create<SettingsState>((set) => ({
  language: "en",
  currency: toSelectableCurrency(storage.get("currency") ?? DEFAULT_CURRENCY),
  token: storage.get("token"),
  domain: "",
  metaSite: null,
  screenClass: screenClassOf(typeof window === "undefined" ? 1280 : window.innerWidth),
  bottomBarVisible: true,
  setLanguage(language) {
    storage.set("language", language);
    set({ language });
  },
  setCurrency(value) {
    const currency = toSelectableCurrency(value);
    storage.set("currency", currency);
    set({ currency });
  },
  setToken(token) {
    // The token is mirrored to local storage so a reload keeps the person signed in.
    storage.set("token", token);
    // The name the dashboard's frame shows belongs to the session that ends (docs/decisions/119).
    storage.set("memberName", null);
    set({ token });
  },
  setSite(domain, metaSite) {
    set({ domain, metaSite });
  },
  setScreenWidth(width) {
    set({ screenClass: screenClassOf(width) });
  },
  setBottomBarVisible(bottomBarVisible) {
    set({ bottomBarVisible });
  },
}));
