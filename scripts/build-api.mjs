// Compiles the API server and the contract it imports into one JavaScript file,
// apps/api/dist/server.js, that plain `node` runs (docs/decisions/068). Packages from
// node_modules stay imports (native argon2, PGlite's files, pg-boss's SQL); only the workspace's own
// TypeScript (apps/api/src, packages/contract/src) is bundled.
import path from "node:path";
import { build } from "esbuild";

const repoRoot = path.resolve(import.meta.dirname, "..");

/** Bare imports stay external except the workspace's own packages, which node cannot run as .ts. */
const externalPackages = {
  name: "external-packages",
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@studio/") ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [path.join(repoRoot, "apps/api/src/server.ts")],
  outfile: path.join(repoRoot, "apps/api/dist/server.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  sourcemap: "linked",
  plugins: [externalPackages],
  logLevel: "warning",
});
