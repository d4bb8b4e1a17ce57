import type { Page } from "@playwright/test";
import { demoSession, keepSession } from "../support/app";
import { expect, test } from "../support/test";

/**
 * The JavaScript budget of the first load, per route: the gzip bytes of every script the browser
 * fetches until the page is settled, as the built product serves them. A lazy boundary lost in a
 * refactor, or a big library pulled back into the entry, fails here. These are the goals
 * themselves (docs/decisions/107); never raise one without a decision.
 */
const BUDGET_KB = { "/": 170, "/login": 170, "/dashboard": 260, "/musics": 230 } as const;
/**
 * The scripts a first load may fetch, per route: each is a request and a module to evaluate, and
 * the build groups a first load's modules into a few files (docs/decisions/147).
 */
const MAX_SCRIPTS = 40;

type Route = keyof typeof BUDGET_KB;

interface ScriptLoad {
  url: string;
  bytes: number;
  encoding: string | undefined;
}

/** Opens `path` with gzip as the only accepted encoding and sums the scripts' transferred bodies. */
async function scriptsLoadedBy(page: Page, path: Route): Promise<ScriptLoad[]> {
  const pending: Promise<ScriptLoad>[] = [];
  page.on("requestfinished", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith(".js")) return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const headers = (await response?.allHeaders()) ?? {};
        return { url: url.pathname, bytes: sizes.responseBodySize, encoding: headers["content-encoding"] };
      })(),
    );
  });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  return Promise.all(pending);
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

test.describe("first-load JavaScript budget (gzip)", () => {
  test.use({ extraHTTPHeaders: { "accept-encoding": "gzip" } });

  const cases: { path: Route; signedIn: boolean }[] = [
    { path: "/", signedIn: false },
    { path: "/login", signedIn: false },
    { path: "/dashboard", signedIn: true },
    { path: "/musics", signedIn: true },
  ];

  for (const { path, signedIn } of cases) {
    test(`${path} stays within ${BUDGET_KB[path]} KB`, async ({ page }) => {
      if (signedIn) {
        const token = await demoSession(page.request, "creator@studio.test");
        await keepSession(page, token);
      }
      const scripts = await scriptsLoadedBy(page, path);
      expect(scripts.length, "the page loads its scripts").toBeGreaterThan(0);
      // Every script comes as the build's gzip file; only those under its 1 KB threshold go as they are.
      for (const script of scripts.filter((s) => s.bytes >= 1024)) {
        expect(script.encoding, script.url).toBe("gzip");
      }
      const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
      const largest = [...scripts]
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, process.env.BUDGET_ALL ? 100 : 5);
      console.log(
        `${path}: ${kb(total)} KB gzip (budget ${BUDGET_KB[path]}) in ${scripts.length} scripts (at most ${MAX_SCRIPTS}); largest: ${largest
          .map((s) => `${s.url.replace("/assets/", "")} ${kb(s.bytes)}`)
          .join(", ")}`,
      );
      expect(kb(total), `${path} JavaScript (KB gzip)`).toBeLessThanOrEqual(BUDGET_KB[path]);
      expect(scripts.length, `${path} script requests`).toBeLessThanOrEqual(MAX_SCRIPTS);
    });
  }
});
