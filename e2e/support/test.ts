import { type Browser, type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import { preferencesCall } from "@studio/contract";
import { demoSession } from "./app";

/**
 * How long to wait for what a background job delivers (an ownership check, an export file, a
 * re-assessment): the job queue polls every few seconds and a loaded 2-core machine doubles it.
 */
export const BACKGROUND_JOB_TIMEOUT_MS = 30_000;

/** Has every page of the context start as if "Don't show today" was chosen on the rolling popups. */
export async function keepPopupsAway(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, "0");
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, today);
  }, "rollingTodayNotShow");
}

/** A page in a browser context of its own (another person), its popups kept away as the test's. */
export async function otherPersonPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await keepPopupsAway(context);
  return context.newPage();
}

/**
 * The browser's own line for an answer that is not 2xx: a screen that handles a refused call (a
 * wrong password, a limit reached, a gone session) still makes the browser print it.
 */
const BROWSER_STATUS_LINE = /^Failed to load resource: the server responded with a status of \d{3}/;

/**
 * Playwright's test with one rule added to every browser test: the page writes no warning or error
 * to the console and throws nothing uncaught (a React Router warning, a React key warning, a failed
 * check of the contract are bugs a person would never see).
 */
export const test = base.extend<{
  restoresPreferences: (email: string) => void;
  quietConsole: undefined;
  rollingPopups: boolean;
  popupsAway: undefined;
  expectedConsole: RegExp[];
}>({
  /** Console lines a spec causes on purpose (a connection it cuts), kept out of the rule below. */
  expectedConsole: [[], { option: true }],
  /**
   * Whether the network's rolling popups may open. Off by default: a popup over every first page
   * would stand in front of what each test is about, as if the person had chosen "Don't show
   * today" (docs/decisions/122); the boards spec turns it on.
   */
  rollingPopups: [false, { option: true }],
  /**
   * Demo accounts whose language or display currency a test changes (they are the account's, kept by
   * the server): named here, they are put back to English and dollars after the test, passed or
   * failed, so no later test starts in another language.
   */
  restoresPreferences: async ({ playwright, baseURL }, use) => {
    const changed = new Set<string>();
    await use((email) => changed.add(email));
    if (changed.size === 0) return;
    const request = await playwright.request.newContext({ baseURL });
    try {
      for (const email of changed) {
        const token = await demoSession(request, email);
        const response = await request.post(`/api/${preferencesCall.path}`, {
          data: { language: "en", currency: "USD" },
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.ok(), `preferences of ${email} put back`).toBe(true);
      }
    } finally {
      await request.dispose();
    }
  },
  popupsAway: [
    async ({ page, rollingPopups }, use) => {
      if (!rollingPopups) {
        await keepPopupsAway(page.context());
      }
      await use(undefined);
    },
    { auto: true },
  ],
  quietConsole: [
    async ({ page, expectedConsole }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        const kind = message.type();
        if (kind !== "error" && kind !== "warning") return;
        if (BROWSER_STATUS_LINE.test(message.text())) return;
        if (expectedConsole.some((line) => line.test(message.text()))) return;
        problems.push(`${kind} at ${page.url()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`uncaught at ${page.url()}: ${error.message}`));
      await use(undefined);
      expect(problems, "console warnings and errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
