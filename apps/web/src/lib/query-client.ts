import { QueryClient } from "@tanstack/react-query";

/** The one query cache of the app; app/providers.tsx provides it, stores outside React read it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The API client already retries GETs once (docs/spec.md §4).
    // Data younger than 10 s is not asked again when another part of the screen, or the page after a
    // route's prefetch, starts showing it; changes invalidate what they touch (docs/decisions/115).
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
    mutations: { retry: false },
  },
});
