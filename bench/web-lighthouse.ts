/**
 * Lighthouse mobile performance, accessibility, best practices and SEO of the built web app, on demand (not in CI: it needs Lighthouse,
 * which is not a dependency of the repository, and a quiet machine).
 *
 *   npm run build && DEMO=true PORT=3350 node apps/api/dist/server.js     # the product, in another shell
 *   npx -y lighthouse@12 --version                                          # or LIGHTHOUSE_BIN=/path/to/lighthouse
 *   BASE_URL=http://localhost:3350 npx tsx bench/web-lighthouse.ts
 *
 * Chromium: CHROME_PATH (default /usr/bin/chromium), headless, no sandbox. Each page is measured
 * RUNS times (default 3) with Lighthouse's mobile defaults (simulated slow 4G, 4x CPU slowdown); the
 * median is printed. PAGES picks the pages (default "/,/login,/dashboard"); REPORT_DIR keeps each
 * run's JSON report there (the LCP element, the request chains) and prints the LCP element.
 *
 * Signed-in pages (/dashboard): Lighthouse's CLI opens pages with empty storage, which would show the
 * login page. So each run starts a Chromium with a remote-debugging port and a new profile;
 * playwright-core signs the demo creator in over CDP (the session token in local storage, as the app
 * keeps it) and disconnects, and Lighthouse measures in that browser with `--port` and
 * `--disable-storage-reset` (an empty HTTP cache, the session kept).
 */
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { STORAGE_KEYS } from "@studio/contract";
import { type Browser, chromium } from "playwright-core";

const baseUrl = process.env.BASE_URL ?? "http://localhost:3350";
const lighthouse = process.env.LIGHTHOUSE_BIN ?? "lighthouse";
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const runs = Number(process.env.RUNS ?? 3);
const pages = (process.env.PAGES ?? "/,/login,/dashboard").split(",");
const SIGNED_IN = new Set(["/dashboard", "/musics"]);
const DEMO_CREATOR = { id: "creator@studio.test", password: "studio-demo" };
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

interface Report {
  finalDisplayedUrl: string;
  categories: Record<Category, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; details?: unknown; score?: number | null }>;
}

function runLighthouse(page: string, extra: string[]): Report {
  const out = path.join(mkdtempSync(path.join(tmpdir(), "studio-lh-")), "report.json");
  execFileSync(
    lighthouse,
    [
      `${baseUrl}${page}`,
      `--only-categories=${CATEGORIES.join(",")}`,
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
      ...extra,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: "inherit" },
  );
  if (process.env.REPORT_DIR) {
    const kept = path.join(
      process.env.REPORT_DIR,
      `${page.replace(/\W+/g, "_") || "root"}-${Date.now()}.json`,
    );
    copyFileSync(out, kept);
  }
  return JSON.parse(readFileSync(out, "utf8")) as Report;
}

/** A Chromium with a debugging port and its own profile, the demo creator signed in. */
async function signedInBrowser(): Promise<{ port: number; stop(): Promise<void> }> {
  const port = Number(process.env.DEBUG_PORT ?? 9352);
  const profile = mkdtempSync(path.join(tmpdir(), "studio-lh-profile-"));
  const chrome = spawn(
    chromePath,
    [`--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, ...CHROME_FLAGS, "about:blank"],
    { stdio: "ignore" },
  );
  let browser: Browser | undefined;
  for (let attempt = 0; !browser && attempt < 50; attempt++) {
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`).catch(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return undefined;
    });
  }
  if (!browser) throw new Error(`Chromium did not open its debugging port ${port}`);
  const response = await fetch(`${baseUrl}/api/member/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DEMO_CREATOR),
  });
  const body = (await response.json()) as { data?: { token: string } };
  if (!body.data) throw new Error(`the demo creator could not sign in (${response.status})`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await page.goto(`${baseUrl}/build.json`);
  // An expression, evaluated in the page (this file is typed for Node, without the DOM).
  await page.evaluate(
    `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.token)}, ${JSON.stringify(body.data.token)})`,
  );
  // Nothing of the site may come from a cache: the measure is of a first visit.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await page.close();
  // Lighthouse drives the browser alone: a second CDP client would hold its new tab.
  await browser.close();
  return {
    port,
    async stop() {
      const exited = once(chrome, "exit");
      chrome.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/** Scripts the measured page loaded without transferring them, which would make the figure a repeat visit's. */
function scriptsFromCache(report: Report, page: string): string[] {
  const requests = (report.audits["network-requests"]?.details as { items?: NetworkRequest[] })?.items ?? [];
  return requests
    .filter((r) => r.resourceType === "Script" && r.transferSize === 0)
    .map((r) => `${r.url} (${page})`);
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

for (const page of pages) {
  const reports: Report[] = [];
  for (let run = 0; run < runs; run++) {
    if (SIGNED_IN.has(page)) {
      const session = await signedInBrowser();
      try {
        reports.push(runLighthouse(page, [`--port=${session.port}`, "--disable-storage-reset"]));
      } finally {
        await session.stop();
      }
    } else {
      reports.push(runLighthouse(page, [`--chrome-flags=${CHROME_FLAGS.join(" ")}`]));
    }
  }
  if (process.env.REPORT_DIR) {
    for (const report of reports)
      console.log(
        `${page} LCP element:`,
        JSON.stringify(report.audits["largest-contentful-paint-element"]?.details),
      );
  }
  const cachedScripts = reports.flatMap((r) => scriptsFromCache(r, page));
  if (cachedScripts.length)
    throw new Error(`${page}: scripts came from a cache: ${cachedScripts.join(", ")}`);
  const score = median(reports.map((r) => r.categories.performance.score * 100));
  const metric = (id: string) => median(reports.map((r) => r.audits[id]?.numericValue ?? 0));
  const others = CATEGORIES.filter((c) => c !== "performance").map((category) => {
    const median_ = median(reports.map((r) => Math.round(r.categories[category].score * 100)));
    // What keeps a category under 100, from the first run: its weighted audits that did not pass.
    const failing = (reports[0]?.categories[category].auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (reports[0]?.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    return `${category} ${median_}${failing.length ? ` (failing: ${failing.join(", ")})` : ""}`;
  });
  console.log(`${page}: ${others.join(", ")}`);
  console.log(
    `${page}: performance ${score}, FCP ${Math.round(metric("first-contentful-paint"))} ms, ` +
      `LCP ${Math.round(metric("largest-contentful-paint"))} ms, TBT ${Math.round(metric("total-blocking-time"))} ms, ` +
      `CLS ${metric("cumulative-layout-shift").toFixed(3)} (scores ${reports
        .map((r) => Math.round(r.categories.performance.score * 100))
        .join(", ")}; measured at ${reports[0]?.finalDisplayedUrl})`,
  );
}
