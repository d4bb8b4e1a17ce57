import { existsSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { localeParts } from "./apps/web/build/locale-parts.ts";

/**
 * The integration files that run on PGlite as well (docs/testing.md "Which tests run where"). Every
 * integration file runs on PostgreSQL, the production engine; PGlite, the embedded engine of
 * `npm start`, runs these: what can differ between the two engines.
 */
const ENGINE_PARITY = [
  // Migrations, the demo seed and a start on an empty and on a seeded database.
  "startup-seed",
  "bounds-migration",
  "health",
  "create-network",
  // The background jobs and imports (pg-boss on PGlite: fromPglite).
  "music-import",
  "stats-import-switch",
  "revenue-build-steps",
  "export-files",
  "dev-mail",
  "mail-outbox", // the outbox's sender: skip locked claims, retries, the failed-mail calls
  // Concurrency and locks: on PGlite calls queue on one connection, and must still be right.
  "races",
  "session-revocation",
  // One representative flow of each module.
  "join", // auth, member
  "channel-lifecycle", // channel, platform
  "music-search-total", // music: text search and counts
  "revenue-read-models", // revenue
  "withdrawal", // payout: requests, fees, windows
  "withdrawal-invoice", // payout: the invoice PDF
  "payout-batches", // payout: batches and their settlement, one transaction each
  "ledger", // payout: postings and balances
  "boards", // board
  "notifications", // notification
  "referral-points", // referral
  "clearance", // clearance
  "revenue-fee-rates", // team
  "site", // site, white-label
  "backoffice", // backoffice
  "uploads", // files
  "sandbox", // sandbox
];

const parityFiles = ENGINE_PARITY.map((file) => `apps/api/test/${file}.integration.test.ts`);
for (const file of parityFiles) {
  // A renamed or removed file must not leave PGlite silently untested.
  if (!existsSync(file))
    throw new Error(`vitest.config.ts ENGINE_PARITY names ${file}, which does not exist`);
}

/** API tests against a real database: the demo migrated and seeded once per run, a copy per file. */
function integrationProject(name: string, include: string[]) {
  return {
    test: {
      name,
      include,
      // Migrates and seeds the demo once per run; each file copies that template (docs/decisions/057).
      globalSetup: ["apps/api/test/support/global-setup.ts"],
      // The files of a worker share one module graph instead of importing the whole API again
      // for each file (two thirds of the run's time). They stay independent: each test app has its
      // own database copy, clock, job queue and data folder, and per-process caches are keyed by
      // database (docs/decisions/129).
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

// Tiers by file suffix: *.test.ts are unit tests, *.test.tsx web component tests, *.integration.test.ts talk to a real database.
export default defineConfig({
  test: {
    // Both cores: vitest's default keeps one for its main process, which on this 2-core machine
    // left one idle while the integration tests waited on the database (docs/decisions/129).
    maxWorkers: 2,
    projects: [
      {
        plugins: [localeParts()],
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/api/src/**/*.test.ts",
            "apps/web/src/**/*.test.ts",
            "scripts/**/*.test.mjs",
          ],
          exclude: ["**/*.integration.test.ts", "**/node_modules/**"],
          // Pure functions: the files of a worker share one module graph rather than import the
          // contract again per file (23 s -> 9 s). The web tests keep a fresh jsdom per file: their
          // stores and strings are per page.
          isolate: false,
        },
      },
      {
        // Component tests of the web's stateful pieces (*.test.tsx) in a simulated browser.
        plugins: [localeParts()],
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["apps/web/src/test/setup.ts"],
          // Above Testing Library's 10 s wait (set in the setup file): a test with several waits on a
          // loaded 2-core machine still reports the state it waited for, not a bare timeout.
          testTimeout: 30_000,
        },
      },
      integrationProject("integration", ["apps/api/**/*.integration.test.ts"]),
      integrationProject("engine-parity", parityFiles),
    ],
  },
});
