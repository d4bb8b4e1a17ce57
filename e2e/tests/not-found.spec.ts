import { expect, test } from "../support/test";

test("an unknown page shows the 404 with the requested path once, and a way in when signed out", async ({
  page,
}) => {
  await page.goto("/no/such/page");
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByText("Page not found: /no/such/page")).toBeVisible();
  await expect(page.getByText("/no/such/page")).toHaveCount(1);
  await expect(page).toHaveTitle("Page Not Found · Studio");
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle("Studio");
});

test("each screen names itself in the browser tab, in the chosen language", async ({ page }) => {
  await page.goto("/login");
  await expect(page).toHaveTitle("Log in · Studio");
  await page.goto("/ko/find-password");
  await expect(page).toHaveTitle("비밀번호 재설정 · Studio");
});
