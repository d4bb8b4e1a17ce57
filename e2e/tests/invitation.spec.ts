import { demoSession, keepSession } from "../support/app";
import { expect, test } from "../support/test";

/** `/invitation` (docs/decisions/121): the demo creator's link, its QR code and two friends. */
test("the invitation page shows the invite link, its QR code and the friends who joined", async ({
  page,
  browser,
}) => {
  const token = await demoSession(page.request, "creator@studio.test");
  await keepSession(page, token);
  await page.goto("/my");
  await page.getByRole("link", { name: "Invite friends" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Invite friends" })).toBeVisible();
  await expect(page.getByText(/\/r\/[A-Za-z0-9]+$/)).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code of your invite link" })).toBeVisible();
  await page.getByText("All time").click();
  const friends = page.getByRole("table");
  await expect(friends.getByRole("row").filter({ hasText: "Jun" }).getByText("Active")).toBeVisible();
  await expect(
    friends.getByRole("row").filter({ hasText: "Hana" }).getByText("No revenue yet"),
  ).toBeVisible();
  // The share link, opened by someone signed out, leads to the join page.
  const link = (await page.getByText(/\/r\/[A-Za-z0-9]+$/).textContent()) ?? "";
  const stranger = await browser.newContext({ baseURL: new URL(link).origin });
  const visitor = await stranger.newPage();
  await visitor.goto(new URL(link).pathname);
  await expect(visitor).toHaveURL(/\/join/);
  await stranger.close();
});
