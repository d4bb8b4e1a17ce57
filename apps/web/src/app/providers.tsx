import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { themeFor } from "../lib/theme";
import { useSettings } from "../stores/settings";

export const queryClient = new QueryClient({
  defaultOptions: {
    // The API client already retries GETs once (docs/spec.md §4).
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  const colorPrimary = useSettings((s) => s.metaSite?.color_primary);
  const theme = useMemo(() => themeFor(colorPrimary), [colorPrimary]);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications position="bottom-center" limit={3} zIndex={4000} />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
