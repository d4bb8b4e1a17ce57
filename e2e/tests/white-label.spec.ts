import { expect, test } from "../support/test";

test("the white-label site shows its own name and colours and offers no Korean", async ({ page }) => {
  await page.goto("/login?host=wave.studio.test");
  await expect(page).toHaveTitle("Log in · Wave Music");
  await expect(page.getByRole("link", { name: "Wave Music" })).toBeVisible();
  const submit = page.getByRole("button", { name: "Log in" });
  await expect(submit).toHaveCSS("background-color", "rgb(11, 138, 111)");

  await page.getByRole("button", { name: "Language" }).click();
  await expect(page.getByRole("menuitem", { name: "简体字" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "한국어" })).toHaveCount(0);
});

test("a stored Korean choice becomes English on a site without Korean", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("language", "ko"));
  await page.goto("/login?host=wave.studio.test");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
});
