import { expect, test } from "../support/test";

/**
 * The embedded invoice page (docs/spec.md §2, decision 091) is public and has no chrome: signed
 * out, a forged link shows that the link is not valid, and neither the sign-in page nor the
 * dashboard's navigation appears.
 */
test("a signed-out visitor with a forged invoice link is told it is not valid, on a page without chrome", async ({
  page,
}) => {
  await page.goto(`/embedded/withdrawal-invoice?t=1.9999999999.${"0".repeat(64)}`);
  await expect(page).toHaveURL(/\/embedded\/withdrawal-invoice\?t=/);
  await expect(
    page.getByText("This invoice link has expired or is not valid.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Withdrawal" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveCount(0);
});
