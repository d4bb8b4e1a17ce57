import type { adminJobFailedCall, CallInput } from "@studio/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";
import { backofficeKeys } from "./backoffice-queries";

/** The job queue screen's reads (docs/decisions/135), in the back-office's key space: a retry refreshes them. */
export const jobKeys = {
  all: [...backofficeKeys.all, "jobs"] as const,
  queues: () => [...jobKeys.all, "queues"] as const,
  failed: (filter: CallInput<typeof adminJobFailedCall>) => [...jobKeys.all, "failed", filter] as const,
};

export const jobQueuesQuery = () =>
  queryOptions({ queryKey: jobKeys.queues(), queryFn: () => callApi("adminJobQueuesCall", {}) });

export const failedJobsQuery = (filter: CallInput<typeof adminJobFailedCall>) =>
  queryOptions({
    queryKey: jobKeys.failed(filter),
    queryFn: () => callApi("adminJobFailedCall", filter),
    placeholderData: keepPreviousData,
  });
