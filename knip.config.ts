import type { KnipConfig } from "knip";

/**
 * Dead code (`npm run lint:dead`): files nothing reaches, exports nothing imports, dependencies
 * nothing uses. Knip's plugins already find most entry points: package.json scripts, the Vite config
 * and index.html (apps/web/src/main.tsx), the root vitest.config.ts with its projects' test files
 * and setup files, the Playwright config and its tests, the Drizzle config. Listed here is only what
 * they cannot see: files started by path from other scripts.
 */
const config: KnipConfig = {
  // An export used in its own file is not dead code, only more visible than it needs to be.
  ignoreExportsUsedInFile: true,
  // PostgreSQL's own tools, which the backup and restore test runs (docs/operations.md); the load
  // generator the fleet bench starts (Debian's wrk, docs/performance.md).
  ignoreBinaries: ["pg_dump", "pg_restore", "wrk"],
  workspaces: {
    ".": {
      // scripts/build.mjs runs scripts/build-api.mjs by path.
      entry: ["scripts/*.mjs"],
      // dependency-cruiser parses with swc (.dependency-cruiser.cjs `parser: "swc"`, docs/decisions/047).
      ignoreDependencies: ["@swc/core"],
    },
    "packages/contract": {},
    "apps/api": {
      // The invoice's fonts are found with require.resolve on a built path (modules/payout/invoice-fonts.ts);
      // esbuild bundles this package's server (scripts/build-api.mjs, run from the root).
      ignoreDependencies: ["@fontsource/noto-sans", "esbuild"],
    },
    "apps/web": {
      // scripts/prerender.mjs builds it for Node with Vite's SSR build.
      entry: ["src/app/prerender.tsx"],
      // The types of scripts/open-source-licenses.mjs, which TypeScript reads for the tests importing it.
      ignoreFiles: ["scripts/*.d.mts"],
    },
    e2e: {},
    bench: {
      // Started by path: export-job.ts by revenue.bench.ts, request-path-hello.mjs by request-path.bench.ts,
      // fleet-balancer.ts by fleet.bench.ts; web-lighthouse.ts by hand (its header).
      entry: ["export-job.ts", "request-path-hello.mjs", "fleet-balancer.ts", "web-lighthouse.ts"],
      // The benches run the API's sources (../apps/api/src) by relative path; this dependency brings in
      // the packages those sources import. autocannon runs as a command in a process of its own
      // (bench/request-path-load.ts), by its file's path.
      ignoreDependencies: ["@studio/api", "autocannon"],
    },
  },
};

export default config;
