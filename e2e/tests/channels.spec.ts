import type { Browser } from "@playwright/test";
import { STORAGE_KEYS } from "@studio/contract";
import { DEMO_PASSWORD, logIn, NEW_PASSWORD, screenshot, signUp } from "../support/app";
import { sandboxChannel } from "../support/sandbox";
import { BACKGROUND_JOB_TIMEOUT_MS, expect, otherPersonPage, test } from "../support/test";

async function approveAsStaff(browser: Browser, channelTitle: string) {
  const staff = await otherPersonPage(browser);
  await staff.goto("/login");
  await logIn(staff, "staff@studio.test", DEMO_PASSWORD);
  await expect(staff).toHaveURL(/\/dashboard$/);
  await staff.getByRole("link", { name: "Channel review" }).first().click();
  await expect(staff.getByRole("heading", { name: "Channel review", level: 1 })).toBeVisible();
  const row = staff.getByRole("row").filter({ hasText: channelTitle });
  await row.getByRole("button", { name: "Approve" }).click();
  await staff.getByRole("dialog").getByRole("button", { name: "Confirm approval" }).click();
  await expect(staff.getByRole("row").filter({ hasText: channelTitle })).toHaveCount(0);
  await staff.context().close();
}

test("register a channel, prove ownership on the platform, get approved, then delete it", async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, request);
  // Until a channel is approved, the studio shows the approval placeholder.
  await expect(page.getByRole("heading", { name: /verify|approv/i }).first()).toBeVisible();

  const platform = await sandboxChannel(page, 250_000);
  await page.getByRole("link", { name: "Channels" }).first().click();
  await expect(page).toHaveURL(/\/manage-channel/);
  // First visit: the guide explains the steps.
  const guide = page.getByRole("dialog", { name: "How channel registration works" });
  await expect(guide).toBeVisible();
  await guide.getByRole("button", { name: "Got it" }).click();

  await page.getByRole("button", { name: "Add channel" }).first().click();
  const add = page.getByRole("dialog", { name: "Add channel" });
  await add.getByLabel("Channel link").fill("https://www.youtube.com/watch?v=abc");
  await add.getByLabel("Category").selectOption({ label: "Food & cooking" });
  await add.getByRole("button", { name: "Register" }).click();
  await expect(add.getByText("Please enter a valid channel URL.")).toBeVisible();
  await add.getByLabel("Channel link").fill(platform.link);
  await add.getByRole("button", { name: "Register" }).click();

  // The ownership dialog opens with the code.
  const verify = page.getByRole("dialog", { name: "Verify ownership" });
  await expect(verify).toBeVisible();
  const code = (await verify.getByText(/^STUDIO-[A-Z0-9]{10}$/).textContent())?.trim() ?? "";
  expect(code).toMatch(/^STUDIO-/);
  await verify.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(verify.getByText("Verification failed", { exact: true })).toBeVisible();
  await screenshot(page, "channel-verify");

  // In another tab, the owner pastes the code into the description on the platform.
  const platformTab = await page.context().newPage();
  await platformTab.goto(`/sandbox/channels/${platform.handle}/edit`);
  await platformTab.getByLabel("Description").fill(`Recipes every day.\n${code}`);
  await platformTab.getByRole("button", { name: "Save" }).click();
  await expect(platformTab.getByText("Saved.")).toBeVisible();
  await platformTab.close();

  // The background check finds it: the dialog turns verified without a reload or another click.
  await expect(verify.getByText("Verified", { exact: true })).toBeVisible({
    timeout: BACKGROUND_JOB_TIMEOUT_MS,
  });
  await verify.getByRole("button", { name: "Close" }).first().click();
  const row = page.getByRole("row").filter({ hasText: platform.title });
  await expect(row.getByText("Waiting for review")).toBeVisible();

  await approveAsStaff(browser, platform.title);
  await page.reload();
  await expect(
    page.getByRole("row").filter({ hasText: platform.title }).getByText("Approved", { exact: true }).first(),
  ).toBeVisible();
  await screenshot(page, "channels");

  // The owner is told (docs/decisions/120): the bell counts it, the centre says it in the
  // owner's language, and reading it lowers the count.
  const bell = page.getByRole("link", { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const before = Number(/(\d+) unread/.exec((await bell.getAttribute("aria-label")) ?? "")?.[1]);
  await bell.click();
  const told = page.getByRole("link", {
    name: new RegExp(`^Unread: Your channel "${platform.title}" is now: Approved\\.`),
  });
  await expect(told).toBeVisible();
  await told.click();
  await expect(page).toHaveURL(/\/manage-channel/);
  await expect(
    before > 1
      ? page.getByRole("link", { name: `Notifications, ${before - 1} unread` })
      : page.getByRole("link", { name: "Notifications", exact: true }),
  ).toBeVisible();

  // With an approved channel the placeholder is gone from the dashboard.
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page.getByRole("heading", { name: "Your channels" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add channel" })).toHaveCount(0);

  // Delete it with every caution ticked and the password.
  await page.goto("/manage-channel");
  await page
    .getByRole("row")
    .filter({ hasText: platform.title })
    .getByRole("button", { name: "Delete" })
    .click();
  const remove = page.getByRole("dialog", { name: "Delete channel" });
  const confirm = remove.getByRole("button", { name: "Delete channel" });
  await expect(confirm).toBeDisabled();
  for (const caution of await remove.getByRole("checkbox").all()) await caution.check();
  await remove.getByRole("textbox", { name: "Password", exact: true }).fill("Wrong-Password-1");
  await confirm.click();
  await expect(remove.getByText("The password is incorrect.")).toBeVisible();
  await remove.getByRole("textbox", { name: "Password", exact: true }).fill(NEW_PASSWORD);
  await confirm.click();
  await expect(page.getByRole("row").filter({ hasText: platform.title })).toHaveCount(0);
  await expect(page.getByText("Register your first channel")).toBeVisible();
});

test("a held channel asks for a re-review once a day", async ({ page }) => {
  await page.goto("/login");
  await logIn(page, "creator@studio.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate(() => localStorage.setItem("hideChannelGuidePopup", "true"));
  await page.goto("/manage-channel");
  const row = page.getByRole("row").filter({ hasText: "Paws & Friends" });
  await expect(row.getByText("On hold")).toBeVisible();
  await row.getByRole("button", { name: "Request re-review" }).click();
  const dialog = page.getByRole("dialog", { name: "Request re-review" });
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole("button", { name: "Request re-review" })).toBeDisabled();
});

test("the channel list on a phone shows cards", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login");
  await logIn(page, "manager@studio.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate(() => localStorage.setItem("hideChannelGuidePopup", "true"));
  await page.goto("/manage-channel");
  await expect(page.getByText("City Dance Crew")).toBeVisible();
  await expect(page.getByText("DemoMember").first()).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await screenshot(page, "channels");
});

test("the channels page shows each approved channel's figures over the period it states", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/login");
  await logIn(page, "creator@studio.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("link", { name: "Channels" }).first().click();
  await expect(page).toHaveURL(/\/manage-channel/);
  // The first-visit guide may open over the list; the list is read behind it.
  await expect(page.getByTestId("channel-figures-period")).toHaveText(
    /Views and estimated profit cover \d{4}\/\d{2}\/\d{2} – \d{4}\/\d{2}\/\d{2}/,
  );
  // The demo's approved channels earned in the period: no placeholder $0.00 on any row.
  const list = page.getByRole("table", { name: "Your channels" });
  await expect(list.getByText(/^\$\d[\d,]*\.\d{2}$/).first()).toBeVisible();
  await expect(list.getByText("$0.00", { exact: true })).toHaveCount(0);
});

test("the channel table fits a 1280 px screen: a long name cut, the code on one line, every action in view", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page, request);
  const token = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.token);
  for (const viewCount of [250_000, 4_000_000]) {
    const platform = await sandboxChannel(page, viewCount);
    const added = await page.request.post("/api/channel/add", {
      data: { link: platform.link, category: "game" },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(added.ok()).toBe(true);
  }
  await page.goto("/manage-channel");
  await page
    .getByRole("dialog", { name: "How channel registration works" })
    .getByRole("button", { name: "Got it" })
    .click();
  const table = page.getByRole("region", { name: "Your channels" });
  await expect(table.getByRole("row")).toHaveCount(3);
  // Nothing to scroll sideways, and each row's actions and code are on screen, the code whole.
  expect(await table.evaluate((region) => region.scrollWidth - region.clientWidth)).toBeLessThanOrEqual(0);
  for (const row of await table.getByRole("row").all()) {
    if (await row.getByRole("columnheader").count()) continue;
    await expect(row.getByRole("button", { name: "Verify ownership" })).toBeInViewport({ ratio: 1 });
    const code = row.getByText(/^STUDIO-[A-Z0-9]{10}$/);
    await expect(code).toBeVisible();
    const box = await code.boundingBox();
    expect(box?.height ?? 99, "the code on one line").toBeLessThan(30);
  }
});

test("staff decide on a phone: the review queue is one tap from the my page, each channel a card with its buttons in reach", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login");
  await logIn(page, "staff@studio.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "My page" })
    .click();
  await page.getByRole("navigation", { name: "Work" }).getByRole("link", { name: "Channel review" }).click();
  await expect(page.getByRole("heading", { name: "Channel review", level: 1 })).toBeVisible();
  const card = page.getByRole("list", { name: "Channels waiting for review" }).getByRole("listitem").first();
  const approve = card.getByRole("button", { name: "Approve" });
  await expect(approve).toBeInViewport({ ratio: 1 });
  await expect(card.getByRole("button", { name: "Deny" })).toBeInViewport({ ratio: 1 });
  await approve.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Confirm approval" })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
});
