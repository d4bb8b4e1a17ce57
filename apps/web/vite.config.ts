import { writeFileSync } from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";
import { localeParts } from "./build/locale-parts.ts";

const buildId = new Date().toISOString();

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

export default defineConfig({
  plugins: [
    react(),
    localeParts(),
    buildIdFile(),
    // Brotli and gzip siblings made once at build time; the API serves them by Accept-Encoding.
    compression({
      algorithms: ["brotliCompress", "gzip"],
      include: /\.(js|css|html|svg|json|txt)$/,
      threshold: 1024,
    }),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/dev": "http://localhost:3000" },
  },
  // The default chunk warning (500 kB): a chunk that big means a lazy boundary went missing.
  // The manifest tells the prerender step which files each lazily loaded module needs (route preloads).
  build: { outDir: "dist", emptyOutDir: true, manifest: true },
});
