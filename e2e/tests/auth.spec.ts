import { DEMO_PASSWORD, demoSession, logIn, signUp } from "../support/app";
import { expect, test } from "../support/test";

test("sign up, verify the e-mail with the mailed code, land on the dashboard, log out", async ({
  page,
  request,
}) => {
  const person = await signUp(page, request);
  await expect(page.getByRole("heading", { name: `Hello, ${person.nickname}` })).toBeVisible();

  await page.getByRole("button", { name: "Member menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?fromUrl=%2Fdashboard$/);
});

test("a protected route sends you to login and back after it", async ({ page }) => {
  await page.goto("/config-account");
  await expect(page).toHaveURL(/\/login\?fromUrl=%2Fconfig-account$/);
  await logIn(page, "creator@studio.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/config-account$/);
  await expect(page.getByRole("heading", { name: "Account settings", level: 1 })).toBeVisible();
});

test("a signed-in person is sent away from the login page", async ({ page }) => {
  await page.goto("/login");
  await logIn(page, "manager@studio.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("empty login fields ask for the ID and password", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter your ID and password.");
});

test("an invitation link fills the invite code on the join screen and names the inviter", async ({
  page,
  request,
}) => {
  const token = await demoSession(request, "manager@studio.test");
  const me = await request.get("/api/member/me", { headers: { authorization: `Bearer ${token}` } });
  const code = ((await me.json()) as { data: { referral_code: string } }).data.referral_code;

  await page.goto(`/r/${code}`);
  await expect(page).toHaveURL(new RegExp(`/join\\?code=${code}$`));
  const invite = page.getByRole("textbox", { name: "Invite code" });
  await expect(invite).toHaveValue(code);
  await invite.focus();
  await invite.blur();
  await expect(page.getByText("Invited by DemoManager")).toBeVisible();
});
