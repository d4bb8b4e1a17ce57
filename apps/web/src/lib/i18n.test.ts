// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import ko from "../locales/ko.json";
import zhTW from "../locales/zh-TW.json";
import { changeLanguage, i18n, initI18n } from "./i18n";

describe("locale strings load per language", () => {
  it("starts with the active language's strings only, and fetches another on a switch", async () => {
    await initI18n("ko");
    expect(i18n.t("common.close")).toBe(ko.common.close);
    expect(document.documentElement.lang).toBe("ko");
    // Nothing else came with it, not even English.
    expect(i18n.hasResourceBundle("ko", "translation")).toBe(true);
    expect(i18n.hasResourceBundle("en", "translation")).toBe(false);
    expect(i18n.hasResourceBundle("zh-TW", "translation")).toBe(false);

    await changeLanguage("zh-TW");
    expect(i18n.hasResourceBundle("zh-TW", "translation")).toBe(true);
    expect(i18n.t("common.close")).toBe(zhTW.common.close);
    expect(document.documentElement.lang).toBe("zh-TW");
    expect(i18n.hasResourceBundle("zh-CN", "translation")).toBe(false);
  });
});
