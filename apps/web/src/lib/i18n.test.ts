// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import ko from "../locales/ko.json";
import zhTW from "../locales/zh-TW.json";
import { changeLanguage, ensureAppStrings, i18n, initI18n } from "./i18n";

describe("locale strings load per language and part", () => {
  it("starts with the active language's public strings only, and fetches the rest when asked", async () => {
    await initI18n("ko");
    expect(i18n.t("common.close")).toBe(ko.common.close);
    expect(document.documentElement.lang).toBe("ko");
    // Nothing else came with it: not English, not the signed-in pages' strings.
    expect(i18n.hasResourceBundle("ko", "translation")).toBe(true);
    expect(i18n.hasResourceBundle("en", "translation")).toBe(false);
    expect(i18n.exists("music.title")).toBe(false);

    // A language switch before any signed-in page: still the public part alone.
    await changeLanguage("zh-TW");
    expect(i18n.t("common.close")).toBe(zhTW.common.close);
    expect(i18n.exists("music.title")).toBe(false);
    expect(document.documentElement.lang).toBe("zh-TW");

    await ensureAppStrings();
    expect(i18n.t("music.title")).toBe(zhTW.music.title);
    expect(i18n.t("auth.login.title")).toBe(zhTW.auth.login.title);

    // Once a signed-in page has needed them, a switch brings both parts of the new language.
    await changeLanguage("ko");
    expect(i18n.t("music.title")).toBe(ko.music.title);
    expect(i18n.t("common.close")).toBe(ko.common.close);
    expect(i18n.hasResourceBundle("zh-CN", "translation")).toBe(false);
  });
});
