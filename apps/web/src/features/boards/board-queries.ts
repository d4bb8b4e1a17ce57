import type { TBoardDetail } from "@studio/contract";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";

import { boardKeys, type ReaderKind } from "./announcement-queries";

/** The notices' and events' pages (docs/decisions/122). */
export { boardKeys, type ReaderKind };

export function boardListQuery(kind: ReaderKind, page: number) {
  return queryOptions({
    queryKey: boardKeys.list(kind, page),
    queryFn: () => callApi("boardListCall", { kind, page }),
    placeholderData: keepPreviousData,
  });
}

export function boardDetailQuery(kind: ReaderKind, id: number) {
  return queryOptions({
    queryKey: boardKeys.detail(kind, id),
    queryFn: () => callApi("boardDetailCall", { kind, id }),
  });
}

/** The approved channels the member owns: the ones a campaign takes (60004). */
export function ownApprovedChannelsQuery() {
  return queryOptions({
    queryKey: ["channels", "list", "approved-for-campaign"] as const,
    queryFn: () => callApi("channelListCall", { status: "approved", page: 0, size: 200 }),
  });
}

/** Applying and entering a video change the event's campaign: the detail takes the answer. */
function useCampaignWrite<I>(kind: ReaderKind, boardId: number, write: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.detail(kind, boardId) }),
  });
}

export function useApplyToCampaign(boardId: number) {
  return useCampaignWrite("event", boardId, (channelId: number) =>
    callApi("campaignApplyCall", { board_id: boardId, channel_id: channelId }),
  );
}

export function useEnterCampaignVideo(boardId: number) {
  return useCampaignWrite("event", boardId, (input: { channelId: number; url: string }) =>
    callApi("campaignVideoCall", { board_id: boardId, channel_id: input.channelId, url: input.url }),
  );
}

export function useCampaignResources(boardId: number) {
  return useMutation({ mutationFn: () => callApi("campaignResourcesCall", { board_id: boardId }) });
}

export type TCampaignDetail = NonNullable<TBoardDetail["campaign"]>;
