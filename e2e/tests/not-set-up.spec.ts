import { E, errorMessage, STORAGE_KEYS } from "@studio/contract";
import { expect, test } from "../support/test";

// A production install before its first network answers every call 503 with code 8 and writes a
// null meta into its pages (docs/decisions/115); the demo server of these tests has networks, so
// both are played here: the page's meta, and the site meta call for a page that holds none.
const TITLES = [
  ["en", "Studio is not set up yet"],
  ["ko", "Studio가 아직 설정되지 않았습니다"],
  ["zh-CN", "Studio 尚未设置"],
  ["zh-TW", "Studio 尚未設定"],
] as const;

for (const [language, title] of TITLES) {
  test.describe(`before the first network exists (${language})`, () => {
    test("the web app says what the operator runs", async ({ page }) => {
      // The language the person chose before (the start-up reads it from local storage).
      await page.addInitScript((stored) => window.localStorage.setItem(stored.key, stored.language), {
        key: STORAGE_KEYS.language,
        language,
      });
      await page.route("**/api/site/meta*", (route) =>
        route.fulfill({
          status: 503,
          json: { success: false, code: E.NOT_SET_UP, message: errorMessage(E.NOT_SET_UP, "en") },
        }),
      );
      // The first language's page holds a null meta; the others hold none and ask the API.
      const inline = language === "en" ? '{"asked":"localhost","meta":null}' : "";
      await page.route("**/login", async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /<script type="application\/json" id="site-meta">.*?<\/script>/,
          inline ? `<script type="application/json" id="site-meta">${inline}</script>` : "",
        );
        await route.fulfill({ response, body });
      });
      await page.goto("/login");
      await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await expect(page.getByText(/^npm run studio -- create-network --slug/)).toBeVisible();
      await expect(page.getByRole("button", { name: /log in|로그인|登录|登入/i })).toHaveCount(0);
    });
  });
}
