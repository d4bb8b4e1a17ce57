// Import directions of docs/design.md §12, checked by `npm run lint` (its `lint:imports` step).
// Web: app -> features -> components -> lib -> stores -> packages/contract; a feature never imports another.
// API: server/cli -> app -> modules -> lib, db -> packages/contract; a module uses another only through
// that module's index.ts. ARCHITECTURE.md "Import directions" has the table and how to fix a violation.

const WEB = "^apps/web/src/";
const API = "^apps/api/src/";
const TEST_FILE = "\\.test\\.tsx?$";
// The API's composition: what may wire modules together (above the modules, below the entry points).
const API_APP = `${API}(app|startup|spa)\\.ts$|${API}seed/`;
const API_ENTRY = `${API}server\\.ts$|${API}cli/`;
// The API's plumbing, below every module: lib, db, the job queue, the config and the deps bag.
const API_BASE = `${API}(lib|db|jobs)/|${API}(config|deps)\\.ts$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "Import cycles are forbidden (docs/design.md §12): two files that need each other belong in one file, " +
        "or the shared part moves down a layer.",
      from: {},
      to: { circular: true },
    },
    {
      name: "web-feature-imports-feature",
      severity: "error",
      comment:
        "A feature never imports another feature (docs/design.md §12): compose them in app/ (router, props, " +
        "slots) or move the shared part down to components/, lib/ or stores/.",
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: "web-feature-imports-app",
      severity: "error",
      comment:
        "Features sit below app/ (docs/design.md §12): app/ composes features, never the other way. Move what " +
        "the feature needs (a query client, a provider) down to lib/ or stores/.",
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/|${WEB}main\\.tsx$` },
    },
    {
      name: "web-shared-imports-up",
      severity: "error",
      comment:
        "components/, lib/, stores/ and locales/ are shared by every feature (docs/design.md §12) and never " +
        "import app/ or a feature: take the feature's part as a prop or a slot that app/ fills in.",
      from: { path: `${WEB}(components|lib|stores|locales)/` },
      to: { path: `${WEB}(app|features)/|${WEB}main\\.tsx$` },
    },
    {
      name: "web-lib-imports-components",
      severity: "error",
      comment:
        "lib/ holds no UI (decision 047): components/ may use lib/, never the other way. Move the UI piece to " +
        "components/ or pass it in.",
      from: { path: `${WEB}lib/` },
      to: { path: `${WEB}components/` },
    },
    {
      name: "web-stores-imports-lib",
      severity: "error",
      comment:
        "stores/ is the bottom of the web app (decision 047): lib/ may read and write the stores, a store " +
        "never imports lib/ or components/. Move what the store needs into stores/ or contract.",
      from: { path: `${WEB}stores/` },
      to: { path: `${WEB}(lib|components)/` },
    },
    {
      name: "web-product-imports-test-helpers",
      severity: "error",
      comment:
        "test/ holds the component-test helpers; only *.test.ts(x) files and a feature's *-test-kit.tsx (shared by its tests) may import them.",
      from: { path: WEB, pathNot: [TEST_FILE, "-test-kit\\.tsx?$", `${WEB}test/`] },
      to: { path: `${WEB}test/` },
    },
    {
      name: "web-product-imports-test-kit",
      severity: "error",
      comment: "A *-test-kit.tsx file is shared by a feature's tests; only *.test.ts(x) files may import it.",
      from: { path: WEB, pathNot: TEST_FILE },
      to: { path: "-test-kit\\.tsx?$" },
    },
    {
      name: "api-base-imports-module",
      severity: "error",
      comment:
        "lib/ and db/ (with jobs/, config.ts, deps.ts) never import a module or the app (docs/design.md §12). " +
        "Move the pure piece down, or let app.ts pass the module's function in.",
      from: { path: API_BASE },
      to: { path: `${API}modules/|${API_APP}|${API_ENTRY}` },
    },
    {
      name: "api-module-deep-import",
      severity: "error",
      comment:
        "A module uses another module only through that module's index.ts (docs/design.md §12): import " +
        "'../<module>' and export what is needed from its index.ts.",
      from: { path: `${API}modules/([^/]+)/` },
      to: { path: `${API}modules/`, pathNot: [`${API}modules/$1/`, `${API}modules/[^/]+/index\\.ts$`] },
    },
    {
      name: "api-module-cycle",
      severity: "error",
      comment:
        "Modules import each other without a loop (docs/design.md §12): when module a uses module b, nothing " +
        "b uses, directly or through other modules, uses a. Move the shared piece down to lib/ or db/ (or into " +
        "the lower module), or let app.ts pass the function in.",
      // Folder scope: each module folder counts as one node, whatever files the loop runs through
      // (a/x.ts -> b/index.ts -> b/y.ts -> a/index.ts is a loop of modules but not of files).
      scope: "folder",
      from: { path: `${API}modules/[^/]+$` },
      to: { path: `${API}modules/[^/]+$`, circular: true },
    },
    {
      name: "api-module-imports-app",
      severity: "error",
      comment:
        "Modules sit below the app (docs/design.md §12): app.ts, startup.ts and seed/ compose modules.",
      from: { path: `${API}modules/` },
      to: { path: `${API_APP}|${API_ENTRY}` },
    },
    {
      name: "api-app-imports-entry",
      severity: "error",
      comment: "server.ts and cli/ are the entry points (docs/design.md §12): nothing imports them.",
      from: { path: `${API}`, pathNot: API_ENTRY },
      to: { path: API_ENTRY },
    },
    {
      name: "api-product-imports-tests",
      severity: "error",
      comment: "apps/api/test holds the integration harness; product code never imports it.",
      from: { path: API, pathNot: TEST_FILE },
      to: { path: "^apps/api/test/" },
    },
    {
      name: "contract-imports-app",
      severity: "error",
      comment:
        "packages/contract is the bottom of both apps (docs/design.md §12): it never imports the web or the API.",
      from: { path: "^packages/contract/" },
      to: { path: "^apps/" },
    },
    {
      name: "app-imports-other-app",
      severity: "error",
      comment: "The web and the API share only packages/contract (docs/design.md §1).",
      from: { path: "^apps/(web|api)/" },
      to: { path: "^apps/", pathNot: "^apps/$1/" },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API for dependency-cruiser; swc parses the sources instead and
    // keeps type-only imports, so they follow the directions too.
    parser: "swc",
    doNotFollow: { path: "node_modules" },
    exclude: { path: "node_modules|/dist/" },
    // The workspace package resolves to its sources, so contract files are checked like the rest.
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "default"],
      extensions: [".ts", ".tsx", ".js", ".json"],
    },
  },
};
