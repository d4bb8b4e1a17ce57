// Renders the pages the browser paints before any script runs (docs/decisions/076, 119), after
// `vite build`: builds src/app/prerender.tsx for Node, renders each page in every language (and
// screen, where it differs), with and without the demo banner, and writes
// dist/prerendered/<page>[-demo].html (index.html with the markup in <template>s and the boot script
// that picks one) and manifest.json, which the API reads to serve them (apps/api/src/spa.ts).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { build } from "vite";

const webRoot = path.resolve(import.meta.dirname, "..");
const dist = path.join(webRoot, "dist");
// Inside the workspace, so the rendered module finds the app's dependencies in node_modules.
const ssrOut = path.join(webRoot, "node_modules", ".prerender");
const LANGUAGES = ["en", "ko", "zh-CN", "zh-TW"];

/** Makes each `import("...")` of the router report its specifier first (src/app/route-imports.ts). */
const reportRouteImports = {
  name: "studio-report-route-imports",
  transform(code, id) {
    if (!id.endsWith("/src/app/router.tsx")) return null;
    return code.replace(
      /import\("([^"]+)"\)/g,
      (_, spec) =>
        `(globalThis.__studioRouteImports?.push(${JSON.stringify(spec)}), import(${JSON.stringify(spec)}))`,
    );
  },
};

await build({
  root: webRoot,
  configFile: path.join(webRoot, "vite.config.ts"),
  logLevel: "warn",
  plugins: [reportRouteImports],
  build: { ssr: "src/app/prerender.tsx", outDir: ssrOut, emptyOutDir: true, minify: false, manifest: false },
});
const {
  renderPage,
  setLicenses,
  routeTitleKey,
  documentTitle,
  readingDescriptionKey,
  showPrerenderedPage,
  startAppAfterPaint,
  routeImports,
  PRERENDERED_PAGES,
  PAGE_AUDIENCE,
  PAGE_SCREENS,
  LAPTOP_WIDTH,
  PRERENDER_LOOK,
} = await import(pathToFileURL(path.join(ssrOut, "prerender.js")).href);

const licensesFile = path.join(dist, "open-source-licenses.json");
if (existsSync(licensesFile)) setLicenses(JSON.parse(readFileSync(licensesFile, "utf8")));

const built = readFileSync(path.join(dist, "index.html"), "utf8");
// The entry's module script and its modulepreload links: the boot script adds them once the page
// has painted, so the first paint shares the network with the stylesheet alone.
const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(built);
if (!entryTag) throw new Error("dist/index.html has no module script");
const entry = entryTag[1];
const preloadTags = [...built.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
const preloads = preloadTags.map((m) => m[1]);
const shell = [entryTag, ...preloadTags].reduce((html, tag) => html.replace(tag[0], ""), built);
if (shell.indexOf("</body>") < 0) throw new Error("dist/index.html has no </body>");
const strings = Object.fromEntries(
  LANGUAGES.map((l) => [l, JSON.parse(readFileSync(path.join(webRoot, "src/locales", `${l}.json`), "utf8"))]),
);

// Per route, the files its lazy code needs beyond the entry's (docs/decisions/117): the server
// names them in the page, so the browser fetches them with it.
const clientManifest = JSON.parse(readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));
const shellStyles = [...built.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
  (m) => m[1],
);
const inShell = new Set([entry, ...preloads, ...shellStyles]);
// A module also imported statically elsewhere has no chunk of its own: the route loads it with the
// chunk that holds it, which the route's other imports name.
const manifestKeyOf = (spec) => {
  const base = path.posix.join("src/app", spec);
  return [`${base}.tsx`, `${base}.ts`, base].find((k) => clientManifest[k]?.isDynamicEntry) ?? null;
};
/** A chunk's own file, its stylesheets and those of the chunks it imports, depth first. */
function filesOf(key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = clientManifest[key];
  const own = [
    { href: `/${chunk.file}`, as: "script" },
    ...(chunk.css ?? []).map((css) => ({ href: `/${css}`, as: "style" })),
  ];
  return [...own, ...(chunk.imports ?? []).flatMap((k) => filesOf(k, seen))];
}
const routePreloads = [];
for (const route of routeImports()) {
  const seen = new Set();
  // Strings load by language, which the server does not know: the app asks for them as before.
  const keys = route.imports
    .filter((spec) => !spec.startsWith("virtual:"))
    .map(manifestKeyOf)
    .filter((key) => key !== null);
  const files = keys.flatMap((key) => filesOf(key, seen)).filter((f) => !inShell.has(f.href));
  if (files.length > 0) routePreloads.push({ pattern: route.pattern, files });
}
// A page's boot script runs inline: the server allows it by its hash in the page's
// Content-Security-Policy. It adds the entry's preloads and the route's files (decision 117), which the
// entry's own preload lists no longer name for the pages off most visits' path (vite.config.ts).
const entryFiles = preloads.map((href) => ({ href, as: "script" }));
const routeFilesOf = (route) => routePreloads.find((r) => r.pattern === route)?.files ?? [];
function bootFor(route, pageLanguage) {
  const files = [...entryFiles, ...routeFilesOf(route)];
  const language = pageLanguage ? `, ${JSON.stringify(pageLanguage)}` : "";
  const source = `(${showPrerenderedPage.toString()})(window, ${LAPTOP_WIDTH}${language});(${startAppAfterPaint.toString()})(window, ${JSON.stringify(entry)}, ${JSON.stringify(files)});`;
  return { source, hash: `sha256-${createHash("sha256").update(source).digest("base64")}` };
}

// The head of each page for search engines and link previews (docs/decisions/124): its title and
// description in its language, the canonical address, the other languages' addresses (hreflang) and
// Open Graph. The server puts the site's origin in place of ORIGIN.
const ORIGIN = "__STUDIO_ORIGIN__";
const OG_LOCALES = { en: "en_US", ko: "ko_KR", "zh-CN": "zh_CN", "zh-TW": "zh_TW" };
const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c],
  );
const lookup = (language, key) => {
  const found = key.split(".").reduce((node, part) => node?.[part], strings[language]);
  if (typeof found !== "string") throw new Error(`${language}.json has no string ${key}`);
  return found;
};
const localePath = (language, route) => `/${language}${route === "/" ? "" : route}`;
const titleOf = (route, language) => {
  const key = routeTitleKey(route);
  return documentTitle(key ? lookup(language, key) : null, PRERENDER_LOOK.name);
};
const descriptionOf = (route, language) =>
  lookup(language, readingDescriptionKey(route) ?? (route === "/" ? "landing.subline" : "common.footer"));
function headFor(route, pageLanguage) {
  const language = pageLanguage ?? "en";
  const url = `${ORIGIN}${pageLanguage ? localePath(pageLanguage, route) : route}`;
  const title = escapeHtml(titleOf(route, language));
  const description = escapeHtml(descriptionOf(route, language));
  const alternates = [
    ...LANGUAGES.map((l) => [l, `${ORIGIN}${localePath(l, route)}`]),
    ["x-default", `${ORIGIN}${route}`],
  ].map(([l, href]) => `<link rel="alternate" hreflang="${l}" href="${href}" data-prerendered-head>`);
  return {
    title: `<title>${title}</title>`,
    description: `<meta name="description" content="${description}" />`,
    tags: [
      `<link rel="canonical" href="${url}" data-prerendered-head>`,
      ...alternates,
      `<meta property="og:type" content="website">`,
      `<meta property="og:site_name" content="${escapeHtml(PRERENDER_LOOK.name)}">`,
      `<meta property="og:title" content="${title}">`,
      `<meta property="og:description" content="${description}">`,
      `<meta property="og:url" content="${url}">`,
      `<meta property="og:locale" content="${OG_LOCALES[language]}">`,
    ].join(""),
  };
}
function withPageHead(html, route, pageLanguage) {
  const head = headFor(route, pageLanguage);
  const titled = html
    .replace(/<title>[^<]*<\/title>/, head.title)
    .replace(/<meta name="description" content="[^"]*" \/>/, head.description)
    .replace("</head>", `${head.tags}</head>`);
  return pageLanguage ? titled.replace(/<html lang="[^"]*"/, `<html lang="${pageLanguage}"`) : titled;
}

function writePage(file, html, label) {
  writeFileSync(path.join(dist, file), html);
  // The same pre-compressed siblings the build makes for every other file (served by Accept-Encoding).
  writeFileSync(path.join(dist, `${file}.gz`), gzipSync(html, { level: 9 }));
  writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(html));
  console.log(`prerendered ${label}: ${file}, ${(gzipSync(html).length / 1024).toFixed(1)} KB gzip`);
}

const template = (page, language, demo, screen, audience, prefixed = false) => {
  const id = screen === "any" ? `prerendered-${language}` : `prerendered-${language}-${screen}`;
  const markup = renderPage(page, language, strings[language], demo, screen, prefixed);
  const title = escapeHtml(titleOf(PRERENDERED_PAGES[page], language));
  return {
    markup,
    html: `<template id="${id}" data-audience="${audience}" data-title="${title}">${markup}</template>`,
  };
};

mkdirSync(path.join(dist, "prerendered"), { recursive: true });
const pages = {};
for (const [page, route] of Object.entries(PRERENDERED_PAGES)) {
  const boot = bootFor(route);
  pages[route] = { bootHash: boot.hash };
  const visitorPage = PAGE_AUDIENCE[page] === "visitor";
  for (const demo of [false, true]) {
    const templates = LANGUAGES.flatMap((l) =>
      PAGE_SCREENS[page].map((screen) => template(page, l, demo, screen, PAGE_AUDIENCE[page]).html),
    ).join("\n");
    const shellOfPage = visitorPage ? withPageHead(shell, route, null) : shell;
    const html = `${shellOfPage.slice(0, shellOfPage.indexOf("</body>"))}${templates}\n<script>${boot.source}</script>\n${shellOfPage.slice(shellOfPage.indexOf("</body>"))}`;
    const file = `prerendered/${page}${demo ? "-demo" : ""}.html`;
    writePage(file, html, `${route}${demo ? " (demo)" : ""}`);
    pages[route][demo ? "demo" : "plain"] = file;
  }
  if (!visitorPage) continue;
  // Each language's own page for its prefixed path: the markup in #root itself, so a search engine
  // reads it without running a script; the boot script then paints the one for the window's width.
  pages[route].languages = {};
  for (const language of LANGUAGES) {
    const languageBoot = bootFor(route, language);
    const entryOf = { bootHash: languageBoot.hash };
    for (const demo of [false, true]) {
      const rendered = PAGE_SCREENS[page].map((screen) =>
        template(page, language, demo, screen, "anyone", true),
      );
      const inline = rendered.at(-1).markup;
      const headed = withPageHead(shell, route, language);
      const body = headed.slice(0, headed.indexOf("</body>"));
      const rootOpen = body.indexOf('<div id="root">');
      // #root is the body's last element (the cover inside it): its closing tag is the body's last.
      const rootClose = body.lastIndexOf("</div>");
      const withRoot = `${body.slice(0, rootOpen)}<div id="root">${inline}</div>${body.slice(rootClose + "</div>".length)}`;
      const html = `${withRoot}${rendered.map((r) => r.html).join("\n")}\n<script>${languageBoot.source}</script>\n${headed.slice(headed.indexOf("</body>"))}`;
      const file = `prerendered/${page}.${language}${demo ? "-demo" : ""}.html`;
      writePage(file, html, `${localePath(language, route)}${demo ? " (demo)" : ""}`);
      entryOf[demo ? "demo" : "plain"] = file;
    }
    pages[route].languages[language] = entryOf;
  }
}
writeFileSync(path.join(dist, "prerendered", "route-preloads.json"), JSON.stringify(routePreloads));
console.log(`route preloads: ${routePreloads.length} routes`);
writeFileSync(
  path.join(dist, "prerendered", "manifest.json"),
  JSON.stringify({ look: { ...PRERENDER_LOOK, languages: LANGUAGES }, pages }, null, 2),
);
rmSync(ssrOut, { recursive: true, force: true });
