import type { Page } from "@playwright/test";
import { demoSession, keepSession } from "../support/app";
import { expect, test } from "../support/test";

/** Layouts that must fit a phone (390 px) as a person holds it: nothing wraps or is cut to a few letters. */
test.use({ viewport: { width: 390, height: 844 } });

async function openAs(page: Page, account: string, path: string) {
  const token = await demoSession(page.request, account);
  await keepSession(page, token);
  await page.goto(path);
}

test("the dashboard's three sections share one row on a phone", async ({ page }) => {
  await openAs(page, "manager@studio.test", "/dashboard");
  const sections = page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link");
  await expect(sections).toHaveCount(3);
  const tops = await Promise.all((await sections.all()).map(async (link) => (await link.boundingBox())?.y));
  expect(new Set(tops).size, "one row").toBe(1);
  for (const link of await sections.all()) await expect(link).toBeInViewport({ ratio: 1 });
});

test("the weekly ranking on a phone: covers in one column whatever the badge, names readable", async ({
  page,
}) => {
  await openAs(page, "creator@studio.test", "/musics");
  const ranking = page.getByRole("list", { name: "Weekly popular" });
  const rows = ranking.getByRole("listitem");
  await expect(rows.first()).toBeVisible();
  const lefts = new Set<number>();
  for (const row of (await rows.all()).slice(0, 12)) {
    const cover = await row.locator("img").first().boundingBox();
    lefts.add(Math.round(cover?.x ?? -1));
    const name = (await row.getAttribute("aria-label")) ?? "";
    const shown = row.getByText(name, { exact: true });
    // The whole name shows (on two lines if it must), not four letters and an ellipsis.
    expect(await shown.evaluate((text) => text.scrollWidth <= text.clientWidth + 1), name).toBe(true);
  }
  expect([...lefts], "every cover starts at the same x").toHaveLength(1);
});
