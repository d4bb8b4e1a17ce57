import { E, JOB_ERROR_MAX, type TFailedJob, type TJobQueue } from "@studio/contract";
import type { Db } from "../../db/client";
import type { Network } from "../../db/rows";
import type { JobQueue } from "../../jobs/queue";
import { AppError } from "../../lib/app-error";
import type { StaffAuditNote } from "../../lib/staff-audit";

/**
 * The job queue screen (docs/decisions/135). The queues are the installation's, shared by every
 * network, and a failed job's error may name another network's data: only the administrators of
 * the default network (the one `create-network` made first, the operator's own) see and retry them.
 */
export function assertSystemStaff(network: Network): void {
  if (!network.isDefault) throw new AppError(E.INVALID_ACCESS);
}

export async function listJobQueues(jobs: JobQueue): Promise<{ queues: TJobQueue[] }> {
  return { queues: await jobs.queueCounts() };
}

const cut = (text: string) => (text.length > JOB_ERROR_MAX ? `${text.slice(0, JOB_ERROR_MAX - 1)}…` : text);

export async function listFailedJobs(
  jobs: JobQueue,
  filter: { queue?: string; page: number; size: number },
): Promise<{ items: TFailedJob[]; total: number }> {
  const { jobs: found, total } = await jobs.failedJobs({
    ...(filter.queue ? { queue: filter.queue } : {}),
    limit: filter.size,
    offset: filter.page * filter.size,
  });
  return {
    total,
    items: found.map((job) => ({
      id: job.id,
      queue: job.queue,
      error: cut(job.error),
      retries: job.retries,
      created_at: job.createdAt.toISOString(),
      failed_at: job.failedAt?.toISOString() ?? null,
    })),
  };
}

/** Runs a failed job again; the audit keeps which job and that it went from failed to retry. */
export async function retryJob(
  deps: { db: Db; jobs: JobQueue },
  input: { queue: string; id: string },
  audit: StaffAuditNote,
): Promise<{ retried: boolean }> {
  const retried = await deps.jobs.retry(input.queue, input.id);
  await audit.record(deps.db, {
    target: `job:${input.queue}/${input.id}`,
    before: { state: retried ? "failed" : null },
    after: { state: retried ? "retry" : null, retried },
  });
  return { retried };
}
