import type { Browser, Page } from "@playwright/test";
import {
  API_BASE,
  type CallDefinition,
  type CallInput,
  type CallOutput,
  channelListCall,
  HEADERS,
  mcnAccountsCall,
  musicDashboardCall,
  musicDashboardMetaCall,
  periodRange,
  STORAGE_KEYS,
  type TEnvelope,
} from "@studio/contract";
import { DEMO_PASSWORD, logIn, NEW_PASSWORD, newPerson, screenshot, skipTutorial } from "../support/app";
import { expect, otherPersonPage, test } from "../support/test";

/**
 * A manager's team end to end (issue 14; docs/spec.md §2 member management, §6): the manager creates
 * a member, assigns the demo's approved channel to them and sets a 30% fee rate from this month; the
 * member sees only that channel and 70% of its revenue; the manager's dashboard filters by the member.
 */

/** The demo manager's approved channel, the one with revenue (apps/api/src/seed/demo-channels.ts). */
const CHANNEL = "K-Pop Beats";

async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await otherPersonPage(browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/login");
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
  return page;
}

/** A contract call with the page's session, as the web client makes it; it must succeed. */
async function apiData<C extends CallDefinition>(
  page: Page,
  call: C,
  input: CallInput<C>,
): Promise<CallOutput<C>> {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  expect(token, "the page has a signed-in session").toBeTruthy();
  const response = await page.request.get(`${API_BASE}/${call.path}`, {
    headers: {
      [HEADERS.authorization]: `Bearer ${token}`,
      [HEADERS.language]: "en",
      [HEADERS.currency]: "USD",
    },
    params: (input ?? {}) as Record<string, string | number>,
  });
  const body = (await response.json()) as TEnvelope<CallOutput<C>>;
  if (!body.success) throw new Error(`${call.path}: ${body.code} ${body.message}`);
  return body.data;
}

function totalRevenue(page: Page) {
  return page
    .getByRole("region", { name: "Totals" })
    .getByRole("listitem")
    .filter({ has: page.getByText("Estimated revenue", { exact: true }) });
}

test("a manager builds a team: create, assign, fee rate; the member sees their share", async ({
  browser,
}) => {
  const person = newPerson("team");
  const manager = await signedInPage(browser, "manager@studio.test", DEMO_PASSWORD);

  // Create the member from the Members screen.
  await manager
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Members" })
    .click();
  await expect(manager).toHaveURL(/\/manage-member$/);
  await manager.getByRole("button", { name: "Create member", exact: true }).click();
  await expect(manager).toHaveURL(/addMember=true/);
  const create = manager.getByRole("dialog", { name: "Create member" });
  await create.getByLabel(/^E-mail \(login ID\)/).fill(person.email);
  await create.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await create.getByLabel(/^Nickname/).fill(person.nickname);
  await create.getByRole("button", { name: "Create member" }).click();
  await expect(create).toBeHidden();
  await expect(manager).not.toHaveURL(/addMember/);
  const members = manager.getByRole("table", { name: "Members" });
  await expect(members.getByRole("row").filter({ hasText: person.email })).toBeVisible();
  const team = await apiData(manager, mcnAccountsCall, { page: 0, size: 200 });
  const member = team.items.find((m) => m.user_id === person.email);
  expect(member, "the new member is in the manager's team").toBeDefined();
  if (!member) return;

  // Assign the manager's approved channel nobody held yet: its past comes with it (decision 105).
  await manager.goto("/manage-subchannel");
  const channels = manager.getByRole("table", { name: "Channels and their members" });
  await channels.getByRole("button", { name: `Assign ${CHANNEL} to a member` }).click();
  const assign = manager.getByRole("dialog", { name: "Assign channel" });
  await assign.getByLabel(/^Member/).selectOption({ label: `${person.nickname} (${person.email})` });
  await assign.getByRole("button", { name: "Assign" }).click();
  await expect(assign).toBeHidden();
  await expect(channels.getByRole("row").filter({ hasText: CHANNEL })).toContainText(person.nickname);

  // 30% from this month, with the preview on the way.
  await manager.goto("/manage-member");
  await manager.getByRole("button", { name: `Change the fee rate of ${person.nickname}` }).click();
  const fee = manager.getByRole("dialog", { name: "Change fee rate" });
  await fee.getByLabel(/^New fee rate/).fill("30");
  await expect(fee.getByTestId("fee-rate-preview")).toContainText("30%");
  await screenshot(manager, "team-fee-rate");
  await fee.getByRole("button", { name: "Save fee rate" }).click();
  await expect(fee).toBeHidden();
  await expect(members.getByRole("row").filter({ hasText: person.email })).toContainText("30%");

  // What the manager's dashboard counts for that member this month.
  const maxDate = (await apiData(manager, musicDashboardMetaCall, {})).max_date ?? "";
  expect(maxDate, "the demo has revenue days").toBeTruthy();
  const thisMonth = periodRange("this_month", maxDate);
  const forMember = await apiData(manager, musicDashboardCall, { ...thisMonth, subaccount: member.id });

  // The member logs in and sees only that channel, at 70% of its revenue.
  const memberPage = await signedInPage(browser, person.email, NEW_PASSWORD);
  await skipTutorial(memberPage);
  const own = await apiData(memberPage, channelListCall, { page: 0, size: 50 });
  expect(own.items.map((c) => c.name)).toEqual([CHANNEL]);
  await memberPage.goto("/manage-channel");
  await expect(memberPage.getByRole("table", { name: "Your channels" }).getByRole("row")).toHaveCount(2);
  await expect(memberPage.getByRole("table", { name: "Your channels" })).toContainText(CHANNEL);
  const share = await apiData(memberPage, musicDashboardCall, thisMonth);
  const channelRevenue = BigInt(forMember.totals.revenue);
  const memberRevenue = BigInt(share.totals.revenue);
  expect(channelRevenue > 0n, "the channel earned something this month").toBe(true);
  // 70% to within a cent: amounts are split per row and truncated to the micro-dollar.
  const excess = memberRevenue * 10n - channelRevenue * 7n;
  const cent = 10n * 10_000n;
  expect(excess > -cent && excess < cent, `member ${memberRevenue} of ${channelRevenue}`).toBe(true);
  await memberPage.goto("/dashboard?period=this_month");
  await expect(totalRevenue(memberPage)).toContainText(share.totals.revenue_display);

  // The manager's dashboard filters by that member.
  await manager.goto("/dashboard?period=this_month");
  await manager.getByRole("combobox", { name: "Member" }).selectOption({ label: person.nickname });
  await expect(manager).toHaveURL(new RegExp(`member=${member.id}`));
  await expect(totalRevenue(manager)).toContainText(forMember.totals.revenue_display);
  await screenshot(manager, "team-dashboard-member");
});
