import { PAGE_SIZE } from "@studio/contract";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";

export const QUEUE_STATUSES = ["pending", "denied.pending"] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export const QUEUE_PAGE_SIZE = PAGE_SIZE.default;

export const adminChannelKeys = {
  all: ["admin", "channels"] as const,
  queues: () => [...adminChannelKeys.all, "queue"] as const,
  queue: (status: QueueStatus, page: number) => [...adminChannelKeys.queues(), { status, page }] as const,
  history: (id: number) => [...adminChannelKeys.all, "history", id] as const,
};

/** Channels waiting for staff: pending ones, or held ones. */
export function channelQueueQuery(status: QueueStatus, page: number) {
  return queryOptions({
    queryKey: adminChannelKeys.queue(status, page),
    queryFn: () => callApi("adminChannelQueueCall", { status, page, size: QUEUE_PAGE_SIZE }),
  });
}

/** Every transition and check of a channel, newest first. */
export function channelHistoryQuery(id: number) {
  return queryOptions({
    queryKey: adminChannelKeys.history(id),
    queryFn: () => callApi("adminChannelHistoryCall", { channel_id: id }),
  });
}
