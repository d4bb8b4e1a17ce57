import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${PORT}`;
// A fresh embedded database for every run: the seed gives the demo networks and logins.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "studio-e2e-"));

/**
 * Specs that only read the demo's data and keep no state on the server: safe to run two at a time.
 * Every other spec changes the demo (accounts, preferences, site settings, withdrawals) and runs in
 * `flows`, one test at a time. `run.sh` runs the two projects one after the other, each against a
 * server and database of its own (docs/testing.md "Browser tests").
 */
const SCREENS = [
  "accessibility",
  "budget",
  "invitation",
  "landing",
  "language",
  "layout",
  "not-found",
  "not-set-up",
  "reading-pages",
  "screen-captures",
  "start-up",
  "white-label",
  "withdrawal-invoice",
].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: "./tests",
  // After the web server is up: the demo staff and manager sign in once with their second factor
  // and a remembered device, which every test's login then uses (global-setup.ts).
  globalSetup: "./global-setup.ts",
  fullyParallel: false,
  // Two processes for the screens on a 2-core machine: each test waits on the server and the
  // browser half of its time, so a second one fills that wait.
  workers: 2,
  projects: [
    { name: "screens", testMatch: SCREENS, fullyParallel: true },
    { name: "flows", testIgnore: SCREENS, workers: 1 },
  ],
  retries: 0,
  // The timeouts are set here once. A test's ceiling: the longest flows (a channel registered, its
  // ownership checked in the background and approved by staff) take about 30 s on a loaded 2-core
  // machine; the ceiling costs nothing when a test passes.
  timeout: 120_000,
  // A state a person waits for (a page, a dialog, a saved form) on that machine.
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "./test-results",
  use: {
    baseURL: BASE_URL,
    locale: "en-US",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
    },
    trace: "off",
  },
  webServer: {
    // The compiled server that `npm start` runs, from the build `npm test` makes before this tier:
    // the product as shipped, and no TypeScript compiled again at every start.
    command: "node ../apps/api/dist/server.js",
    url: `${BASE_URL}/api/site/meta`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      SMTP_URL: "",
      NODE_ENV: "development",
      // The demo, asked for explicitly as `npm start` does: demo seed, captured mail, sandbox platform.
      DEMO: "true",
      LOG_LEVEL: "warn",
      // Ownership checks repeat every 2 s here (3 min in the product) so a browser test sees one.
      CHANNEL_CHECK_INTERVAL_SECONDS: "2",
      YOUTUBE_API_KEY: "",
    },
  },
});
