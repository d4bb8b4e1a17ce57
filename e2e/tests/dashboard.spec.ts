import type { Locator, Page } from "@playwright/test";
import {
  API_BASE,
  addDays,
  type CallDefinition,
  type CallInput,
  type CallOutput,
  type Currency,
  formatNumber,
  HEADERS,
  musicDashboardCall,
  musicDashboardMetaCall,
  musicVideoDashboardCall,
  musicVideoListCall,
  periodRange,
  STORAGE_KEYS,
  type TEnvelope,
  type TFigures,
} from "@studio/contract";
import { demoSession, keepSession, screenshot } from "../support/app";
import { BACKGROUND_JOB_TIMEOUT_MS, expect, test } from "../support/test";

const sessions = new Map<string, string>();

/**
 * Opens `path` signed in as a demo account. The account logs in once per run of this file (through
 * the login call, as the login screen does) and the pages share that session: logins per account
 * are rate limited and the other spec files log the same demo accounts in.
 */
async function openAs(page: Page, email: string, path = "/dashboard") {
  let token = sessions.get(email);
  if (!token) {
    token = await demoSession(page.request, email);
    sessions.set(email, token);
  }
  await keepSession(page, token);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/**
 * A contract call with the session of the page (its token is in local storage) in a currency, as
 * the web client makes it; the call must succeed.
 */
async function apiData<C extends CallDefinition>(
  page: Page,
  call: C,
  input: CallInput<C>,
  currency: Currency = "USD",
): Promise<CallOutput<C>> {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  expect(token, "the page has a signed-in session").toBeTruthy();
  const response = await page.request.get(`${API_BASE}/${call.path}`, {
    headers: {
      [HEADERS.authorization]: `Bearer ${token}`,
      [HEADERS.language]: "en",
      [HEADERS.currency]: currency,
    },
    params: (input ?? {}) as Record<string, string | number>,
  });
  const body = (await response.json()) as TEnvelope<CallOutput<C>>;
  if (!body.success) throw new Error(`${call.path}: ${body.code} ${body.message}`);
  return body.data;
}

/** The newest complete day the dashboards count to. */
async function maxDateOf(page: Page): Promise<string> {
  const meta = await apiData(page, musicDashboardMetaCall, {});
  expect(meta.max_date, "the demo seed has revenue days").toBeTruthy();
  return meta.max_date ?? "";
}

function totalsRegion(page: Page): Locator {
  return page.getByRole("region", { name: "Totals" });
}

/** One item of the Totals list, found by its exact label. */
function total(page: Page, label: string): Locator {
  return totalsRegion(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(label, { exact: true }) });
}

/** The Totals list shows the figures the API answers. */
async function expectTotals(page: Page, totals: TFigures) {
  await expect(total(page, "Estimated revenue")).toContainText(totals.revenue_display);
  await expect(total(page, "Views")).toContainText(formatNumber(totals.views, "en"));
  await expect(total(page, "RPM")).toContainText(totals.rpm_display);
  await expect(total(page, "Premium views")).toContainText(formatNumber(totals.premium_views, "en"));
  await expect(total(page, "Premium rate")).toContainText(`${totals.premium_rate}%`);
}

async function choosePeriod(page: Page, label: string) {
  await page.getByRole("radiogroup", { name: "Period" }).getByText(label, { exact: true }).click();
}

test("the dashboard totals match the API and follow the period and the currency", async ({
  page,
  restoresPreferences,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, "creator@studio.test");
  await expect(page.getByRole("heading", { name: /^Hello, / })).toBeVisible();
  const maxDate = await maxDateOf(page);

  // Latest: the last 28 days up to the newest complete day.
  const latest = periodRange("latest", maxDate);
  const latestUsd = await apiData(page, musicDashboardCall, latest);
  expect(latestUsd.totals.views).toBeGreaterThan(0);
  await expectTotals(page, latestUsd.totals);
  await expect(page.getByRole("figure", { name: /daily estimated revenue/i })).toBeVisible();
  await expect(page.getByRole("figure", { name: /daily views/i })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Why it changed" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Forecast for / })).toBeVisible();
  await screenshot(page, "dashboard");

  // Another period asks again and shows its own figures.
  await choosePeriod(page, "6 months");
  await expect(page).toHaveURL(/period=six_months/);
  const sixMonths = await apiData(page, musicDashboardCall, periodRange("six_months", maxDate));
  expect(sixMonths.totals.views).toBeGreaterThan(latestUsd.totals.views);
  await expectTotals(page, sixMonths.totals);

  // A custom range from two date fields.
  await choosePeriod(page, "Custom");
  const custom = { start: addDays(maxDate, -13), end: addDays(maxDate, -7) };
  // Typed at once, right after choosing Custom: what the person types is kept (docs/decisions/061).
  await page.getByLabel("From", { exact: true }).fill(custom.start);
  await page.getByLabel("To", { exact: true }).fill(custom.end);
  await page.getByLabel("To", { exact: true }).press("Tab");
  await expect(page.getByText(/^Showing /)).toContainText(
    `${custom.start.replaceAll("-", "/")} – ${custom.end.replaceAll("-", "/")}`,
  );
  // The fields write the days as the line beside them does, not in the browser's own format.
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(custom.start.replaceAll("-", "/"));
  await expect(page.getByLabel("To", { exact: true })).toHaveValue(custom.end.replaceAll("-", "/"));
  await expectTotals(page, (await apiData(page, musicDashboardCall, custom)).totals);

  // The display currency (a user preference) changes every figure.
  await choosePeriod(page, "Latest");
  await expectTotals(page, latestUsd.totals);
  restoresPreferences("creator@studio.test");
  await page.goto("/currency");
  await page.getByRole("radio", { name: /CNY/ }).check();
  await page.goto("/dashboard");
  const latestCny = await apiData(page, musicDashboardCall, latest, "CNY");
  // In English the yuan is "CN¥", never a bare "¥" that reads as the yen (decision 109).
  expect(latestCny.totals.revenue_display).toMatch(/^CN¥/);
  await expectTotals(page, latestCny.totals);
  await expect(page.getByRole("table", { name: "Videos" })).toContainText("CN¥");
  await expect(page.getByRole("table", { name: "Videos" })).not.toContainText("$");
  // The channels page shows its figures in the same currency (decision 109).
  await page.goto("/manage-channel");
  const channels = page.getByRole("region", { name: "Your channels" });
  await expect(channels).toContainText("CN¥");
  await expect(channels).not.toContainText("$");
});

test("the video detail opens from the table and from its link", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, "creator@studio.test");
  const latest = periodRange("latest", await maxDateOf(page));
  const list = await apiData(page, musicVideoListCall, { ...latest, sort: "date_desc", page: 0, size: 10 });
  const first = list.items[0];
  expect(first, "the demo creator has videos in the latest days").toBeDefined();
  if (!first) return;

  const table = page.getByRole("table", { name: "Videos" });
  await expect(table.getByRole("columnheader", { name: "Estimated revenue" })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(list.items.length + 1);
  // Every video shows its picture, not the grey placeholder: the demo makes one for each.
  expect(first.thumbnail).toMatch(/^data:image\/svg\+xml,/);
  const pictures = table.locator("img");
  await expect(pictures).toHaveCount(list.items.length);
  expect(
    await pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true);
  await table.getByRole("button", { name: first.title }).click();
  await expect(page).toHaveURL(new RegExp(`videoDetail=${first.id}`));
  const dialog = page.getByRole("dialog", { name: first.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(first.revenue_display, { exact: true })).toBeVisible();
  await expect(dialog.getByText("Average watch time")).toBeVisible();
  await expect(dialog.getByText("Music's share of revenue")).toBeVisible();
  await expect(
    dialog.getByRole("list", { name: "Viewers by country" }).getByRole("listitem").first(),
  ).toBeVisible();
  const map = dialog.getByRole("img", { name: "World map of viewers by country" });
  await expect(map).toBeVisible();
  expect(await map.locator("circle").count()).toBeGreaterThan(0);
  await screenshot(page, "video-detail");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/videoDetail/);

  // A link straight to the dialog: the first page load of a session drops dialog keys (docs/spec.md §2),
  // after that the link opens it.
  await page.goto(`/dashboard?videoDetail=${first.id}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/dashboard?videoDetail=${first.id}`);
  await expect(page.getByRole("dialog", { name: first.title })).toBeVisible();
});

test("the video report searches, filters, sorts and exports", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, "creator@studio.test", "/dashboard/report-video?period=six_months");
  const range = periodRange("six_months", await maxDateOf(page));
  await expect(page.getByRole("heading", { name: "Video report", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Videos" });
  const all = await apiData(page, musicVideoListCall, { ...range, sort: "date_desc", page: 0, size: 50 });
  await expect(page.getByText(`${formatNumber(all.total, "en")} videos`)).toBeVisible();
  // Above the table: the totals of every channel in view, as the video dashboard call answers them.
  const allFigures = await apiData(page, musicVideoDashboardCall, range);
  expect(allFigures.totals.views).toBeGreaterThan(0);
  await expectTotals(page, allFigures.totals);
  await expect(page.getByRole("figure", { name: /daily estimated revenue/i })).toBeVisible();

  // Sorted by views, most first: the first row is the API's first.
  await page.getByLabel("Sort by").selectOption({ label: "Most views" });
  const byViews = await apiData(page, musicVideoListCall, {
    ...range,
    sort: "views_desc",
    page: 0,
    size: 50,
  });
  await expect(table.getByRole("row").nth(1)).toContainText(byViews.items[0]?.title ?? "?");

  // Search by title.
  const wanted = byViews.items[0]?.title ?? "";
  await page.getByLabel("Search videos").fill(wanted);
  await expect(page).toHaveURL(/q=/);
  const found = await apiData(page, musicVideoListCall, {
    ...range,
    sort: "views_desc",
    page: 0,
    size: 50,
    search: wanted,
  });
  await expect(table.getByRole("row")).toHaveCount(found.items.length + 1);
  await page.getByLabel("Search videos").fill("no such video anywhere");
  await expect(page.getByText("No videos match your search")).toBeVisible();
  await page.getByLabel("Search videos").fill("");
  await expect(table).toBeVisible();

  // Channel filter: every row is of that channel, and the totals become that channel's (the page
  // asks the video dashboard with the channel; the demo creator's figures are all of one channel).
  const channel = all.items[0]?.channel;
  const channelTitle = channel?.title ?? "";
  const channelAsked = page.waitForRequest(
    (request) =>
      request.url().includes(`/${musicVideoDashboardCall.path}?`) &&
      new URL(request.url()).searchParams.get("channel") === String(channel?.id),
  );
  await page.getByLabel("Channel", { exact: true }).selectOption({ label: channelTitle });
  await expect(page).toHaveURL(/channel=\d+/);
  await channelAsked;
  await expectTotals(
    page,
    (await apiData(page, musicVideoDashboardCall, { ...range, channel: channel?.id ?? 0 })).totals,
  );
  for (const cell of await table.getByRole("row").all()) {
    if (await cell.getByRole("columnheader").count()) continue;
    await expect(cell).toContainText(channelTitle);
  }

  // The Excel file in one click, made for the filter just chosen: saved when ready, with the rows
  // the list counts, and its link kept to save it again.
  const listed = await apiData(page, musicVideoListCall, {
    ...range,
    channel: channel?.id ?? 0,
    sort: "date_desc",
    page: 0,
    size: 10,
  });
  const excelSaved = page.waitForEvent("download", { timeout: BACKGROUND_JOB_TIMEOUT_MS });
  await page.getByRole("button", { name: "Download Excel" }).click();
  expect((await excelSaved).suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(page.getByText(`The file is ready (${listed.total} rows).`)).toBeVisible();
  const link = page.getByRole("link", { name: "Save the Excel file" });
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/\.xlsx$/);
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toContain("spreadsheetml");

  // The same rows as CSV.
  const csvSaved = page.waitForEvent("download", { timeout: BACKGROUND_JOB_TIMEOUT_MS });
  await page.getByRole("button", { name: "Download CSV" }).click();
  expect((await csvSaved).suggestedFilename()).toMatch(/\.csv$/);
  const csvLink = page.getByRole("link", { name: "Save the CSV file" });
  await expect(csvLink).toBeVisible();
  const csv = await page.request.get((await csvLink.getAttribute("href")) ?? "");
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(channelTitle);

  // Another filter: the file made for the old one is no longer offered as the current one.
  await page.getByLabel("Channel", { exact: true }).selectOption({ label: "All channels" });
  await expect(page).not.toHaveURL(/channel=\d+/);
  await expect(page.getByText(/The file is ready/)).toHaveCount(0);
  await expect(csvLink).toHaveCount(0);

  // A row opens the same detail dialog.
  const firstRow = table.getByRole("row").nth(1);
  const title = (await firstRow.getByRole("button").first().textContent())?.trim() ?? "";
  await firstRow.getByRole("button").first().click();
  await expect(page.getByRole("dialog", { name: title })).toBeVisible();
});

test("a manager filters the dashboard by member and reads the channel report", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, "manager@studio.test");
  const maxDate = await maxDateOf(page);
  const meta = await apiData(page, musicDashboardMetaCall, {});
  const member = meta.members[0];
  expect(member, "the demo manager has a member").toBeDefined();
  if (!member) return;
  const range = periodRange("six_months", maxDate);
  await page.goto("/dashboard?period=six_months");
  await expectTotals(page, (await apiData(page, musicDashboardCall, range)).totals);

  const memberSelect = page.getByLabel("Member", { exact: true });
  await expect(memberSelect).toHaveValue("");
  await memberSelect.selectOption({ label: member.nickname });
  await expect(page).toHaveURL(new RegExp(`member=${member.id}`));
  await expectTotals(
    page,
    (await apiData(page, musicDashboardCall, { ...range, subaccount: member.id })).totals,
  );

  // The channel report keeps the period and the member.
  await page.getByRole("link", { name: "Channel report" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/report-channel\?.*period=six_months/);
  await expect(page.getByLabel("Member", { exact: true })).toHaveValue(String(member.id));
  await memberSelect.selectOption({ label: "All members" });
  const channels = page.getByRole("table", { name: "Channels" });
  await expect(channels.getByRole("columnheader", { name: "Estimated revenue" })).toBeVisible();
  await page.getByLabel("Sort by").selectOption({ label: "Name (A–Z)" });
  await expect(page).toHaveURL(/sort=title_asc/);
  await expect(channels.getByRole("row")).not.toHaveCount(1);
  await screenshot(page, "channel-report");
});

test("on a phone the dashboard shows cards instead of wide tables", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, "creator@studio.test");
  await expect(totalsRegion(page)).toBeVisible();
  // No wide table; the trend charts' figures are tables for screen readers only, inside their figures.
  await expect(page.locator("table:not(figure table)")).toHaveCount(0);
  await expect(page.getByRole("figure", { name: /daily views/i }).getByRole("table")).toHaveCount(1);
  await expect(page.getByRole("list", { name: "Videos" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByLabel("Period", { exact: true })).toBeVisible();
  await page.getByLabel("Period", { exact: true }).selectOption({ label: "Last month" });
  await expect(page).toHaveURL(/period=last_month/);
  await screenshot(page, "dashboard");
});
