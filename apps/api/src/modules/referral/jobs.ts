import type { AppDeps } from "../../deps";
import { expireReferralPoints } from "./expire-points";

export const REFERRAL_EXPIRY_QUEUE = "referral.expire";
/** Daily at 00:30 UTC: points expire within a day of their validity's end. */
export const REFERRAL_EXPIRY_CRON = "30 0 * * *";

export async function startReferralWorkers(deps: AppDeps): Promise<void> {
  await deps.jobs.work(REFERRAL_EXPIRY_QUEUE, async () => {
    await expireReferralPoints(deps.db, deps.now());
  });
  await deps.jobs.schedule(REFERRAL_EXPIRY_QUEUE, REFERRAL_EXPIRY_CRON);
}
