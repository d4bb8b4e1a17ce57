import type { QueryClient } from "@tanstack/react-query";
import { useSettings } from "../stores/settings";

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
