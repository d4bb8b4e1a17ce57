import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";

/**
 * An account that must set up a second factor first (docs/decisions/142) is refused every other
 * call with 10031: the member is read again, and its `two_factor` sends the person to the setup
 * screen (app/route-rules.ts). By number: the error catalogue stays out of the entry (decision 075);
 * the member's key is lib/session.ts `meQueryKey`, written out as session.ts imports this module's
 * users.
 */
export const SECOND_FACTOR_SETUP_REQUIRED = 10031;

function onCallFailed(error: unknown) {
  if ((error as { code?: unknown } | null)?.code === SECOND_FACTOR_SETUP_REQUIRED) {
    void queryClient.invalidateQueries({ queryKey: ["member", "me"] });
  }
}

/** The one query cache of the app; app/providers.tsx provides it, stores outside React read it. */
export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onCallFailed }),
  mutationCache: new MutationCache({ onError: onCallFailed }),
  defaultOptions: {
    // The API client already retries GETs once (docs/spec.md §4).
    // Data younger than 10 s is not asked again when another part of the screen, or the page after a
    // route's prefetch, starts showing it; changes invalidate what they touch (docs/decisions/115).
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
    mutations: { retry: false },
  },
});
