import type { TChannel } from "@studio/contract";

type Verification = TChannel["verification"];

export { isVerificationRunning } from "./channel-list-query";

/** Whole seconds from `now` until `until` (an ISO instant); 0 once passed, null when there is no end. */
export function secondsUntil(until: string | null, now: number): number | null {
  if (!until) return null;
  const end = Date.parse(until);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.floor((end - now) / 1000));
}

/** What the verification dialog shows about the check, from the channel's verification state. */
export type VerificationView = "idle" | "checking" | "verified" | "failed" | "error";

export function verificationView(verification: Verification): VerificationView {
  if (verification.state === "verified") return "verified";
  if (verification.state === "verifying") return "checking";
  // A failed or unreachable attempt that still repeats by itself is reported as it stands.
  if (verification.state === "failed") return "failed";
  if (verification.state === "error") return "error";
  return verification.checking ? "checking" : "idle";
}
