import type { AppDeps } from "../../deps";
import { OWNERSHIP_CHECK_QUEUE, type OwnershipCheckJob, runOwnershipCheck } from "./ownership-check";
import { CHANNEL_WATCH_CRON, CHANNEL_WATCH_QUEUE, watchApprovedChannels } from "./watch-approved-channels";

/** The channel module's background work: ownership checks and the daily re-check. */
export async function startChannelWorkers(deps: AppDeps): Promise<void> {
  await deps.jobs.work<OwnershipCheckJob>(OWNERSHIP_CHECK_QUEUE, (job) => runOwnershipCheck(deps, job));
  await deps.jobs.work(CHANNEL_WATCH_QUEUE, async () => {
    await watchApprovedChannels(deps);
  });
  await deps.jobs.schedule(CHANNEL_WATCH_QUEUE, CHANNEL_WATCH_CRON);
}
