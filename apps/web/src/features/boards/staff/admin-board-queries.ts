import type { BoardKind, TBoardInput } from "@studio/contract";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { boardKeys } from "../board-queries";

/** The back-office's boards (docs/decisions/122). */
export const adminBoardKeys = {
  all: ["admin-board"] as const,
  list: (kind: BoardKind, page: number) => [...adminBoardKeys.all, "list", kind, page] as const,
  detail: (id: number) => [...adminBoardKeys.all, "detail", id] as const,
  participants: (id: number) => [...adminBoardKeys.all, "participants", id] as const,
};

export function adminBoardListQuery(kind: BoardKind, page: number) {
  return queryOptions({
    queryKey: adminBoardKeys.list(kind, page),
    queryFn: () => callApi("adminBoardListCall", { kind, page }),
    placeholderData: keepPreviousData,
  });
}

export function adminBoardQuery(id: number) {
  return queryOptions({
    queryKey: adminBoardKeys.detail(id),
    queryFn: () => callApi("adminBoardDetailCall", { id }),
  });
}

export function participantsQuery(boardId: number) {
  return queryOptions({
    queryKey: adminBoardKeys.participants(boardId),
    queryFn: () => callApi("adminCampaignParticipantsCall", { board_id: boardId }),
  });
}

/** Saving changes what staff and readers see: both caches are refreshed. */
export function useSaveBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TBoardInput) => callApi("adminBoardSaveCall", input),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminBoardKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: adminBoardKeys.all });
      void queryClient.invalidateQueries({ queryKey: boardKeys.all });
    },
  });
}

export function usePreviewMarkdown() {
  return useMutation({ mutationFn: (body: string) => callApi("adminBoardPreviewCall", { body }) });
}

export function useDecideApplication(boardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { applicationId: number; status: "approved" | "rejected" }) =>
      callApi("adminCampaignDecideCall", { application_id: input.applicationId, status: input.status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBoardKeys.participants(boardId) }),
  });
}
