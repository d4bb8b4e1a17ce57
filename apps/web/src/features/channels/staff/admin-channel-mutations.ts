import type { adminChannelApproveCall, adminChannelDenyCall, CallInput } from "@studio/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { withDimSpinner } from "../../../stores/loading";
import { channelKeys } from "../channel-queries";
import { adminChannelKeys } from "./admin-channel-queries";

/** After a staff decision: the queues, the channel's history and any channel view are stale. */
async function refreshAfterDecision(queryClient: QueryClient, channelId: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminChannelKeys.queues() }),
    queryClient.invalidateQueries({ queryKey: adminChannelKeys.history(channelId) }),
    queryClient.invalidateQueries({ queryKey: channelKeys.all }),
  ]);
}

export function useApproveChannelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof adminChannelApproveCall>) =>
      withDimSpinner("approve-channel", () => callApi("adminChannelApproveCall", input)),
    onSuccess: (channel) => refreshAfterDecision(queryClient, channel.id),
  });
}

export function useDenyChannelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof adminChannelDenyCall>) =>
      withDimSpinner("deny-channel", () => callApi("adminChannelDenyCall", input)),
    onSuccess: (channel) => refreshAfterDecision(queryClient, channel.id),
  });
}
