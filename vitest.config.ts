import { defineConfig } from "vitest/config";
import { localeParts } from "./apps/web/build/locale-parts.ts";

// Tiers by file suffix: *.test.ts are unit tests, *.test.tsx web component tests, *.integration.test.ts talk to a real database.
export default defineConfig({
  test: {
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
      {
        test: {
          name: "integration",
          include: ["apps/api/**/*.integration.test.ts"],
          // Migrates and seeds the demo once per run; each file copies that template (docs/decisions/057).
          globalSetup: ["apps/api/test/support/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
