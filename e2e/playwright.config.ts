import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${PORT}`;
// A fresh embedded database for every run: the seed gives the demo networks and logins.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "studio-e2e-"));

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
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
    command: "npx tsx ../apps/api/src/server.ts",
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
