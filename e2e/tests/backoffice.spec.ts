import { randomInt } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  adminSiteGetCall,
  adminSiteSaveCall,
  channelListCall,
  formatNumber,
  musicDashboardCall,
} from "@studio/contract";
import { demoSession, keepSession, logIn, NEW_PASSWORD, signUp } from "../support/app";
import { callAs, dataOf } from "../support/music";
import { expect, otherPersonPage, test } from "../support/test";

/**
 * The back-office in the browser (docs/decisions/125): an operator's import reaches a creator's
 * dashboard, an administrator's colours reach the sign-in page, a suspended account is told so.
 */

const SAMPLE = path.join(import.meta.dirname, "../../docs/samples/stats/platform-report.csv");

/** Opens a page signed in as a demo account. */
async function openAs(page: Page, email: string, where: string) {
  await keepSession(page, await demoSession(page.request, email));
  await page.goto(where);
}

test("an operator imports the sample stats file and the creator's dashboard shows it", async ({
  page,
  browser,
}) => {
  // The sample file's channel is the demo creator's @dailykitchen. Its two days move to two days of
  // this run's own, long before the demo's figures, so no other test sees the change.
  const month = `2024-0${randomInt(1, 10)}`;
  const first = randomInt(10, 27);
  const days = { "2026-11-18": `${month}-${first}`, "2026-11-19": `${month}-${first + 1}` };
  const sample = readFileSync(SAMPLE, "utf8");
  const moved = sample.replace(/^2026-11-1[89]/gm, (day) => days[day as keyof typeof days]);
  const file = path.join(tmpdir(), `platform-report-${month}-${first}-${randomInt(1e9)}.csv`);
  writeFileSync(file, moved);
  const rows = moved.trim().split("\n").length - 1;
  const range = { start: days["2026-11-18"], end: days["2026-11-19"] };
  // The sample's views: 12,840 and 5,320 on its first day, 9,310 on its second.
  const sampleViews = 12_840 + 5_320 + 9_310;

  const creator = await otherPersonPage(browser);
  await openAs(
    creator,
    "creator@studio.test",
    `/dashboard?period=custom&from=${range.start}&to=${range.end}`,
  );
  const channels = await dataOf(creator, channelListCall, { page: 0, size: 50 });
  expect(channels.items.map((c) => c.platform_channel_id)).toContain("UCZjDYp_vPQdE_XGsOHlLTlc");
  const before = await dataOf(creator, musicDashboardCall, range);
  const views = creator
    .getByRole("region", { name: "Totals" })
    .getByRole("listitem")
    .filter({ has: creator.getByText("Views", { exact: true }) });
  // Nothing on those days yet.
  expect(before.totals.views).toBe(0);
  await expect(creator.getByText("No data for this period yet")).toBeVisible();

  await openAs(page, "operator@studio.test", "/admin/imports");
  const stats = page.getByRole("region", { name: "Platform stats file" });
  await stats.locator('input[type="file"]').setInputFiles(file);
  await stats.getByRole("button", { name: "Import" }).click();
  await expect(stats.getByText(`${rows} rows imported.`)).toBeVisible();
  // The history names the operator and the file.
  const history = page.getByRole("region", { name: "Import history" });
  await expect(history.getByRole("row").filter({ hasText: path.basename(file) })).toContainText(
    "DemoOperator",
  );

  const after = await dataOf(creator, musicDashboardCall, range);
  expect(after.totals.views).toBe(sampleViews);
  await creator.reload();
  await expect(views).toContainText(formatNumber(after.totals.views, "en"));
  await creator.context().close();
});

test("an administrator changes the site's colours and the sign-in page shows them", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, "staff@studio.test", "/admin/site");
  const original = await dataOf(page, adminSiteGetCall, {});
  try {
    const colour = page.getByLabel("Main colour");
    await colour.fill("#fff59d");
    await expect(page.getByText(/^Main colour on the white page: 1\.\d\d:1/)).toBeVisible();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("This colour does not reach WCAG AA: see the checks below.")).toBeVisible();

    await colour.fill("#0b7285");
    await expect(page.getByText("Fails AA")).toHaveCount(0);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Site settings saved.")).toBeVisible();

    const visitor = await otherPersonPage(browser);
    await visitor.goto("/login");
    await expect(visitor.getByRole("button", { name: "Log in" })).toHaveCSS(
      "background-color",
      "rgb(11, 114, 133)",
    );
    await visitor.context().close();
  } finally {
    const { logo: _logo, ...settings } = original;
    const restored = await callAs(page, adminSiteSaveCall, settings);
    expect(restored.body.success).toBe(true);
  }
});

test("a suspended account is refused at its next request and told so at login", async ({ page, browser }) => {
  const person = await signUp(page, page.request);
  const admin = await otherPersonPage(browser);
  await openAs(admin, "staff@studio.test", "/admin/accounts");
  await admin.getByLabel("Search").fill(person.email);
  await admin.getByRole("button", { name: `Open ${person.nickname}` }).click();
  const drawer = admin.getByRole("dialog");
  await drawer.getByLabel("Reason for the suspension").fill("Uploads that are not the creator's own");
  await drawer.getByRole("button", { name: "Suspend account" }).click();
  // Staff read the reason; the account does not.
  await expect(drawer.getByText("Uploads that are not the creator's own")).toBeVisible();
  await admin.context().close();

  // The session the account already holds is refused on its next call.
  const refused = await callAs(page, channelListCall, { page: 0, size: 10 });
  expect(refused.body).toMatchObject({ success: false, code: 10013 });

  const visitor = await otherPersonPage(browser);
  await visitor.goto("/login");
  await logIn(visitor, person.email, NEW_PASSWORD);
  await expect(
    visitor.getByText("This account has been suspended for violating our policies."),
  ).toBeVisible();
  await visitor.context().close();
});
