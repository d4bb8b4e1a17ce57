import { Button, Card, Center, EmptyState, Group, Loader, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconVideoPlus } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { failureMessage } from "../../lib/api-action";
import { useSettings } from "../../stores/settings";

/** Placeholder rows while the channels load. */
export function ChannelListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t("common.loading")}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Card key={i} withBorder radius="lg" padding="md">
          <Group wrap="nowrap">
            <Skeleton circle height={40} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={12} width="40%" />
              <Skeleton height={10} width="25%" />
            </Stack>
            <Skeleton height={22} width={90} radius="sm" />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** No channel yet: what to do first. */
export function ChannelListEmpty({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl">
      <EmptyState
        variant="light"
        icon={<IconVideoPlus size={32} aria-hidden />}
        title={t("channels.empty.title")}
        description={t("channels.empty.text")}
      >
        <EmptyState.Actions>
          <Button onClick={onAdd} leftSection={<IconVideoPlus size={16} aria-hidden />}>
            {t("channels.add")}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

/** A list that failed to load, with a way to try again. */
export function QueryErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl" role="alert">
      <Stack align="center" gap="sm" ta="center">
        <IconAlertCircle size={32} color="var(--mantine-color-red-6)" aria-hidden />
        <Text>{message}</Text>
        <Button variant="light" onClick={onRetry}>
          {t("errors.retry")}
        </Button>
      </Stack>
    </Paper>
  );
}

/** A query's data once loaded: a spinner while it loads, its failure with a retry if it fails. */
export function QueryLoaded<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t("common.loading")} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <QueryErrorPanel message={failureMessage(query.error, language)} onRetry={() => void query.refetch()} />
    );
  }
  return children(query.data);
}
