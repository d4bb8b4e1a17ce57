import { Button, Card, EmptyState, Group, Paper, Skeleton, Stack } from "@mantine/core";
import { IconVideoPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Placeholder rows while the channels load. */
export function ChannelListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" role="status" aria-label={t("common.loading")}>
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
