import type { TMe, TNotification } from "@studio/contract";
import { type InfiniteData, infiniteQueryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";
import { meQueryKey } from "../../lib/session";
import { unreadNotificationsKey } from "../../lib/unread-notifications";

/** The notification centre's data (docs/decisions/120). */
export const notificationKeys = { list: ["notification", "list"] as const };

type Page = { items: TNotification[]; more: boolean; unread: number };

export function notificationListQuery() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam }) => callApi("notificationListCall", pageParam ? { before: pageParam } : {}),
    initialPageParam: 0,
    getNextPageParam: (last: Page) => (last.more ? last.items.at(-1)?.id : undefined),
  });
}

/** Marks one read or all read: the list and the header's count change at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | "all") =>
      id === "all" ? callApi("notificationReadAllCall", {}) : callApi("notificationReadCall", { id }),
    onMutate: (id) => {
      queryClient.setQueryData<InfiniteData<Page>>(notificationKeys.list, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((n) => (id === "all" || n.id === id ? { ...n, read: true } : n)),
              })),
            }
          : data,
      );
    },
    onSuccess: ({ unread }) => queryClient.setQueryData(unreadNotificationsKey, unread),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}

/** Which notifications the account also gets by e-mail (`member/settings/push`). */
export function usePushSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { notice?: boolean; marketing?: boolean }) => callApi("pushSettingsCall", input),
    onSuccess: (push) =>
      queryClient.setQueriesData<TMe | null>({ queryKey: meQueryKey }, (me) => (me ? { ...me, push } : me)),
  });
}
