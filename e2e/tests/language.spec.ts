import { E, errorMessage } from "@studio/contract";
import { expect, test } from "../support/test";

test("switching language translates the interface and the server's errors", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Language" }).click();
  await page.getByRole("menuitem", { name: "한국어" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  await expect(page.getByRole("button", { name: "로그인" })).toBeVisible();

  await page.getByLabel(/이메일/).fill("creator@studio.test");
  await page.locator('input[type="password"]').fill("not-the-password");
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page.getByRole("alert")).toHaveText(errorMessage(E.WRONG_CREDENTIALS, "ko"));

  await page.reload();
  await expect(page.getByRole("button", { name: "로그인" })).toBeVisible();
});

test("the locale-prefixed login page opens in its language with alternate links", async ({ page }) => {
  await page.goto("/zh-TW/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-TW");
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="alternate"][hreflang="ko"]')).toHaveAttribute(
    "href",
    `${origin}/ko/login`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    "href",
    `${origin}/login`,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/zh-TW/login`);
});

test("each language writes Han characters with its own region's fonts first", async ({ page }) => {
  const firstCjkFont = async () =>
    page.evaluate(() => {
      const stack = getComputedStyle(document.body).fontFamily;
      return stack
        .split(",")
        .map((name) => name.trim().replace(/"/g, ""))
        .find((name) => /Gothic|PingFang|Hei|Noto Sans (KR|SC|TC)/.test(name));
    });
  for (const [language, font] of [
    ["ko", "Apple SD Gothic Neo"],
    ["zh-CN", "PingFang SC"],
    ["zh-TW", "PingFang TC"],
  ] as const) {
    await page.goto(`/${language}/login`);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    expect(await firstCjkFont(), language).toBe(font);
  }
});
