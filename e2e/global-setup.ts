import { type FullConfig, request } from "@playwright/test";
import { DEMO_PASSWORD, freshClientAddress, TRUSTED_DEVICES_ENV } from "./support/app";
import { DEMO_ACCOUNTS_WITH_TOTP, DEMO_TOTP_SECRET } from "./support/demo-two-factor";
import { totpCode } from "./support/two-factor";

/**
 * Runs once per `playwright test`, after its web server is up (Playwright starts the server
 * first): the demo staff and manager accounts have an authenticator app (docs/decisions/142), so
 * each signs in here once with its code and "remember this device". The device tokens go to the
 * workers in an environment variable (`TRUSTED_DEVICES_ENV`); `logIn` and `demoSession` sign in
 * with them, so no test spends an authenticator code, which the server takes once per 30 seconds
 * per account, on a login.
 */
export default async function globalSetup(config: FullConfig) {
  const api = await request.newContext({ baseURL: config.projects[0]?.use.baseURL });
  const devices: Record<string, string> = {};
  try {
    for (const email of DEMO_ACCOUNTS_WITH_TOTP) {
      const headers = { "x-forwarded-for": freshClientAddress() };
      const login = await api.post("/api/member/login", {
        data: { id: email, password: DEMO_PASSWORD },
        headers,
      });
      const first = (await login.json()) as {
        success: boolean;
        code?: number;
        data?: { token?: string; second_factor?: { ticket: string } };
      };
      const ticket = first.data?.second_factor?.ticket;
      if (!first.success || !ticket) throw new Error(`login of ${email}: ${JSON.stringify(first)}`);
      const verify = await api.post("/api/member/login/verify", {
        data: { ticket, method: "totp", code: await totpCode(DEMO_TOTP_SECRET), remember: true },
        headers,
      });
      const second = (await verify.json()) as {
        success: boolean;
        code?: number;
        data?: { device: string | null };
      };
      if (!second.success || !second.data?.device) throw new Error(`second step of ${email}: ${second.code}`);
      devices[email] = second.data.device;
    }
  } finally {
    await api.dispose();
  }
  process.env[TRUSTED_DEVICES_ENV] = JSON.stringify(devices);
}
