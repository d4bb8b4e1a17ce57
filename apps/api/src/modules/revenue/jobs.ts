import type { AppDeps } from "../../deps";
import { importReportInboxes, REPORT_INBOX_CRON, REPORT_INBOX_QUEUE } from "./report-inbox";
import { runVideoExport, VIDEO_EXPORT_QUEUE } from "./video-export";
import { refreshVideoPeriods, VIDEO_PERIODS_CRON, VIDEO_PERIODS_QUEUE } from "./video-periods";

/**
 * The revenue module's background work: report files out (exports) and in (the report inbox), and
 * the revenue read models (the owners' rollups and the video list's period builds).
 */
export async function startRevenueWorkers(deps: AppDeps): Promise<void> {
  await deps.jobs.work<{ exportId: number }>(VIDEO_EXPORT_QUEUE, (job) => runVideoExport(deps, job.exportId));
  await deps.jobs.work(REPORT_INBOX_QUEUE, async () => {
    await importReportInboxes(deps);
  });
  await deps.jobs.schedule(REPORT_INBOX_QUEUE, REPORT_INBOX_CRON);
  // A reader that found an account's models behind names that account; the schedule and the
  // imports name none (every owner).
  await deps.jobs.work<{ accountIds?: number[] }>(VIDEO_PERIODS_QUEUE, async (job) => {
    await refreshVideoPeriods(deps.db, deps.now(), job.accountIds);
  });
  await deps.jobs.schedule(VIDEO_PERIODS_QUEUE, VIDEO_PERIODS_CRON);
}
