import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";

/** `/invitation`'s data (docs/decisions/121): the figures and the friends of a period. */
export interface InvitationPeriod {
  start: string;
  end: string;
}

export const invitationKeys = {
  all: ["invitation"] as const,
  dashboard: (period: InvitationPeriod) => [...invitationKeys.all, "dashboard", period] as const,
  list: (period: InvitationPeriod, page: number) => [...invitationKeys.all, "list", period, page] as const,
};

export function invitationDashboardQuery(period: InvitationPeriod) {
  return queryOptions({
    queryKey: invitationKeys.dashboard(period),
    queryFn: () => callApi("invitationDashboardCall", period),
    placeholderData: keepPreviousData,
  });
}

export const FRIENDS_PAGE_SIZE = 20;

export function invitedFriendsQuery(period: InvitationPeriod, page: number) {
  return queryOptions({
    queryKey: invitationKeys.list(period, page),
    queryFn: () => callApi("invitationListCall", { ...period, page, size: FRIENDS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}
