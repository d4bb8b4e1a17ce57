import { defineConfig } from "vitest/config";

// Tiers by file suffix: *.test.ts(x) are unit tests, *.integration.test.ts talk to a real database.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/api/src/**/*.test.ts",
            "apps/web/src/**/*.test.{ts,tsx}",
          ],
          exclude: ["**/*.integration.test.ts", "**/node_modules/**"],
        },
      },
      {
        test: {
          name: "integration",
          include: ["apps/api/**/*.integration.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
