import { Button, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconMusicOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { failureMessage } from "../../lib/api-action";
import { useSettings } from "../../stores/settings";

/** Placeholder rows while tracks load. */
export function TrackListSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" aria-busy="true" role="status" aria-label={t("common.loading")}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Group key={i} wrap="nowrap" px="sm" py={6}>
          <Skeleton height={44} width={44} radius="md" />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="45%" />
            <Skeleton height={10} width="25%" />
          </Stack>
          <Skeleton height={32} width={110} radius="xl" />
        </Group>
      ))}
    </Stack>
  );
}

/** Nothing to show, with an optional way out (e.g. clear the filters). */
export function MusicEmpty({
  title,
  text,
  action,
}: {
  title: string;
  text?: string;
  action?: { label: string; onClick: () => void };
}) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" ta="center" gap="xs">
        <IconMusicOff size={32} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text fw={600}>{title}</Text>
        {text && (
          <Text size="sm" c="dimmed" maw={420}>
            {text}
          </Text>
        )}
        {action && (
          <Button variant="light" onClick={action.onClick}>
            {action.label}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** A music call that failed, with the server's message and a way to try again. */
export function MusicError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  return (
    <Paper withBorder radius="lg" p="xl" role="alert">
      <Stack align="center" ta="center" gap="sm">
        <IconAlertCircle size={32} color="var(--mantine-color-red-6)" aria-hidden />
        <Text>
          {t("music.loadError")} {failureMessage(error, language)}
        </Text>
        <Button variant="light" onClick={onRetry}>
          {t("errors.retry")}
        </Button>
      </Stack>
    </Paper>
  );
}
