import { type CallInput, type Currency, type mcnFeeRatePreviewCall, PAGE_SIZE } from "@studio/contract";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";
import { teamKeys } from "../../lib/team-accounts";

/** Rows per page of the audit list and the channel assignment list. */
export const TEAM_LIST_PAGE_SIZE = PAGE_SIZE.default;

/** Query keys of the team screens, under the team's root so every team write refreshes them. */
export const teamScreenKeys = {
  history: (member: number) => [...teamKeys.all, "fee-rate-history", member] as const,
  // The answer's amounts are in the display currency: a switch asks again.
  preview: (input: CallInput<typeof mcnFeeRatePreviewCall>, currency: Currency) =>
    [...teamKeys.all, "fee-rate-preview", input, currency] as const,
  audit: (page: number) => [...teamKeys.all, "audit", page] as const,
  channels: (page: number) => [...teamKeys.all, "channels", page] as const,
};

/** A member's fee-rate history, newest first. */
export function feeRateHistoryQuery(member: number) {
  return queryOptions({
    queryKey: teamScreenKeys.history(member),
    queryFn: () => callApi("mcnFeeRateHistoryCall", { target: member }),
  });
}

/** What the member would net for a month under a proposed rate, beside the rate in force. */
export function feeRatePreviewQuery(input: CallInput<typeof mcnFeeRatePreviewCall>, currency: Currency) {
  return queryOptions({
    queryKey: teamScreenKeys.preview(input, currency),
    queryFn: () => callApi("mcnFeeRatePreviewCall", input),
  });
}

/** A page of the manager's actions on the team, newest first. */
export function auditQuery(page: number) {
  return queryOptions({
    queryKey: teamScreenKeys.audit(page),
    queryFn: () => callApi("mcnAuditCall", { page, size: TEAM_LIST_PAGE_SIZE }),
  });
}

/** A page of the manager's channels with the member each is assigned to. */
export function teamChannelsQuery(page: number) {
  return queryOptions({
    queryKey: teamScreenKeys.channels(page),
    queryFn: () => callApi("channelListCall", { page, size: TEAM_LIST_PAGE_SIZE }),
  });
}
