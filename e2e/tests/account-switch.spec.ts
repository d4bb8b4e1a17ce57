import type { APIRequestContext, Page } from "@playwright/test";
import {
  API_BASE,
  type CallDefinition,
  type CallInput,
  type CallOutput,
  HEADERS,
  musicDashboardCall,
  musicDashboardMetaCall,
  musicFavouritesCall,
  musicFavouriteToggleCall,
  musicSearchCall,
  PAGE_SIZE,
  periodRange,
  type TEnvelope,
} from "@studio/contract";
import { DEMO_PASSWORD, demoSession, logIn } from "../support/app";
import { expect, test } from "../support/test";

test.use({ viewport: { width: 1280, height: 900 } });

/** A contract call with an account's own session, outside the page (the page's cache stays as it is). */
async function callWith<C extends CallDefinition>(
  request: APIRequestContext,
  token: string,
  call: C,
  input: CallInput<C>,
): Promise<CallOutput<C>> {
  const url = `${API_BASE}/${call.path}`;
  const headers = { [HEADERS.authorization]: `Bearer ${token}`, [HEADERS.language]: "en" };
  const payload = (input ?? {}) as Record<string, string | number>;
  const response =
    call.method === "GET"
      ? await request.get(url, { headers, params: payload })
      : await request.post(url, { headers, data: payload });
  const body = (await response.json()) as TEnvelope<CallOutput<C>>;
  if (!body.success) throw new Error(`${call.path}: ${body.code} ${body.message}`);
  return body.data;
}

/** Makes `isrc` a favourite of the account (true) or not (false). */
async function setFavourite(request: APIRequestContext, token: string, isrc: string, wanted: boolean) {
  const { items } = await callWith(request, token, musicFavouritesCall, { page: 0, size: PAGE_SIZE.max });
  if (items.some((t) => t.isrc === isrc) !== wanted)
    await callWith(request, token, musicFavouriteToggleCall, { isrc });
}

/** What the account's dashboard shows as its estimated revenue for the default period (Latest). */
async function latestRevenue(request: APIRequestContext, token: string): Promise<string> {
  const meta = await callWith(request, token, musicDashboardMetaCall, {});
  const answer = await callWith(
    request,
    token,
    musicDashboardCall,
    periodRange("latest", meta.max_date ?? ""),
  );
  return answer.totals.revenue_display;
}

function revenueTotal(page: Page) {
  return page
    .getByRole("region", { name: "Totals" })
    .getByRole("listitem")
    .filter({ has: page.getByText("Estimated revenue", { exact: true }) });
}

/** Music, then its Favourites drawer, through the app's own navigation (no page load). */
async function openFavourites(page: Page) {
  await page
    .getByRole("navigation", { name: "Main navigation", exact: true })
    .getByRole("link", { name: "Music", exact: true })
    .click();
  await page.getByRole("button", { name: "Favourites", exact: true }).click();
  return page.getByRole("dialog", { name: "Favourites", exact: true });
}

test("after logging out and in as another account, dashboard, member filter and favourites are that account's", async ({
  page,
  request,
}) => {
  const manager = await demoSession(request, "manager@studio.test");
  const creator = await demoSession(request, "creator@studio.test");
  // Two tracks of the catalogue: one only the manager keeps, one only the creator keeps.
  const { items } = await callWith(request, manager, musicSearchCall, { page: 0, size: 2 });
  const [managersTrack, creatorsTrack] = items;
  if (!managersTrack || !creatorsTrack) throw new Error("the demo catalogue has tracks");
  await setFavourite(request, manager, managersTrack.isrc, true);
  await setFavourite(request, manager, creatorsTrack.isrc, false);
  await setFavourite(request, creator, creatorsTrack.isrc, true);
  await setFavourite(request, creator, managersTrack.isrc, false);
  const managerRevenue = await latestRevenue(request, manager);
  const creatorRevenue = await latestRevenue(request, creator);
  expect(managerRevenue).not.toBe(creatorRevenue);

  // The manager: their total, their member filter, their favourites.
  await page.goto("/login");
  await logIn(page, "manager@studio.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(revenueTotal(page)).toContainText(managerRevenue);
  await expect(page.getByRole("combobox", { name: "Member" })).toBeVisible();
  const managerDrawer = await openFavourites(page);
  await expect(managerDrawer.getByRole("listitem", { name: managersTrack.name, exact: true })).toBeVisible();
  await managerDrawer.getByRole("button", { name: "Close" }).click();

  // Log out and in as the creator, all inside the running app (no page load).
  await page.getByRole("button", { name: "Member menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, "creator@studio.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  await expect(revenueTotal(page)).toContainText(creatorRevenue);
  await expect(revenueTotal(page)).not.toContainText(managerRevenue);
  await expect(page.getByRole("region", { name: "Dashboard filters" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Member" })).toHaveCount(0);
  const creatorDrawer = await openFavourites(page);
  await expect(creatorDrawer.getByRole("listitem", { name: creatorsTrack.name, exact: true })).toBeVisible();
  await expect(creatorDrawer.getByRole("listitem", { name: managersTrack.name, exact: true })).toHaveCount(0);
});
