import { PAGE_SIZE, type TChannel } from "@studio/contract";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";
import { isVerificationRunning } from "./verification-progress";

/** How often the list looks again while an ownership check of one of its channels is running. */
export const LIST_POLL_MS = 5_000;
/** How often the verification dialog looks again while its check is running. */
export const DETAIL_POLL_MS = 3_000;

export const CHANNELS_PAGE_SIZE = PAGE_SIZE.default;

/** Query keys of the channel calls: one root, so a change anywhere refreshes every channel view. */
export const channelKeys = {
  all: ["channels"] as const,
  lists: () => [...channelKeys.all, "list"] as const,
  list: (page: number, size: number) => [...channelKeys.lists(), { page, size }] as const,
  detail: (id: number) => [...channelKeys.all, "detail", id] as const,
};

/** Whether any channel of a list page is still being checked (the list then refreshes by itself). */
export function anyVerificationRunning(channels: readonly TChannel[] | undefined): boolean {
  return Boolean(channels?.some((channel) => isVerificationRunning(channel.verification)));
}

/** A page of the account's channels (page from 0), with the count of approved ones. */
export function channelListQuery(page = 0, size = CHANNELS_PAGE_SIZE) {
  return queryOptions({
    queryKey: channelKeys.list(page, size),
    queryFn: () => callApi("channelListCall", { page, size }),
    refetchInterval: (query) => (anyVerificationRunning(query.state.data?.items) ? LIST_POLL_MS : false),
  });
}

/** One channel; `poll` keeps it fresh while its ownership check runs. */
export function channelDetailQuery(id: number, poll: boolean) {
  return queryOptions({
    queryKey: channelKeys.detail(id),
    queryFn: () => callApi("channelDetailCall", { channel_id: id }),
    refetchInterval: (query) =>
      poll && query.state.data && isVerificationRunning(query.state.data.verification)
        ? DETAIL_POLL_MS
        : false,
  });
}
