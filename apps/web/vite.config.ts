import { writeFileSync } from "node:fs";
import path from "node:path";
import { gzipAsync } from "@gfx/zopfli";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
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
  // The default chunk warning (500 kB): a chunk that big means a lazy boundary went missing.
  // The manifest tells the prerender step which files each lazily loaded module needs (route preloads).
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and React Router in one chunk, which every page loads: left to itself, the splitter
          // cut them up whenever a lazy chunk used only part of them (2 KB more on /login).
          groups: [{ name: "react", test: /[\\/]node_modules[\\/](react-router|react|scheduler)[\\/]/ }],
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
