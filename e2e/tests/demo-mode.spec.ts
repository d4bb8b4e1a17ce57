import { expect, test } from "@playwright/test";

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

test("on a phone the banner is the word alone, clear of the header", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/login");
  const banner = page.getByRole("status", { name: BANNERS[0][1] });
  await expect(banner).toHaveText("Demo", { useInnerText: true });
  const box = await banner.boundingBox();
  expect(box?.width ?? 999).toBeLessThan(120);
});

test("the site meta tells the client it is the demo", async ({ request }) => {
  const response = await request.get("/api/site/meta");
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(((await response.json()) as { data: { demo: boolean } }).data.demo).toBe(true);
});
