import type { AppDeps } from "../../deps";
import { runVideoExport, VIDEO_EXPORT_QUEUE } from "./video-export";

/** The revenue module's background work: report files. */
export async function startRevenueWorkers(deps: AppDeps): Promise<void> {
  await deps.jobs.work<{ exportId: number }>(VIDEO_EXPORT_QUEUE, (job) => runVideoExport(deps, job.exportId));
}
