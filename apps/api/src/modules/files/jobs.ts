import type { AppDeps } from "../../deps";
import { deleteAbandonedFiles, deleteExpiredFiles } from "./queries";

export const FILES_RETENTION_QUEUE = "files-retention";
/** Hourly: a file is gone within the hour after its retention period (downloads refuse it at once). */
export const FILES_RETENTION_CRON = "17 * * * *";

/** The retention job: files past their period, and files a dead job left unfinished. */
export async function cleanUpFiles(deps: AppDeps): Promise<number> {
  const now = deps.now();
  await deleteAbandonedFiles(deps.db, new Date(now.getTime() - 86_400_000));
  return deleteExpiredFiles(deps.db, now);
}

export async function startFileWorkers(deps: AppDeps): Promise<void> {
  await deps.jobs.work(FILES_RETENTION_QUEUE, async () => {
    await cleanUpFiles(deps);
  });
  await deps.jobs.schedule(FILES_RETENTION_QUEUE, FILES_RETENTION_CRON);
}
