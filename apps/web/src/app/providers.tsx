import { MantineProvider } from "@mantine/core";
import { useNotifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useMemo, useRef } from "react";
import { queryClient } from "../lib/query-client";
import { cssVariablesResolver, themeFor } from "../lib/theme";
import { useSettings } from "../stores/settings";

/**
 * The snackbar's renderer (and its transitions) is fetched with the first message, not with the
 * page: until then the messages wait in Mantine's notifications store, which is all a page loads.
 */
const SnackbarRenderer = lazy(() => import("./snackbar-renderer"));

function SnackbarHost() {
  const { notifications, queue } = useNotifications();
  const needed = useRef(false);
  needed.current ||= notifications.length + queue.length > 0;
  if (!needed.current) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarRenderer />
    </Suspense>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const colorPrimary = useSettings((s) => s.metaSite?.color_primary);
  const theme = useMemo(() => themeFor(colorPrimary), [colorPrimary]);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <SnackbarHost />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
