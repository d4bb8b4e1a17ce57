import { E, errorMessage, STORAGE_KEYS } from "@studio/contract";
import { expect, test } from "../support/test";

// A production install before its first network answers every call 503 with code 8; the demo
// server of these tests has networks, so the answer is played here for the site meta call.
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
      await page.goto("/login");
      await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await expect(page.getByText(/^npm run studio -- create-network --slug/)).toBeVisible();
      await expect(page.getByRole("button", { name: /log in|로그인|登录|登入/i })).toHaveCount(0);
    });
  });
}
