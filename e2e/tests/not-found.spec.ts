import { expect, test } from "@playwright/test";

test("an unknown page shows the 404 with the requested path", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByText("Page not found: /no/such/page")).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});
