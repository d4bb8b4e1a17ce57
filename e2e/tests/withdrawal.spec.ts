import { DEMO_PASSWORD, logIn } from "../support/app";
import { expect, otherPersonPage, test } from "../support/test";

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * The withdrawal readiness checklist (docs/design.md §11) and the withdrawal dialogs of a demo
 * creator, and the staff queue. Written to pass on any day: whether the window is open depends on it.
 */
test("a creator reads the readiness checklist and the rules; staff open the withdrawal queue", async ({
  browser,
  page,
}) => {
  await page.goto("/login");
  await logIn(page, "creator@studio.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole("link", { name: "Withdrawal" }).click();
  const checklist = page.getByTestId("readiness-checklist");
  for (const condition of [
    "Payment info registered",
    "No recent change of payment info",
    "Within the request window",
    "Available balance above 20 USD",
    "Payout method available for this amount",
    "No request waiting",
  ]) {
    await expect(checklist.getByText(condition)).toBeVisible();
  }
  await expect(page.getByTestId("withdrawable")).toContainText("$");
  await page.getByRole("button", { name: "How withdrawals work" }).click();
  await expect(page).toHaveURL(/withdrawalNotice=true/);
  await expect(page.getByRole("dialog")).toContainText("A request takes your whole available balance");
  await page.keyboard.press("Escape");
  await expect(page).not.toHaveURL(/withdrawalNotice/);
  await page.getByRole("link", { name: "Withdrawal history" }).click();
  await expect(page).toHaveURL(/\/withdrawal\/list$/);
  await expect(page.getByRole("heading", { name: "Withdrawal history" })).toBeVisible();

  const staff = await otherPersonPage(browser);
  await staff.goto("/login");
  await logIn(staff, "staff@studio.test", DEMO_PASSWORD);
  await expect(staff).toHaveURL(/\/dashboard/);
  await staff.goto("/admin/withdrawals");
  await expect(staff.getByRole("heading", { name: "Withdrawal requests" })).toBeVisible();
  await expect(staff.getByRole("button", { name: "Bank batch CSV" })).toBeVisible();
  await staff.context().close();
});
