/**
 * Lighthouse mobile performance of the built web app, on demand (not in CI: it needs Lighthouse,
 * which is not a dependency of the repository, and a quiet machine).
 *
 *   npm run build && DEMO=true PORT=3350 npx tsx apps/api/src/server.ts   # the product, in another shell
 *   npx -y lighthouse@12 --version                                          # or LIGHTHOUSE_BIN=/path/to/lighthouse
 *   BASE_URL=http://localhost:3350 npx tsx bench/web-lighthouse.ts
 *
 * Chromium: CHROME_PATH (default /usr/bin/chromium), headless, no sandbox. Each page is measured
 * RUNS times (default 3) with Lighthouse's mobile defaults (simulated slow 4G, 4x CPU slowdown); the
 * median is printed. The signed-in pages are not measured here: Lighthouse's CLI opens pages with
 * empty storage, so they would show the login page.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const baseUrl = process.env.BASE_URL ?? "http://localhost:3350";
const lighthouse = process.env.LIGHTHOUSE_BIN ?? "lighthouse";
const runs = Number(process.env.RUNS ?? 3);
const pages = ["/", "/login"];

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number }>;
}

function measure(page: string): Report {
  const out = path.join(mkdtempSync(path.join(tmpdir(), "studio-lh-")), "report.json");
  execFileSync(
    lighthouse,
    [
      `${baseUrl}${page}`,
      "--only-categories=performance",
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
      stdio: "inherit",
    },
  );
  return JSON.parse(readFileSync(out, "utf8")) as Report;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

for (const page of pages) {
  const reports = Array.from({ length: runs }, () => measure(page));
  const score = median(reports.map((r) => r.categories.performance.score * 100));
  const metric = (id: string) => median(reports.map((r) => r.audits[id]?.numericValue ?? 0));
  console.log(
    `${page}: performance ${score}, FCP ${Math.round(metric("first-contentful-paint"))} ms, ` +
      `LCP ${Math.round(metric("largest-contentful-paint"))} ms, TBT ${Math.round(metric("total-blocking-time"))} ms, ` +
      `CLS ${metric("cumulative-layout-shift").toFixed(3)}`,
  );
}
