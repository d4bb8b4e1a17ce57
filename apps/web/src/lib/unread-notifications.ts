import { NOTIFICATION_PAGE_SIZE } from "@studio/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSettings } from "../stores/settings";
import { callApi } from "./api-client";

/**
 * The unread count the header's bell and the bottom bar show (docs/decisions/120): asked again
 * every minute and when the tab comes back, and set at once by the notification centre's writes.
 */
export const unreadNotificationsKey = ["notification", "unread"] as const;

export function unreadNotificationsQuery() {
  return queryOptions({
    queryKey: unreadNotificationsKey,
    queryFn: async () => (await callApi("notificationUnreadCall", {})).unread,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function useUnreadNotifications(): number {
  const signedIn = useSettings((s) => Boolean(s.token));
  const { data } = useQuery({ ...unreadNotificationsQuery(), enabled: signedIn });
  return data ?? 0;
}

/** "99+" past the count the server stops at. */
export const unreadLabel = (count: number): string =>
  count >= NOTIFICATION_PAGE_SIZE.unreadCap ? `${NOTIFICATION_PAGE_SIZE.unreadCap - 1}+` : String(count);
