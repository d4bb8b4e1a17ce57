import { boardListCall, campaignApplyCall } from "@studio/contract";
import { DEMO_PASSWORD, demoSession, keepSession, logIn, signUp } from "../support/app";
import { callAs, dataOf } from "../support/music";
import { expect, otherPersonPage, test } from "../support/test";

/** Notices, campaigns, rolling popups and the first-visit tutorial (docs/decisions/122). */

test("a notice staff write in Korean shows to a Korean reader, in the header when pinned", async ({
  page,
  request,
  browser,
}) => {
  const title = `서버 점검 안내 ${Date.now()}`;
  const staff = await otherPersonPage(browser);
  await staff.goto("/login");
  await logIn(staff, "staff@studio.test", DEMO_PASSWORD);
  await expect(staff).toHaveURL(/\/dashboard/);
  await staff.goto("/admin/boards");
  await staff.getByRole("link", { name: "New notice" }).click();
  await expect(staff).toHaveURL(/\/admin\/boards\/new\?kind=notice/);
  await staff.getByRole("tab", { name: "한국어" }).click();
  const korean = staff.getByRole("tabpanel", { name: "한국어" });
  await korean.getByRole("textbox", { name: "Title" }).fill(title);
  await korean
    .getByRole("textbox", { name: /Text \(Markdown\)/ })
    .fill("**일요일 새벽 2시**에 점검합니다.<script>alert(1)</script>");
  await korean.getByRole("button", { name: "Preview" }).click();
  await expect(korean.getByRole("region", { name: "Preview" }).locator("strong")).toHaveText(
    "일요일 새벽 2시",
  );
  await staff.getByRole("switch", { name: "Pinned" }).check();
  await staff.getByRole("button", { name: "Save" }).click();
  await expect(staff).toHaveURL(/\/admin\/boards\/\d+$/);
  await staff.context().close();

  await signUp(page, request);
  await page.goto("/language");
  await page.getByRole("radio", { name: "한국어" }).check();
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  await page.goto("/notices");
  await expect(page.getByRole("heading", { level: 1, name: "공지사항" })).toBeVisible();
  await page
    .getByRole("link", { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("일요일 새벽 2시", { exact: true })).toBeVisible();
  await expect(page.locator("script", { hasText: "alert(1)" })).toHaveCount(0);
  // The newest pinned notice is in the header.
  await expect(page.getByRole("link", { name: new RegExp(`${title}$`) }).first()).toBeVisible();
});

test("a creator applies to the campaign and enters a Short made with its song", async ({ page }) => {
  await keepSession(page, await demoSession(page.request, "creator@studio.test"));
  await page.goto("/events");
  await page.getByRole("link", { name: /Neon Drive Shorts challenge/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Neon Drive Shorts challenge" })).toBeVisible();
  await expect(page.getByText("Campaign song")).toBeVisible();
  const apply = page.getByRole("button", { name: "Apply" });
  await expect(apply).toBeEnabled();
  const applied = page.waitForResponse((r) => r.url().includes("/api/event/campaign/apply"));
  await apply.click();
  const channelId = ((await (await applied).json()) as { data: { channel_id: number } }).data.channel_id;
  await expect(page.getByText("Applied", { exact: true })).toBeVisible();

  // The creator makes the Short on the platform (the sandbox) and pastes its link.
  const upload = await page.request.post("/sandbox/channels/dailykitchen/videos", {
    data: {
      title: "Neon Drive kitchen dance",
      durationSeconds: 28,
      description: "Dancing while the pasta boils\n♪ Neon Drive - Retro Kids",
    },
  });
  expect(upload.status()).toBe(201);
  const video = (await upload.json()) as { url: string };
  await page.getByRole("textbox", { name: /Your Short's link/ }).fill(video.url);
  await page.getByRole("button", { name: "Enter video" }).click();
  await expect(page.getByRole("link", { name: "Neon Drive kitchen dance" })).toBeVisible();

  // The same channel cannot apply twice (60001).
  const events = await dataOf(page, boardListCall, { kind: "event", page: 0 });
  const campaign = events.items.find((e) => e.title === "Neon Drive Shorts challenge");
  const again = await callAs(page, campaignApplyCall, { board_id: campaign?.id ?? 0, channel_id: channelId });
  expect(again.body).toMatchObject({ success: false, code: 60001 });
});

test.describe("rolling popups", () => {
  test.use({ rollingPopups: true });

  test('"Don\'t show today" holds after a reload', async ({ page }) => {
    await keepSession(page, await demoSession(page.request, "manager@studio.test"));
    await page.goto("/musics");
    const popup = page.getByRole("dialog", { name: "The Neon Drive challenge is on" });
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: "Don't show today" }).click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The popups and the header notice load together once the page is idle: the notice shown and
    // the network quiet, nothing more is coming.
    await expect(page.getByRole("link", { name: /^Pinned notice:/ })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("the first-visit tutorial shows once", async ({ page, request }) => {
  await signUp(page, request, undefined, { tutorial: "keep" });
  const tutorial = page.getByRole("dialog", { name: "Welcome to the studio" });
  await expect(tutorial.getByText("Your dashboard")).toBeVisible();
  await tutorial.getByRole("button", { name: "Next" }).click();
  await expect(tutorial.getByText("Your channels")).toBeVisible();
  await tutorial.getByRole("button", { name: "Next" }).click();
  await expect(tutorial.getByText("The music")).toBeVisible();
  await tutorial.getByRole("button", { name: "Done" }).click();
  await expect(tutorial).toBeHidden();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The tutorial and the header notice load together once the page is idle.
  await expect(page.getByRole("link", { name: /^Pinned notice:/ })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(tutorial).toHaveCount(0);
});
