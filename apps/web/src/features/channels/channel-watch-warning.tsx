import { Alert, Stack, Text } from "@mantine/core";
import type { TChannel } from "@studio/contract";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useChannelFormat } from "./channel-format";

export function hasWatchFinding(watch: TChannel["watch"]): boolean {
  return Boolean(watch.code_missing_since || watch.handle_changed_from);
}

/** What the daily re-check of an approved channel noticed: a missing code, a changed handle. */
export function ChannelWatchWarning({ watch }: { watch: TChannel["watch"] }) {
  const { t } = useTranslation();
  const format = useChannelFormat();
  if (!hasWatchFinding(watch)) return null;
  return (
    <Alert color="yellow" variant="light" p="xs" icon={<IconAlertTriangle size={16} />}>
      <Stack gap={2}>
        {watch.code_missing_since && (
          <Text size="xs">
            {t("channels.watch.codeMissing", { date: format.date(watch.code_missing_since) })}
          </Text>
        )}
        {watch.handle_changed_from && (
          <Text size="xs">
            {t("channels.watch.handleChanged", {
              handle: watch.handle_changed_from.replace(/^@/, ""),
              date: format.date(watch.handle_changed_at),
            })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
