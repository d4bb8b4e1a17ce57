/**
 * The demo's published authenticator secret and the demo accounts it is set up on: the staff and
 * the manager, who must sign in with a second factor (apps/api/src/seed/demo.ts `DEMO_TOTP_SECRET`,
 * docs/decisions/142). Written out here: the browser tests load nothing of the server's source.
 */
export const DEMO_TOTP_SECRET = "STUDIODEMOTOTPSECRETKEY234567ABC";

export const DEMO_ACCOUNTS_WITH_TOTP = [
  "manager@studio.test",
  "staff@studio.test",
  "operator@studio.test",
] as const;
