import { BREAKPOINTS, LANGUAGES, STORAGE_KEYS } from "@studio/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startLanguage } from "../lib/start-language";
import { showPrerenderedPage, startAppAfterPaint, wasPrerendered } from "./prerender-boot";

const LAPTOP = BREAKPOINTS.laptop;

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

describe("the prerendered page's boot script (docs/decisions/076)", () => {
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
    expect(showPrerenderedPage(window, LAPTOP)).toBe("en");
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
    expect(showPrerenderedPage(window, LAPTOP)).toBe(expected);
    expect(root().textContent).toBe(`page in ${expected}`);
    expect(document.documentElement.lang).toBe(expected);
  });

  it("keeps the cover for a signed-in visitor, whom the app sends elsewhere", () => {
    window.localStorage.setItem(STORAGE_KEYS.token, "a-token");
    expect(showPrerenderedPage(window, LAPTOP)).toBeNull();
    expect(root().textContent).toBe("cover");
    expect(wasPrerendered()).toBe(false);
  });

  it("keeps the cover when the visit chose another site than the one the server checked", () => {
    window.sessionStorage.setItem("siteHost", "wave.studio.test");
    expect(showPrerenderedPage(window, LAPTOP)).toBeNull();
    expect(root().textContent).toBe("cover");
  });

  it("keeps the cover when the page has no template for the language", () => {
    document.getElementById("prerendered-en")?.remove();
    expect(showPrerenderedPage(window, LAPTOP)).toBeNull();
    expect(root().textContent).toBe("cover");
  });

  it("runs from its own source alone, as the build writes it into the page", () => {
    window.localStorage.setItem(STORAGE_KEYS.language, "ko");
    // The build inlines exactly this text into the page.
    const result = new Function("window", `return (${showPrerenderedPage.toString()})(window, ${LAPTOP});`)(
      window,
    );
    expect(result).toBe("ko");
    expect(root().textContent).toBe("page in ko");
  });
});

/** A locale-prefixed page (/ko/guides): its language's markup in #root and per screen, for anyone. */
function writeLanguagePage(language: string) {
  const markup = (screen: string) => `<h1>${screen} guide in ${language}</h1>`;
  document.body.innerHTML = `<div id="root">${markup("laptop")}</div>${["phone", "laptop"]
    .map(
      (screen) =>
        `<template id="prerendered-${language}-${screen}" data-audience="anyone" data-title="title in ${language}">${markup(screen)}</template>`,
    )
    .join("")}`;
}

describe("a locale-prefixed page (docs/decisions/124)", () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    stubBrowserLanguages(["en-US"]);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.lang = "en";
  });

  it("is shown in the language of its path, whatever was stored, signed in or not, titled in it", () => {
    for (const signedIn of [false, true]) {
      writeLanguagePage("ko");
      window.localStorage.setItem(STORAGE_KEYS.language, "zh-TW");
      if (signedIn) window.localStorage.setItem(STORAGE_KEYS.token, "a-token");
      vi.spyOn(window, "innerWidth", "get").mockReturnValue(390);
      expect(showPrerenderedPage(window, LAPTOP, "ko")).toBe("ko");
      expect(root().textContent).toBe("phone guide in ko");
      expect(document.title).toBe("title in ko");
      expect(document.documentElement.lang).toBe("ko");
      expect(wasPrerendered()).toBe(true);
    }
  });
});

/** The dashboard's frame as the build writes it: per language and screen, for a member. */
function writeFrame() {
  const frame = (l: string, screen: string) =>
    `<template id="prerendered-${l}-${screen}" data-audience="member"><h1>Hello, <span data-member-name=""></span></h1>` +
    `<div class="avatar"><span data-member-initial=""></span></div><p>${screen} frame in ${l}</p></template>`;
  document.body.innerHTML = `<div id="root"><div class="boot-cover">cover</div></div>${LANGUAGES.flatMap(
    (l) => ["phone", "laptop"].map((screen) => frame(l, screen)),
  ).join("")}`;
}

describe("the dashboard's frame (docs/decisions/119)", () => {
  beforeEach(() => {
    writeFrame();
    window.localStorage.clear();
    window.sessionStorage.clear();
    stubBrowserLanguages(["en-US"]);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.lang = "en";
  });

  it("paints the frame for a member, with the name the app remembered, as text", () => {
    window.localStorage.setItem(STORAGE_KEYS.token, "a-token");
    window.localStorage.setItem(STORAGE_KEYS.memberName, "<img src=x onerror=alert(1)>mina");
    vi.spyOn(window, "innerWidth", "get").mockReturnValue(390);
    expect(showPrerenderedPage(window, LAPTOP)).toBe("en");
    expect(root().querySelector("h1")?.textContent).toBe("Hello, <img src=x onerror=alert(1)>mina");
    expect(root().querySelector("img")).toBeNull();
    expect(root().querySelector(".avatar")?.textContent).toBe("<");
    expect(root().textContent).toContain("phone frame in en");
    expect(root().inert).toBe(true);
  });

  it.each([
    [LAPTOP - 1, "phone"],
    [LAPTOP, "laptop"],
    [1920, "laptop"],
  ])("picks the screen by the window's width (%i px: %s)", (width, screen) => {
    window.localStorage.setItem(STORAGE_KEYS.token, "a-token");
    window.localStorage.setItem(STORAGE_KEYS.language, "zh-TW");
    vi.spyOn(window, "innerWidth", "get").mockReturnValue(width);
    expect(showPrerenderedPage(window, LAPTOP)).toBe("zh-TW");
    expect(root().textContent).toContain(`${screen} frame in zh-TW`);
  });

  it("keeps the cover for a signed-out visitor, whom the app sends to the login", () => {
    expect(showPrerenderedPage(window, LAPTOP)).toBeNull();
    expect(root().textContent).toBe("cover");
    expect(wasPrerendered()).toBe(false);
  });

  it("shows an empty name when none was remembered (the app fills it in)", () => {
    window.localStorage.setItem(STORAGE_KEYS.token, "a-token");
    expect(showPrerenderedPage(window, LAPTOP)).toBe("en");
    expect(root().querySelector("h1")?.textContent).toBe("Hello, ");
  });

  it("reads the storage keys the app writes", () => {
    const source = showPrerenderedPage.toString();
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.language, STORAGE_KEYS.memberName]) {
      expect(source).toContain(`getItem("${key}")`);
    }
  });
});

describe("the app's start on a prerendered page", () => {
  const entryScripts = () =>
    document.head.querySelectorAll('script[type="module"][src="/assets/index-1.js"]');
  beforeEach(() => {
    writePage();
    for (const script of entryScripts()) script.remove();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("starts the entry at once when the cover shows", () => {
    startAppAfterPaint(window, "/assets/index-1.js", [{ href: "/assets/react-2.js", as: "script" }]);
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
    startAppAfterPaint(window, "/assets/index-1.js", [{ href: "/assets/react-2.js", as: "script" }]);
    expect(entryScripts()).toHaveLength(0);
    frame?.(0);
    vi.runAllTimers();
    expect(entryScripts()).toHaveLength(1);
  });

  it("adds many files a few per task, so that no task blocks the page, the entry first", () => {
    const files = Array.from({ length: 20 }, (_, i) => ({
      href: `/assets/chunk-${i}.js`,
      as: "script" as const,
    }));
    const links = () => document.head.querySelectorAll('link[rel="modulepreload"][href^="/assets/chunk-"]');
    for (const link of links()) link.remove();
    vi.useFakeTimers();
    startAppAfterPaint(window, "/assets/index-1.js", files);
    expect(entryScripts()).toHaveLength(1);
    expect(links().length).toBeGreaterThan(0);
    expect(links().length).toBeLessThanOrEqual(8);
    vi.runAllTimers();
    expect([...links()].map((l) => l.getAttribute("href"))).toEqual(files.map((f) => f.href));
  });

  it("asks for a route's stylesheets as style preloads", () => {
    startAppAfterPaint(window, "/assets/index-1.js", [{ href: "/assets/dashboard-3.css", as: "style" }]);
    const link = document.head.querySelector('link[href="/assets/dashboard-3.css"]') as HTMLLinkElement;
    expect(link.rel).toBe("preload");
    expect(link.as).toBe("style");
  });

  it("starts at once in a tab that is not visible, where no frame comes", () => {
    root().dataset.prerendered = "en";
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    startAppAfterPaint(window, "/assets/index-1.js", [{ href: "/assets/react-2.js", as: "script" }]);
    expect(entryScripts()).toHaveLength(1);
  });
});
