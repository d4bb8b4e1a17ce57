/**
 * Runs inline in a prerendered page's HTML, before the first paint (docs/decisions/076, 119): puts
 * the page's markup in the visitor's language (and for the window's width, where the page was
 * rendered per screen) into #root, in place of the loading cover, when the visitor is the one the
 * page was rendered for (its template's `data-audience`: a signed-out visitor, or a member) and the
 * site is the one the server checked. Otherwise the cover stays and the app starts as on any other
 * page. A member's frame gets the name the app remembered, as text.
 *
 * The build writes this function's source into the page, so it stands alone: no imports, nothing
 * from outside its body; the storage keys are `STORAGE_KEYS`' (a unit test keeps them in step). It
 * picks the language as `startLanguage` does for a site offering all four (the server serves these
 * pages only for such a site), or the one a locale-prefixed page's path names (docs/decisions/124);
 * a unit test keeps the two in step. A template's `data-title` becomes the tab's title.
 */
export function showPrerenderedPage(
  win: Window & typeof globalThis,
  laptopWidth: number,
  pageLanguage?: string,
): string | null {
  try {
    const doc = win.document;
    const root = doc.getElementById("root");
    if (!root) return null;
    const signedIn = Boolean(win.localStorage.getItem("token"));
    const bare = (host: string) =>
      host
        .trim()
        .toLowerCase()
        .replace(/^www\./, "");
    // The server checked the site of ?host= or of the page's host; a site remembered from earlier in
    // the visit (lib/site.ts) may be another one.
    const remembered = win.sessionStorage.getItem("siteHost");
    const chosen = new URLSearchParams(win.location.search).get("host");
    if (!chosen && remembered && remembered !== bare(win.location.hostname)) return null;
    const stored = win.localStorage.getItem("language");
    let language = "en";
    // A locale-prefixed page (/ko/guides) is in the language its path names.
    if (pageLanguage) language = pageLanguage;
    else if (stored === "en" || stored === "ko" || stored === "zh-CN" || stored === "zh-TW")
      language = stored;
    else {
      for (const tag of win.navigator.languages ?? [win.navigator.language]) {
        const lower = tag.toLowerCase();
        if (lower === "zh-tw" || lower === "zh-hant" || lower.startsWith("zh-hant")) {
          language = "zh-TW";
          break;
        }
        if (lower === "zh-cn" || lower === "zh-hans" || lower.startsWith("zh-hans") || lower === "zh") {
          language = "zh-CN";
          break;
        }
      }
    }
    const screen = win.innerWidth >= laptopWidth ? "laptop" : "phone";
    const template =
      doc.getElementById(`prerendered-${language}-${screen}`) ??
      doc.getElementById(`prerendered-${language}`);
    if (!(template instanceof win.HTMLTemplateElement)) return null;
    const audience = template.dataset.audience;
    if (audience !== "anyone" && (audience === "member") !== signedIn) return null;
    root.replaceChildren(template.content.cloneNode(true));
    const name = win.localStorage.getItem("memberName") ?? "";
    for (const place of root.querySelectorAll("[data-member-name]")) place.textContent = name;
    for (const place of root.querySelectorAll("[data-member-initial]"))
      place.textContent = name.slice(0, 1).toUpperCase();
    // Painted, not yet working: clicks and typing wait for the app, which replaces this markup.
    root.inert = true;
    root.dataset.prerendered = language;
    doc.documentElement.lang = language;
    if (template.dataset.title) doc.title = template.dataset.title;
    return language;
  } catch {
    return null;
  }
}

/**
 * Runs inline after `showPrerenderedPage`, in place of the page's module script and its preload
 * links (the entry's, and the route's files of decision 117): fetches and starts the app's code once
 * the prerendered page has painted, so the first paint shares the network with the stylesheet alone
 * and never waits for the app's code to run. Without a prerendered page (the cover) it starts at
 * once; in a tab that is not visible, where frames do not come, too.
 */
export function startAppAfterPaint(
  win: Window & typeof globalThis,
  entry: string,
  preloads: { href: string; as: "script" | "style" }[],
): void {
  const preload = (file: { href: string; as: "script" | "style" }) => {
    const link = win.document.createElement("link");
    link.rel = file.as === "script" ? "modulepreload" : "preload";
    if (file.as === "style") link.as = "style";
    link.crossOrigin = "anonymous";
    link.href = file.href;
    win.document.head.append(link);
  };
  // Each link starts a request, which costs the page's thread about 2 ms (8 under Lighthouse's 4x
  // CPU): the dashboard's 87 in one task blocked it for 0.7 s. A few per task, the entry's first.
  const PER_TASK = 6;
  const preloadFrom = (next: number) => {
    for (const file of preloads.slice(next, next + PER_TASK)) preload(file);
    if (next + PER_TASK < preloads.length) win.setTimeout(() => preloadFrom(next + PER_TASK), 0);
  };
  const start = () => {
    const script = win.document.createElement("script");
    script.type = "module";
    script.crossOrigin = "anonymous";
    script.src = entry;
    win.document.head.append(script);
    preloadFrom(0);
  };
  const prerendered = win.document.getElementById("root")?.dataset.prerendered !== undefined;
  if (!prerendered || win.document.visibilityState !== "visible") start();
  // The frame after this one has painted the page.
  else win.requestAnimationFrame(() => win.setTimeout(start, 0));
}

/** Whether index.html's boot script showed a prerendered page (read by main.tsx before it renders). */
export function wasPrerendered(doc: Document = document): boolean {
  return doc.getElementById("root")?.dataset.prerendered !== undefined;
}
