import { test as base, expect } from "@playwright/test";

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
export const test = base.extend<{ quietConsole: undefined }>({
  quietConsole: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        const kind = message.type();
        if (kind !== "error" && kind !== "warning") return;
        if (BROWSER_STATUS_LINE.test(message.text())) return;
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
