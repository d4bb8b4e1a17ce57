// Renders the pages the browser paints before any script runs (docs/decisions.md 076, 119), after
// `vite build`: builds src/app/prerender.tsx for Node, renders each page in every language (and
// screen, where it differs), with and without the demo banner, and writes
// dist/prerendered/<page>[-demo].html (index.html with the markup in <template>s and the boot script
// that picks one) and manifest.json, which the API reads to serve them (apps/api/src/spa.ts).
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
  showPrerenderedPage,
  startAppAfterPaint,
  routeImports,
  PRERENDERED_PAGES,
  PAGE_AUDIENCE,
  PAGE_SCREENS,
  LAPTOP_WIDTH,
  PRERENDER_LOOK,
} = await import(pathToFileURL(path.join(ssrOut, "prerender.js")).href);

const built = readFileSync(path.join(dist, "index.html"), "utf8");
// The entry's module script and its modulepreload links: the boot script adds them once the page
// has painted, so the first paint shares the network with the stylesheet alone.
const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(built);
if (!entryTag) throw new Error("dist/index.html has no module script");
const entry = entryTag[1];
const preloadTags = [...built.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
const preloads = preloadTags.map((m) => m[1]);
const shell = [entryTag, ...preloadTags].reduce((html, tag) => html.replace(tag[0], ""), built);
const rootEnd = shell.indexOf("</body>");
if (rootEnd < 0) throw new Error("dist/index.html has no </body>");
const strings = Object.fromEntries(
  LANGUAGES.map((l) => [l, JSON.parse(readFileSync(path.join(webRoot, "src/locales", `${l}.json`), "utf8"))]),
);

// Per route, the files its lazy code needs beyond the entry's (docs/decisions.md 117): the server
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
// Content-Security-Policy. It adds the entry's preloads, and the route's files for a page a member sees.
const entryFiles = preloads.map((href) => ({ href, as: "script" }));
const routeFilesOf = (route) => routePreloads.find((r) => r.pattern === route)?.files ?? [];
function bootFor(page, route) {
  const files = PAGE_AUDIENCE[page] === "member" ? [...entryFiles, ...routeFilesOf(route)] : entryFiles;
  const source = `(${showPrerenderedPage.toString()})(window, ${LAPTOP_WIDTH});(${startAppAfterPaint.toString()})(window, ${JSON.stringify(entry)}, ${JSON.stringify(files)});`;
  return { source, hash: `sha256-${createHash("sha256").update(source).digest("base64")}` };
}
mkdirSync(path.join(dist, "prerendered"), { recursive: true });
const pages = {};
for (const [page, route] of Object.entries(PRERENDERED_PAGES)) {
  const boot = bootFor(page, route);
  pages[route] = { bootHash: boot.hash };
  for (const demo of [false, true]) {
    const templates = LANGUAGES.flatMap((l) =>
      PAGE_SCREENS[page].map((screen) => {
        const id = screen === "any" ? `prerendered-${l}` : `prerendered-${l}-${screen}`;
        const markup = renderPage(page, l, strings[l], demo, screen);
        return `<template id="${id}" data-audience="${PAGE_AUDIENCE[page]}">${markup}</template>`;
      }),
    ).join("\n");
    const html = `${shell.slice(0, rootEnd)}${templates}\n<script>${boot.source}</script>\n${shell.slice(rootEnd)}`;
    const file = `prerendered/${page}${demo ? "-demo" : ""}.html`;
    writeFileSync(path.join(dist, file), html);
    // The same pre-compressed siblings the build makes for every other file (served by Accept-Encoding).
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(html, { level: 9 }));
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(html));
    pages[route][demo ? "demo" : "plain"] = file;
    console.log(
      `prerendered ${route}${demo ? " (demo)" : ""}: ${file}, ${(gzipSync(html).length / 1024).toFixed(1)} KB gzip`,
    );
  }
}
writeFileSync(path.join(dist, "prerendered", "route-preloads.json"), JSON.stringify(routePreloads));
console.log(`route preloads: ${routePreloads.length} routes`);
writeFileSync(
  path.join(dist, "prerendered", "manifest.json"),
  JSON.stringify({ look: { ...PRERENDER_LOOK, languages: LANGUAGES }, pages }, null, 2),
);
rmSync(ssrOut, { recursive: true, force: true });
