import type { TMe } from "@studio/contract";
import { partialMatchKey, type QueryClient } from "@tanstack/react-query";
import { useSettings } from "../stores/settings";
import { storage } from "../stores/storage";
import { meQueryKey } from "./session";

/**
 * Empties the whole query cache whenever the session token changes (login, one-time login, logout,
 * account deletion, a refused token): nothing of one account may show on the next one's screens.
 * Returns the unsubscribe function.
 */
export function clearCacheOnTokenChange(queryClient: QueryClient): () => void {
  return useSettings.subscribe((state, previous) => {
    if (state.token !== previous.token) queryClient.clear();
  });
}

/**
 * Remembers the signed-in member's name, which the dashboard's prerendered frame shows before any
 * script has run (docs/decisions.md 119), and forgets it when the session ends or is refused.
 * Returns the unsubscribe function.
 */
export function rememberMemberName(queryClient: QueryClient): () => void {
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    if (!partialMatchKey(event.query.queryKey, meQueryKey)) return;
    const me = event.query.state.data as TMe | null | undefined;
    storage.set("memberName", me ? me.info.name : null);
  });
  const stopSettings = useSettings.subscribe((state) => {
    if (!state.token) storage.set("memberName", null);
  });
  return () => {
    stopQueries();
    stopSettings();
  };
}
