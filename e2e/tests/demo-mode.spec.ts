import type { Locator, Page } from "@playwright/test";
import { DEMO_PASSWORD, logIn } from "../support/app";
import { expect, test } from "../support/test";

/** The banner of a server started in demo mode (DEMO=true, as `npm start` does), in each language. */
const BANNERS = [
  ["en", "Demo: sample data, mail captured at /dev/mail, sandbox platform"],
  ["ko", "데모: 예시 데이터, 메일은 /dev/mail에서 확인, 샌드박스 플랫폼"],
  ["zh-CN", "演示：示例数据，邮件在 /dev/mail 查看，沙盒平台"],
  ["zh-TW", "展示：範例資料，郵件在 /dev/mail 查看，沙盒平台"],
] as const;

for (const [language, text] of BANNERS) {
  test(`the demo says so on every page (${language})`, async ({ page }) => {
    await page.goto(`/${language}/login`);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
  });
}

test("on a phone the banner is the word alone, above the header", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/login");
  const banner = page.getByRole("status", { name: BANNERS[0][1] });
  await expect(banner).toHaveText("Demo", { useInnerText: true });
  await expectAbove(page, banner, page.getByRole("button", { name: "Language" }));
});

test.describe("signed in", () => {
  test("on the dashboard the banner sits above the header, clear of the navigation", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/login");
    await logIn(page, "member@studio.test", DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    const banner = page.getByRole("status", { name: BANNERS[0][1] });
    await expect(banner).toHaveText(BANNERS[0][1], { useInnerText: true });
    await expectAbove(page, banner, page.getByRole("navigation", { name: "Main navigation", exact: true }));
    await expectAbove(page, banner, page.getByRole("heading", { level: 1 }));
  });
});

/** `upper` ends where `lower` starts or above it: nothing of the page hides under the banner. */
async function expectAbove(_page: Page, upper: Locator, lower: Locator) {
  // The app replaces the prerendered page once it starts: wait until both stand in the app's own.
  await expect(upper).toBeVisible();
  await expect(lower).toBeVisible();
  await _page.waitForLoadState("networkidle");
  const a = await upper.boundingBox();
  const b = await lower.boundingBox();
  expect(a && b, "both are on screen").toBeTruthy();
  if (a && b) expect(a.y + a.height).toBeLessThanOrEqual(b.y);
}

test("the site meta tells the client it is the demo", async ({ request }) => {
  const response = await request.get("/api/site/meta");
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(((await response.json()) as { data: { demo: boolean } }).data.demo).toBe(true);
});
