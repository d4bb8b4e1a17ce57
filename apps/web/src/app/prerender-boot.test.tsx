import { LANGUAGES, STORAGE_KEYS } from "@studio/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startLanguage } from "../lib/start-language";
import { showPrerenderedPage, startAppAfterPaint, wasPrerendered } from "./prerender-boot";

/** A page as the build writes it: the cover in #root, one template per language. */
function writePage() {
  document.body.innerHTML = `<div id="root"><div class="boot-cover">cover</div></div>${LANGUAGES.map(
    (l) => `<template id="prerendered-${l}"><h1>page in ${l}</h1></template>`,
  ).join("")}`;
}

function stubBrowserLanguages(languages: string[]) {
  vi.spyOn(window.navigator, "languages", "get").mockReturnValue(languages);
}

const root = () => document.getElementById("root") as HTMLElement;

describe("the prerendered page's boot script (docs/decisions.md 076)", () => {
  beforeEach(() => {
    writePage();
    window.localStorage.clear();
    window.sessionStorage.clear();
    stubBrowserLanguages(["en-US"]);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.lang = "en";
  });

  it("paints the page in place of the cover, not yet working until the app replaces it", () => {
    expect(showPrerenderedPage(window)).toBe("en");
    expect(root().textContent).toBe("page in en");
    expect(root().inert).toBe(true);
    expect(wasPrerendered()).toBe(true);
  });

  it.each([
    [null, ["zh-TW", "en"]],
    [null, ["zh-Hans-CN"]],
    [null, ["zh"]],
    [null, ["ko-KR"]],
    [null, ["fr-FR"]],
    ["ko", ["en-US"]],
    ["zh-CN", ["zh-TW"]],
    ["de", ["zh-CN"]],
  ] as const)("picks the language the app starts in (stored %s, browser %j)", (stored, browser) => {
    if (stored) window.localStorage.setItem(STORAGE_KEYS.language, stored);
    stubBrowserLanguages([...browser]);
    const expected = startLanguage(stored, browser, [...LANGUAGES]);
    expect(showPrerenderedPage(window)).toBe(expected);
    expect(root().textContent).toBe(`page in ${expected}`);
    expect(document.documentElement.lang).toBe(expected);
  });

  it("keeps the cover for a signed-in visitor, whom the app sends elsewhere", () => {
    window.localStorage.setItem(STORAGE_KEYS.token, "a-token");
    expect(showPrerenderedPage(window)).toBeNull();
    expect(root().textContent).toBe("cover");
    expect(wasPrerendered()).toBe(false);
  });

  it("keeps the cover when the visit chose another site than the one the server checked", () => {
    window.sessionStorage.setItem("siteHost", "wave.studio.test");
    expect(showPrerenderedPage(window)).toBeNull();
    expect(root().textContent).toBe("cover");
  });

  it("keeps the cover when the page has no template for the language", () => {
    document.getElementById("prerendered-en")?.remove();
    expect(showPrerenderedPage(window)).toBeNull();
    expect(root().textContent).toBe("cover");
  });

  it("runs from its own source alone, as the build writes it into the page", () => {
    window.localStorage.setItem(STORAGE_KEYS.language, "ko");
    // The build inlines exactly this text into the page.
    const result = new Function("window", `return (${showPrerenderedPage.toString()})(window);`)(window);
    expect(result).toBe("ko");
    expect(root().textContent).toBe("page in ko");
  });
});

describe("the app's start on a prerendered page", () => {
  const entryScripts = () =>
    document.head.querySelectorAll('script[type="module"][src="/assets/index-1.js"]');
  beforeEach(() => {
    writePage();
    for (const script of entryScripts()) script.remove();
  });
  afterEach(() => vi.restoreAllMocks());

  it("starts the entry at once when the cover shows", () => {
    startAppAfterPaint(window, "/assets/index-1.js", ["/assets/react-2.js"]);
    expect(entryScripts()).toHaveLength(1);
    expect((entryScripts()[0] as HTMLScriptElement).crossOrigin).toBe("anonymous");
    expect(
      document.head.querySelector('link[rel="modulepreload"][href="/assets/react-2.js"]'),
    ).not.toBeNull();
  });

  it("starts the entry after the frame that paints the prerendered page", () => {
    root().dataset.prerendered = "en";
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    vi.useFakeTimers();
    try {
      startAppAfterPaint(window, "/assets/index-1.js", ["/assets/react-2.js"]);
      expect(entryScripts()).toHaveLength(0);
      frame?.(0);
      vi.runAllTimers();
      expect(entryScripts()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("starts at once in a tab that is not visible, where no frame comes", () => {
    root().dataset.prerendered = "en";
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    startAppAfterPaint(window, "/assets/index-1.js", ["/assets/react-2.js"]);
    expect(entryScripts()).toHaveLength(1);
  });
});
