import { demoSession, screenshot } from "../support/app";
import { expect, test } from "../support/test";

/**
 * Captures, not a visual comparison: each first screen renders in the language and width asked
 * (its language set, its form or heading and, on a phone, the navigation shown), and is saved to
 * e2e/screenshots/ (git-ignored) for a person to review; no pixel is compared.
 */
const WIDTHS = [390, 1280];
const LANGUAGES = ["en", "zh-CN"];

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`login, join and dashboard render in ${language} at ${width}px, captured for review`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: width < 640 ? 844 : 860 });
      await page.addInitScript((l) => window.localStorage.setItem("language", l), language);
      for (const path of ["/login", "/join"]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.locator("form")).toBeVisible();
        await screenshot(page, path.slice(1));
      }
      const token = await demoSession(request, "creator@studio.test");
      await page.evaluate((t) => window.localStorage.setItem("token", t), token);
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (width < 640) await expect(page.getByRole("navigation", { name: /./ }).last()).toBeVisible();
      await screenshot(page, "dashboard");
    });
  }
}
