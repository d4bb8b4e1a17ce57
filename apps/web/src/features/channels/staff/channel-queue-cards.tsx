import { Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PlainList } from "../../../components/plain-list";
import { useChannelFormat } from "../channel-format";
import { ChannelIdentity } from "../channel-identity";
import { categoryKey } from "../channel-status";
import { ChannelStatusBadge } from "../channel-status-cell";
import { LabelledFact } from "../labelled-fact";
import { QueueButtons, type QueueViewProps } from "./channel-queue-table";

/**
 * The queue on a phone or tablet: one card per channel with what a decision needs and its buttons
 * within reach, where the table's last column would be off-screen (docs/decisions/114).
 */
export function ChannelQueueCards({ channels, onAction }: QueueViewProps) {
  const { t } = useTranslation();
  const format = useChannelFormat();
  return (
    <PlainList label={t("adminChannels.queueLabel")}>
      {channels.map((channel) => (
        <Paper key={channel.id} component="li" withBorder radius="lg" p="md" aria-label={channel.name}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <ChannelIdentity channel={channel} maxNameWidth={180} />
              <ChannelStatusBadge status={channel.status} />
            </Group>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
              <LabelledFact label={t("adminChannels.columns.owner")}>
                {channel.owner.name}
                <Text size="xs" c="dimmed" truncate>
                  {channel.owner_email}
                </Text>
              </LabelledFact>
              <LabelledFact label={t("channels.columns.category")}>
                {t(categoryKey(channel.category))}
              </LabelledFact>
              <LabelledFact label={t("channels.columns.views")}>
                {format.count(channel.total_views)}
              </LabelledFact>
              <LabelledFact label={t("channels.fields.registered")}>
                {format.date(channel.registered_at)}
              </LabelledFact>
              <LabelledFact label={t("adminChannels.columns.verifiedAt")}>
                {format.dateTime(channel.verification.verified_at)}
              </LabelledFact>
            </SimpleGrid>
            <QueueButtons channel={channel} onAction={onAction} grow />
          </Stack>
        </Paper>
      ))}
    </PlainList>
  );
}
