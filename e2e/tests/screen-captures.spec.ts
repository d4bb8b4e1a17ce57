import { demoSession, screenshot } from "../support/app";
import { expect, test } from "../support/test";

const WIDTHS = [390, 1280];
const LANGUAGES = ["en", "zh-CN"];

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`login, join and dashboard look finished in ${language} at ${width}px`, async ({
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
