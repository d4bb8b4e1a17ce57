import { readFileSync } from "node:fs";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  API_BASE,
  adminAccountSearchCall,
  adminStaffRoleCall,
  type CallDefinition,
  type CallInput,
  type CallOutput,
  channelListCall,
  HEADERS,
} from "@studio/contract";
import {
  DEMO_PASSWORD,
  demoSession,
  freshClientAddress,
  keepSession,
  NEW_PASSWORD,
  signUp,
} from "../support/app";
import { callAs } from "../support/music";
import { expect, otherPersonPage, test } from "../support/test";
import { totpCode, virtualAuthenticator } from "../support/two-factor";

/**
 * Two-step sign-in end to end (issue 37, docs/decisions/142): a creator turns on an authenticator
 * app and a passkey and signs in with each and with a recovery code; staff cannot sign in with the
 * password alone, and a staff account without a second factor is kept on the setup screen until it
 * has one.
 */

/** Logs out from the member menu. */
async function logOut(page: Page) {
  await page.getByRole("button", { name: "Member menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The password step of the login screen (already open), without a remembered device of the tests'. */
async function passwordStep(page: Page, email: string, password: string) {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": freshClientAddress() });
  await page.getByLabel(/E-mail/).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Adds an authenticator app on the open screen (setup or dialog); answers its secret. */
async function addAuthenticatorApp(scope: Page | Locator): Promise<string> {
  await expect(scope.getByRole("img", { name: /QR code to add this account/ })).toBeVisible();
  const secret = (await scope.getByTestId("totp-secret").innerText()).replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await scope.getByRole("textbox", { name: "Code from the app" }).fill(await totpCode(secret));
  await scope.getByRole("button", { name: "Confirm and turn on" }).click();
  return secret;
}

/** The recovery codes on screen, saved: the list read, "I have saved" ticked. */
async function saveRecoveryCodes(scope: Page | Locator): Promise<string[]> {
  const list = scope.getByRole("list", { name: "Recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const codes = await list.getByRole("listitem").allInnerTexts();
  await scope.getByRole("checkbox", { name: "I have saved my recovery codes" }).check();
  return codes.map((code) => code.trim());
}

async function callWith<C extends CallDefinition>(
  request: APIRequestContext,
  token: string,
  call: C,
  input: CallInput<C>,
): Promise<CallOutput<C>> {
  const headers = { [HEADERS.authorization]: `Bearer ${token}` };
  const url = `${API_BASE}/${call.path}`;
  const response =
    call.method === "GET"
      ? await request.get(url, { headers, params: input as Record<string, string | number> })
      : await request.post(url, { headers, data: input });
  const body = (await response.json()) as { success: boolean; code?: number; data: CallOutput<C> };
  expect(body.success, `${call.path}: ${body.code}`).toBe(true);
  return body.data;
}

test("a creator turns on an authenticator app and a passkey, and signs in with each and with a recovery code", async ({
  page,
  request,
}) => {
  const person = await signUp(page, request);
  const passkeys = await virtualAuthenticator(page);

  // The account page leads to the security page.
  await page.goto("/my");
  await page.getByRole("link", { name: /Two-step sign-in/ }).click();
  await expect(page).toHaveURL(/\/security$/);
  await expect(page.getByText("Two-step sign-in is off.")).toBeVisible();

  // An authenticator app: the QR code and the key to type, its code, then the ten recovery codes.
  await page.getByRole("button", { name: "Add an authenticator app" }).click();
  const addApp = page.getByRole("dialog", { name: "Add an authenticator app" });
  const secret = await addAuthenticatorApp(addApp);
  const codesDialog = page.getByRole("dialog", { name: "Recovery codes" });
  const codes = await saveRecoveryCodes(codesDialog);
  const download = page.waitForEvent("download");
  await codesDialog.getByRole("button", { name: "Download (.txt)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/recovery-codes-\d{4}-\d{2}-\d{2}\.txt$/);
  expect(readFileSync(await file.path(), "utf8")).toContain(codes.join("\n"));
  await codesDialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText("Two-step sign-in is on.")).toBeVisible();
  await expect(page.getByText("10 recovery codes left.")).toBeVisible();

  // A passkey, with the browser's (virtual) authenticator.
  await page.getByRole("button", { name: "Add a passkey" }).click();
  const addPasskey = page.getByRole("dialog", { name: "Add a passkey" });
  await addPasskey.getByRole("textbox", { name: "Name" }).fill("E2E laptop");
  await addPasskey.getByRole("button", { name: "Create a passkey" }).click();
  await expect(page.getByRole("cell", { name: "E2E laptop", exact: true })).toBeVisible();
  const { credentials } = await passkeys.cdp.send("WebAuthn.getCredentials", {
    authenticatorId: passkeys.id,
  });
  expect(credentials).toHaveLength(1);

  // The password alone no longer signs in: the authenticator code does (the next step's, as the
  // confirmation took this one's).
  await logOut(page);
  await passwordStep(page, person.email, NEW_PASSWORD);
  await expect(page.getByRole("heading", { name: "Two-step sign-in", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "Authenticator code" }).fill(await totpCode(secret, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The passkey.
  await logOut(page);
  await passwordStep(page, person.email, NEW_PASSWORD);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A recovery code, once, and this device remembered.
  await logOut(page);
  await passwordStep(page, person.email, NEW_PASSWORD);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByRole("textbox", { name: "Recovery code" }).fill(codes[0] ?? "");
  await page.getByRole("checkbox", { name: /Remember this device for 30 days/ }).check();
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/security");
  await expect(page.getByText("9 recovery codes left.")).toBeVisible();
  await expect(page.getByText("1 device skips the second step at sign-in.")).toBeVisible();

  // The remembered device skips the second step; a used recovery code does not work twice.
  await logOut(page);
  await passwordStep(page, person.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate(() => window.localStorage.removeItem("trustedDevices"));
  await logOut(page);
  await passwordStep(page, person.email, NEW_PASSWORD);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByRole("textbox", { name: "Recovery code" }).fill(codes[0] ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not correct or has expired.");
});

test("the demo staff cannot sign in with the password alone", async ({ page }) => {
  await page.goto("/login");
  await passwordStep(page, "staff@studio.test", DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Two-step sign-in", level: 1 })).toBeVisible();
  const code = page.getByRole("textbox", { name: "Authenticator code" });
  await expect(code).toBeFocused();
  await code.fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not correct or has expired.");
  await expect(page).toHaveURL(/\/login$/);
});

test("a staff account without a second factor is kept on the setup screen until it has one, and again after an administrator's reset", async ({
  page,
  request,
  browser,
}) => {
  const person = await signUp(page, request);
  const staff = await demoSession(request, "staff@studio.test");
  const { items } = await callWith(request, staff, adminAccountSearchCall, {
    page: 0,
    size: 5,
    q: person.email,
  });
  const account = items.find((item) => item.email === person.email);
  if (!account) throw new Error("the new account is found");
  await callWith(request, staff, adminStaffRoleCall, { account_id: account.id, role: "operator" });

  // Now staff without a second factor: every page and call is closed but setting one up.
  await page.goto("/admin/imports");
  await expect(page).toHaveURL(/\/two-step-setup\?fromUrl=%2Fadmin%2Fimports$/);
  await expect(page.getByRole("heading", { name: "Set up two-step sign-in", level: 1 })).toBeVisible();
  await expect(page.getByText(/Your account needs two-step sign-in before you can continue/)).toBeVisible();
  const refused = await callAs(page, channelListCall, { page: 0, size: 10 });
  expect(refused.body).toMatchObject({ success: false, code: 10031 });
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/two-step-setup\?fromUrl=%2Fdashboard$/);

  // The authenticator app, the recovery codes, then where the person was going.
  await addAuthenticatorApp(page);
  await saveRecoveryCodes(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/admin/imports");
  await expect(page).toHaveURL(/\/admin\/imports$/);

  // An administrator resets it (a lost phone): the account is sent back to the setup screen.
  const admin = await otherPersonPage(browser);
  await keepSession(admin, staff);
  await admin.goto("/admin/accounts");
  await admin.getByLabel("Search").fill(person.email);
  await admin.getByRole("button", { name: `Open ${person.nickname}` }).click();
  const drawer = admin.getByRole("dialog");
  await drawer.getByLabel(/Reason for the reset/).fill("Lost phone; identity checked by a video call");
  await drawer.getByRole("button", { name: "Reset two-step sign-in" }).click();
  const confirm = admin.getByRole("dialog", { name: `Reset two-step sign-in for ${person.nickname}?` });
  await confirm.getByRole("button", { name: "Reset" }).click();
  await expect(admin.getByText(`Two-step sign-in of ${person.nickname} is reset.`)).toBeVisible();
  await admin.context().close();

  await page.goto("/admin/imports");
  await expect(page).toHaveURL(/\/two-step-setup\?fromUrl=%2Fadmin%2Fimports$/);
});
