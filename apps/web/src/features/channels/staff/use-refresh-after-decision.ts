import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { channelKeys } from "../channel-queries";
import { adminChannelKeys } from "./admin-channel-queries";

/** After a staff decision: the queues, the channel's history and any channel view are stale. */
export function useRefreshAfterDecision() {
  const queryClient = useQueryClient();
  return useCallback(
    async (channelId: number) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminChannelKeys.queues() }),
        queryClient.invalidateQueries({ queryKey: adminChannelKeys.history(channelId) }),
        queryClient.invalidateQueries({ queryKey: channelKeys.all }),
      ]);
    },
    [queryClient],
  );
}
