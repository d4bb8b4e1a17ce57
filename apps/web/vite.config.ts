import { writeFileSync } from "node:fs";
import path from "node:path";
import { gzipAsync } from "@gfx/zopfli";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { localeParts } from "./build/locale-parts.ts";

const buildId = new Date().toISOString();

/** A built file as Zopfli's gzip: the same format any browser reads, in fewer bytes (decision 145). */
function zopfliGzip(input: string | ArrayBuffer | NodeJS.ArrayBufferView): Promise<Buffer> {
  const bytes =
    typeof input === "string"
      ? Buffer.from(input)
      : ArrayBuffer.isView(input)
        ? new Uint8Array(input.buffer, input.byteOffset, input.byteLength)
        : new Uint8Array(input);
  return gzipAsync(bytes, { numiterations: 15 }).then((gzipped) => Buffer.from(gzipped));
}

/** Writes build.json, which running clients poll to notice a new deployment (docs/spec.md §4). */
function buildIdFile(): Plugin {
  return {
    name: "studio-build-id",
    apply: "build",
    // Each build works out its own first-load files (a prerender build follows the app's).
    buildStart() {
      firstLoadFiles = null;
    },
    writeBundle(options) {
      writeFileSync(path.join(options.dir ?? "dist", "build.json"), JSON.stringify({ buildId }));
    },
  };
}

/**
 * Route chunks off most visits' path (app/router.tsx): the back-office's (every screen of
 * features/backoffice and features/withdrawal/staff: a new one is added here), the team's, the
 * engagement screens', the reading pages' and my page's; what opens on demand (the language menu,
 * a snackbar, the page of an install without a network); the player and the channel summary, which
 * come with their page's layout and gate, whose lists name most of their files; and the landing page's, which is
 * prerendered and whose boot script names its files (decision 124). Their preload lists would sit in the entry every visitor loads; without them a
 * first visit there fetches its imports a level at a time (the server still preloads them when the
 * page is opened directly, decision 117).
 */
const OFF_PATH_CHUNK =
  /\/(staff-pages|accounts-page|audit-page|catalogue-page|claims-page|failed-mail-page|imports-page|jobs-page|manual-entries-page|rates-page|site-page|trial-balance-page|payout-batches-page|admin-channels-page|withdrawal-queue-page|confirmed-import-page|manage-member-page|manage-subchannel-page|board-pages|invitation-page|notifications-page|guides-pages|terms-pages|my-page|push-settings-card|landing-page|language-menu-dropdown|snackbar-renderer|not-set-up-page|player-host|channel-summary-card|security-page|two-step-setup-page|second-step)-/;

type ModuleGraph = Parameters<Rolldown.CodeSplittingNameFunction>[1];

const srcFile = (file: string) => path.resolve(import.meta.dirname, "src", file);

/**
 * The public pages a visitor opens first (the landing page, sign-in). What they share with the
 * signed-in pages goes in files of their own, so that neither loads a signed-in file (decision 147).
 */
const PUBLIC_PAGES = ["features/landing/landing-page.tsx", "features/auth/login-page.tsx"];
/**
 * The files of a signed-in first load, each with the modules its roots import that the entry has
 * not: the frame every signed-in page loads (app/router.tsx: the dashboard layout, the player, the
 * revenue pages' gate and channel summary, what loads once the page is idle), then the two pages a
 * signed-in visit opens first. What the public pages use too goes in a file of its own ("common").
 */
const SIGNED_IN_FILES: [name: string, roots: string[]][] = [
  [
    "frame",
    [
      "components/layouts/dashboard-layout.tsx",
      "features/music/player/player-host.tsx",
      "app/dashboard-extras.tsx",
      "features/channels/require-approved-channel.tsx",
      "features/channels/channel-summary-card.tsx",
    ],
  ],
  ["dashboard", ["features/dashboard/dashboard-home-page.tsx"]],
  ["music", ["features/music/music-layout.tsx", "features/music/music-home-page.tsx"]],
];

/** A module of imports and re-exports only (`@mantine/core`'s index, `@studio/contract`'s). */
function isBarrel(code: string | null): boolean {
  if (code === null) return false;
  const statements = code
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "")
    .split(";")
    .map((s) => s.trim())
    .filter((s) => s !== "" && s !== '"use client"' && s !== "'use client'");
  const declaresOnly = (s: string) =>
    /^(import|export)\b/.test(s) &&
    !/\b(function|class|const|let|var)\b|=>/.test(s.replace(/"[^"]*"|'[^']*'/g, ""));
  return statements.length > 0 && statements.every(declaresOnly);
}

/** The names a module imports with `import { a, b as c } from "..."`. */
function importedNames(code: string | null): Set<string> {
  const names = new Set<string>();
  for (const match of (code ?? "").matchAll(/import\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from/g)) {
    for (const part of (match[1] as string).split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * The modules `roots` reach by static imports (their own files included). Through a barrel only the
 * modules that define the names imported from it count: every Mantine component is one import of
 * `@mantine/core`'s index, and a page uses a few.
 */
function staticClosure(roots: string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  const definers = (barrel: string, names: Set<string>, visited: Set<string>): string[] => {
    if (visited.has(barrel)) return [];
    visited.add(barrel);
    return (graph.getModuleInfo(barrel)?.importedIds ?? []).flatMap((id) => {
      const info = graph.getModuleInfo(id);
      if (!info) return [];
      if (isBarrel(info.code)) return definers(id, names, visited);
      const base = path.basename(id).replace(/\.[^.]+$/, "");
      return names.has(base) || info.exports.some((name) => names.has(name)) ? [id] : [];
    });
  };
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    const names = importedNames(info.code);
    for (const imported of info.importedIds) {
      const importedInfo = graph.getModuleInfo(imported);
      if (importedInfo && isBarrel(importedInfo.code)) stack.push(...definers(imported, names, new Set()));
      else stack.push(imported);
    }
  }
  return seen;
}

/**
 * Each module's first-load file, worked out once per build from the module graph (decision 147);
 * null leaves it to the splitter. What the entry imports is in the entry's file before this is asked.
 */
let firstLoadFiles: Map<string, string> | null = null;
function firstLoadFile(id: string, graph: ModuleGraph): string | null {
  if (!firstLoadFiles) {
    const files = new Map<string, string>();
    const publicClosures = PUBLIC_PAGES.map((page) => staticClosure([srcFile(page)], graph));
    // What a public page shares with the signed-in pages: a file per public page, and one for both.
    const publicFile = (m: string) => {
      const users = publicClosures.filter((closure) => closure.has(m)).length;
      if (users === 0) return null;
      const page = PUBLIC_PAGES[publicClosures.findIndex((closure) => closure.has(m))] ?? "";
      return users > 1 ? "common" : `${path.basename(page, ".tsx")}-common`;
    };
    const closures = SIGNED_IN_FILES.map(
      ([name, roots]) => [name, staticClosure(roots.map(srcFile), graph)] as const,
    );
    for (const [name, closure] of closures) {
      for (const m of closure) {
        // A module loaded on its own (a page, a layout) keeps its file: the build's manifest names
        // it, which the server's route preloads read (decision 117).
        if (files.has(m) || (graph.getModuleInfo(m)?.dynamicImporters.length ?? 0) > 0) continue;
        // What two of the pages use goes in the frame, so that one page never loads another's file.
        const shared = closures.filter(([, other]) => other.has(m)).length > 1;
        files.set(m, publicFile(m) ?? (shared ? "frame" : name));
      }
    }
    firstLoadFiles = files;
  }
  return firstLoadFiles.get(id) ?? null;
}

export default defineConfig({
  plugins: [
    react(),
    localeParts(),
    buildIdFile(),
    // Brotli and gzip siblings made once at build time; the API serves them by Accept-Encoding.
    // Every file, the small ones too: the route chunks under 1 KB are many, and sent plain they
    // cost a first load about 2 KB (docs/decisions/124).
    // The gzip sibling is Zopfli's: a standard gzip stream about 3.5% smaller than zlib's best, for
    // about ten seconds of build time (docs/decisions/145).
    compression({
      algorithms: ["brotliCompress", defineAlgorithm(zopfliGzip, {})],
      include: /\.(js|css|html|svg|json|txt)$/,
      threshold: 0,
    }),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/dev": "http://localhost:3000" },
  },
  // The manifest tells the prerender step which files each lazily loaded module needs (route preloads).
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    // The entry holds what every page needs, about 530 kB before compression (decision 147); a chunk
    // over 600 kB means a lazy boundary went missing.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Left to itself, the splitter gives every set of pages that share modules a file of its
          // own: the signed-in dashboard fetched 113 scripts. A first load is a few files instead
          // (decision 147): everything the entry imports in the entry's file (React, React Router,
          // i18next, TanStack Query, the Mantine core; "$initial" is the entry's static imports),
          // then the files of firstLoadFile.
          groups: [
            { name: "boot", tags: ["$initial"], priority: 10 },
            // One group each, in this order: a group takes the modules its own modules import, so
            // the frame must not come after a page's (decision 147).
            ...[
              "common",
              ...PUBLIC_PAGES.map((page) => `${path.basename(page, ".tsx")}-common`),
              ...SIGNED_IN_FILES.map(([name]) => name),
            ].map((file, i, all) => ({
              name: (id: string, graph: ModuleGraph) => (firstLoadFile(id, graph) === file ? file : null),
              debugName: file,
              priority: all.length - i,
            })),
          ],
        },
      },
    },
    modulePreload: {
      // Each dynamic import's preload list is written into its importer, which for the routes is the
      // entry every visitor loads. What loads once a page is idle (the tutorial, the popups:
      // app/dashboard-extras.tsx) and the screens off most visits' path go without one.
      resolveDependencies: (file, deps, { hostId }) =>
        hostId.includes("dashboard-extras") || OFF_PATH_CHUNK.test(file) ? [] : deps,
    },
  },
});
