import type { CDPSession, Page } from "@playwright/test";
import { generate } from "otplib";

/**
 * Two-step sign-in in the browser tests (docs/decisions/142): authenticator codes computed from a
 * secret as an app would, and Chromium's virtual authenticator standing in for a phone or a
 * security key.
 */

/** The TOTP step length, as the server and every authenticator app count it. */
const STEP_SECONDS = 30;

/**
 * The authenticator code of a secret, `stepsAhead` steps from now. The server takes a code once per
 * 30-second step and account and allows one step either side, so a test that already used this
 * step's code uses the next step's instead of waiting for it.
 */
export function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  const epoch = Math.floor(Date.now() / 1000) + stepsAhead * STEP_SECONDS;
  return generate({ secret: secret.replace(/\s+/g, ""), epoch });
}

/**
 * A platform authenticator on the page's browser (Chromium's CDP WebAuthn domain): it creates and
 * uses passkeys with the person verified, as a fingerprint reader would. Removed with the page's
 * context.
 */
export async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, id: authenticatorId };
}
