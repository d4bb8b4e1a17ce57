import { randomInt, randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { STORAGE_KEYS } from "@studio/contract";

export const DEMO_PASSWORD = "studio-demo";
export const NEW_PASSWORD = "Harbor-Sunrise-428";

/** A unique e-mail and nickname for an account made by one test. */
export function newPerson(prefix = "e2e") {
  const id = randomUUID().slice(0, 8);
  return { email: `${prefix}-${id}@example.test`, nickname: `${prefix}${id.slice(0, 6)}` };
}

/** The newest code mailed to an address, read from the dev mail capture. */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mails?to=${encodeURIComponent(email)}`);
        const body = (await response.json()) as { data: { mails: { code: string | null }[] } };
        code = body.data.mails[0]?.code ?? null;
        return code;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  return code as unknown as string;
}

/**
 * A client address of its own for each login. The API allows 10 logins per address and account in
 * 15 minutes, and the specs log the demo accounts in far more often than that from one machine; the
 * server trusts X-Forwarded-For from loopback. The header is only a label here: nothing is sent to
 * these documentation addresses (RFC 5737).
 */
// Each worker starts at its own place: a worker restarted after a failure must not reuse addresses.
let addressCount = randomInt(0, 750);
export function freshClientAddress(): string {
  addressCount += 1;
  const block = ["192.0.2", "198.51.100", "203.0.113"][Math.floor(addressCount / 250) % 3];
  return `${block}.${(addressCount % 250) + 1}`;
}

/**
 * The environment variable the global setup (global-setup.ts) leaves the device tokens of the demo
 * accounts that must have a second factor in: a JSON map from the e-mail to the token of a login
 * with "remember this device" (docs/decisions/142).
 */
export const TRUSTED_DEVICES_ENV = "E2E_TRUSTED_DEVICES";

/** The remembered-device token of a demo account, when it has a second factor. */
export function trustedDeviceOf(email: string): string | undefined {
  const all = JSON.parse(process.env[TRUSTED_DEVICES_ENV] ?? "{}") as Record<string, string>;
  return all[email.toLowerCase()];
}

/**
 * A session of a demo account through the API (for tests that open pages already logged in). The
 * staff and manager accounts have a second factor: their remembered device goes with the password,
 * as the web app sends it.
 */
export async function demoSession(request: APIRequestContext, email: string): Promise<string> {
  const device = trustedDeviceOf(email);
  const response = await request.post("/api/member/login", {
    data: { id: email, password: DEMO_PASSWORD, ...(device ? { device } : {}) },
    headers: { "x-forwarded-for": freshClientAddress() },
  });
  const body = (await response.json()) as {
    success: boolean;
    code?: number;
    data?: { token?: string; second_factor?: unknown };
  };
  if (!body.success || !body.data) throw new Error(`login of ${email}: ${body.code}`);
  if (!body.data.token) throw new Error(`login of ${email} asks for a second factor: no remembered device`);
  return body.data.token;
}

/** Opens the page's next loads signed in with this session, kept where the app keeps it (local storage). */
export async function keepSession(page: Page, token: string): Promise<void> {
  await page.addInitScript((session) => window.localStorage.setItem(session.key, session.token), {
    key: STORAGE_KEYS.token,
    token,
  });
}

/**
 * Logs in through the login screen (already open). A demo account with a second factor logs in on a
 * remembered device: its token is put where the web app keeps it, as after an earlier login with
 * "remember this device".
 */
export async function logIn(page: Page, email: string, password: string) {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": freshClientAddress() });
  const device = trustedDeviceOf(email);
  if (device) {
    await page.evaluate(
      ({ key, email, device }) => {
        const all = JSON.parse(window.localStorage.getItem(key) ?? "{}") as Record<string, string>;
        window.localStorage.setItem(key, JSON.stringify({ ...all, [email.toLowerCase()]: device }));
      },
      { key: STORAGE_KEYS.trustedDevices, email, device },
    );
  }
  await page.getByLabel(/E-mail/).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/**
 * A new account's first visit opens the tutorial (docs/decisions/122): "Skip" records it as
 * seen, so it never shows again.
 */
export async function skipTutorial(page: Page) {
  const tutorial = page.getByRole("dialog", { name: "Welcome to the studio" });
  await tutorial.getByRole("button", { name: "Skip" }).click();
  await expect(tutorial).toBeHidden();
}

/**
 * Signs up through the join screen and verifies the e-mail with the captured code. The tutorial the
 * new account gets is skipped unless the test is about it (`tutorial: "keep"`).
 */
export async function signUp(
  page: Page,
  request: APIRequestContext,
  person = newPerson(),
  options: { tutorial?: "skip" | "keep" } = {},
) {
  await page.goto("/join");
  await page.getByLabel(/E-mail/).fill(person.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("textbox", { name: "Confirm password", exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Nickname").fill(person.nickname);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/join-email$/);
  const code = await latestCode(request, person.email);
  await page.getByRole("textbox", { name: "Verification code" }).fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  if (options.tutorial !== "keep") await skipTutorial(page);
  return person;
}

/** Screenshots for the README and review: e2e/screenshots/<name>-<lang>-<width>.png (git-ignored). */
export async function screenshot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  const language = await page.evaluate(() => document.documentElement.lang);
  // Its fonts loaded and its transitions stopped, so the capture shows the screen as it settles.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({
    path: `screenshots/${name}-${language}-${width}.png`,
    fullPage: true,
    animations: "disabled",
  });
}
