import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { queryClient } from "../lib/query-client";
import { themeFor } from "../lib/theme";
import { useSettings } from "../stores/settings";

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
