import type { AppDeps } from "../../deps";
import { ensureFactPartitions, FACT_PARTITIONS_CRON, FACT_PARTITIONS_QUEUE } from "./fact-partitions";
import { importReportInboxes, REPORT_INBOX_CRON, REPORT_INBOX_QUEUE } from "./report-inbox";
import { dropAbandonedBatches } from "./stats-import-queries";
import { resumeSwitches } from "./stats-import-switch";
import { runVideoExport, VIDEO_EXPORT_QUEUE } from "./video-export";
import { refreshVideoPeriods, VIDEO_PERIODS_CRON, VIDEO_PERIODS_QUEUE } from "./video-periods";

export const STAGING_CLEANUP_QUEUE = "stats-staging-cleanup";
/** Staging rows older than this belong to an import that died (a live one switches in minutes). */
const ABANDONED_STAGING_MS = 86_400_000;

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
  // A switch a dead process left half-applied is rolled forward now, without holding up the start
  // (docs/decisions/045); the clean-up job tries again for one that failed.
  void resumeSwitches(deps.db).catch((error: Error) => console.error("stats import switch:", error.message));
  await deps.jobs.work(STAGING_CLEANUP_QUEUE, async () => {
    await resumeSwitches(deps.db);
    await dropAbandonedBatches(deps.db, new Date(deps.now().getTime() - ABANDONED_STAGING_MS));
  });
  await deps.jobs.schedule(STAGING_CLEANUP_QUEUE, "41 3 * * *");
  // The facts' months ahead (docs/decisions/151), at the start too: a node started after a long stop
  // makes the month it is in before that month's first import.
  await deps.jobs.work(FACT_PARTITIONS_QUEUE, async () => {
    await ensureFactPartitions(deps.db, deps.now());
  });
  await deps.jobs.schedule(FACT_PARTITIONS_QUEUE, FACT_PARTITIONS_CRON);
  void ensureFactPartitions(deps.db, deps.now()).catch((error: Error) =>
    console.error("video fact partitions:", error.message),
  );
}
