import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";

/**
 * The boards' query keys, and what every signed-in page asks of them: the header notice and the
 * popups (app/dashboard-extras.tsx). Apart from the boards' pages' queries, so every page loads only
 * these (docs/decisions/122).
 */
export type ReaderKind = "notice" | "event";

export const boardKeys = {
  all: ["board"] as const,
  list: (kind: ReaderKind, page: number) => [...boardKeys.all, "list", kind, page] as const,
  detail: (kind: ReaderKind, id: number) => [...boardKeys.all, "detail", kind, id] as const,
  header: () => [...boardKeys.all, "header"] as const,
  popups: () => [...boardKeys.all, "popups"] as const,
};

/** The newest pinned notice: asked once a session and kept for ten minutes. */
export function headerNoticeQuery() {
  return queryOptions({
    queryKey: boardKeys.header(),
    queryFn: () => callApi("boardHeaderCall", {}),
    staleTime: 10 * 60_000,
  });
}

export function popupsQuery() {
  return queryOptions({
    queryKey: boardKeys.popups(),
    queryFn: () => callApi("popupListCall", {}),
    staleTime: 10 * 60_000,
  });
}
