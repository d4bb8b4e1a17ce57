import { DEMO_PASSWORD, demoSession, logIn } from "../support/app";
import { expect, otherPersonPage, test } from "../support/test";

test.use({ viewport: { width: 1280, height: 900 } });

/** The earnings report of a demo creator (its past months are confirmed by the seed), and staff confirming a file. */
test("staff confirm a month's revenue and the creator reads it on the earnings report", async ({
  browser,
  page,
  request,
}) => {
  const token = await demoSession(request, "creator@studio.test");
  const list = await request.get("/api/channel/list", { headers: { authorization: `Bearer ${token}` } });
  const channels = (
    (await list.json()) as { data: { items: { id: number; name: string; status: string }[] } }
  ).data.items;
  const channel = channels.find((c) => c.status === "approved");
  if (!channel) throw new Error("the demo creator has no approved channel");
  const cents = 100 + Math.floor(Math.random() * 900);

  const staff = await otherPersonPage(browser);
  await staff.goto("/login");
  await logIn(staff, "staff@studio.test", DEMO_PASSWORD);
  await expect(staff).toHaveURL(/\/dashboard/);
  await staff.goto("/admin/confirmed");
  await staff.locator('input[type="file"]').setInputFiles({
    name: "confirmed-2020-01.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`channel_id,month,amount_usd\n${channel.id},2020-01,12.${cents}\n`),
  });
  await staff.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(staff.getByTestId("confirmed-totals")).toContainText("$12.");
  await expect(staff.getByRole("cell").filter({ hasText: channel.name }).first()).toBeVisible();
  await staff.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(staff.getByText("Confirmed: 1 ledger row posted.")).toBeVisible();
  await staff.context().close();

  await page.goto("/login");
  await logIn(page, "creator@studio.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole("link", { name: "Withdrawal" }).click();
  await page.getByRole("link", { name: "Open the earnings report" }).click();
  await expect(page).toHaveURL(/\/withdrawal\/report$/);
  await expect(page.getByTestId("earnings-balance")).toContainText("$");
  const january = page.getByRole("row").filter({ hasText: "2020/01" });
  await expect(january).toContainText(`$12.${String(cents).slice(0, 2)}`);
  await january.getByRole("link", { name: "Music profit" }).click();
  await expect(page).toHaveURL(/\/withdrawal\/music_profit\/2020-01$/);
  await expect(page.getByRole("heading", { name: "Music profit of 2020/01" })).toBeVisible();
  await expect(page.getByRole("cell", { name: channel.name })).toBeVisible();
});
