import { EmptyState, Paper, Skeleton, Stack } from "@mantine/core";
import { IconChartBarOff } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { QueryErrorPanel } from "../../components/query-states";
import { failureMessage } from "../../lib/api-action";
import { useSettings } from "../../stores/settings";

/** Nothing to show for the period (or at all yet), and why. */
export function RevenueEmpty({ title, text }: { title: string; text?: string }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <EmptyState
        variant="light"
        icon={<IconChartBarOff size={32} aria-hidden />}
        title={title}
        description={text}
      />
    </Paper>
  );
}

/** A figures call that failed: its message and a retry. */
export function RevenueError({ query }: { query: Pick<UseQueryResult, "error" | "refetch"> }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  return (
    <QueryErrorPanel
      message={`${t("revenue.states.loadError")} ${failureMessage(query.error, language)}`}
      onRetry={() => void query.refetch()}
    />
  );
}

/** Placeholder rows while a table of figures loads. */
export function RowsSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" aria-busy="true" role="status" aria-label={t("common.loading")}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Skeleton key={i} height={52} radius="md" />
      ))}
    </Stack>
  );
}
