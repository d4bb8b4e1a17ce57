import type {
  CallInput,
  channelAddCall,
  channelDeleteCall,
  channelReviewCall,
  channelVerifyCall,
  TChannel,
} from "@studio/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";
import { withDimSpinner } from "../../stores/loading";
import { channelKeys } from "./channel-queries";

/**
 * The channel writes. Each owns what it changes in the cache: an answered channel replaces its
 * detail at once, and every list is fetched again (statuses and counts move with it).
 */

async function storeChannel(queryClient: QueryClient, channel: TChannel) {
  queryClient.setQueryData(channelKeys.detail(channel.id), channel);
  await queryClient.invalidateQueries({ queryKey: channelKeys.lists() });
}

export function useAddChannelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof channelAddCall>) =>
      withDimSpinner("add-channel", () => callApi("channelAddCall", input)),
    // The detail cache holds the channel alone; whether it was registered before is the add's news.
    onSuccess: ({ already_registered: _alreadyRegistered, ...channel }) => storeChannel(queryClient, channel),
  });
}

/** Starts the ownership check; the dialog's polling follows it from there. */
export function useVerifyChannelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof channelVerifyCall>) => callApi("channelVerifyCall", input),
    onSuccess: (channel) => storeChannel(queryClient, channel),
  });
}

export function useReviewChannelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof channelReviewCall>) =>
      withDimSpinner("review-channel", () => callApi("channelReviewCall", input)),
    onSuccess: (channel) => storeChannel(queryClient, channel),
  });
}

/** A deleted channel leaves the cache: its detail is dropped, so no dialog shows it again. */
export function useDeleteChannelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof channelDeleteCall>) =>
      withDimSpinner("delete-channel", () => callApi("channelDeleteCall", input)),
    onSuccess: async (_answer, input) => {
      queryClient.removeQueries({ queryKey: channelKeys.detail(Number(input.channel_id)) });
      await queryClient.invalidateQueries({ queryKey: channelKeys.lists() });
    },
  });
}
