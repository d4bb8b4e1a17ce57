import { QueryClient } from "@tanstack/react-query";

/** The one query cache of the app; app/providers.tsx provides it, stores outside React read it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The API client already retries GETs once (docs/spec.md §4).
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
