import { PAGE_SIZE, type TChannel } from "@studio/contract";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";

/*
 * The channel list's query and the channel keys, apart from the other channel queries: the revenue
 * pages' route prefetch (app/revenue-prefetch.ts) is in every page's entry, and takes only these
 * (docs/decisions/121).
 */

/** How often the list looks again while an ownership check of one of its channels is running. */
export const LIST_POLL_MS = 5_000;
export const CHANNELS_PAGE_SIZE = PAGE_SIZE.default;

/** Query keys of the channel calls: one root, so a change anywhere refreshes every channel view. */
export const channelKeys = {
  all: ["channels"] as const,
  lists: () => [...channelKeys.all, "list"] as const,
  list: (page: number, size: number) => [...channelKeys.lists(), { page, size }] as const,
  detail: (id: number) => [...channelKeys.all, "detail", id] as const,
};

/** The check is still going: running now, or repeating by itself until `checking_until`. */
export function isVerificationRunning(verification: TChannel["verification"]): boolean {
  return verification.state === "verifying" || verification.checking;
}

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
