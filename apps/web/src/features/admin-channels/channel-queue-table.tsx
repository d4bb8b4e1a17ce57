import { Button, Group, Table, Text } from "@mantine/core";
import type { TQueuedChannel } from "@studio/contract";
import { IconCheck, IconHistory, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useChannelFormat } from "../channels/channel-format";
import { ChannelIdentity } from "../channels/channel-identity";
import { categoryKey } from "../channels/channel-status";
import { ChannelStatusBadge } from "../channels/channel-status-cell";

export type QueueAction = "approve" | "deny" | "history";

/** Channels waiting for staff, with what a decision needs and the decision buttons. */
export function ChannelQueueTable({
  channels,
  onAction,
}: {
  channels: TQueuedChannel[];
  onAction: (action: QueueAction, channel: TQueuedChannel) => void;
}) {
  const { t } = useTranslation();
  const format = useChannelFormat();
  return (
    <Table.ScrollContainer minWidth={1040}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t("adminChannels.queueLabel")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("channels.columns.channel")}</Table.Th>
            <Table.Th>{t("adminChannels.columns.owner")}</Table.Th>
            <Table.Th>{t("channels.columns.category")}</Table.Th>
            <Table.Th ta="right">{t("channels.columns.views")}</Table.Th>
            <Table.Th>{t("channels.fields.registered")}</Table.Th>
            <Table.Th>{t("adminChannels.columns.verifiedAt")}</Table.Th>
            <Table.Th>{t("channels.columns.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {channels.map((channel) => (
            <Table.Tr key={channel.id}>
              <Table.Td>
                <ChannelIdentity channel={channel} />
                <Group mt={6}>
                  <ChannelStatusBadge status={channel.status} />
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {channel.owner.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {channel.owner_email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(categoryKey(channel.category))}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" title={channel.total_views.toLocaleString()}>
                  {format.count(channel.total_views)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{format.date(channel.registered_at)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{format.dateTime(channel.verification.verified_at)}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Button
                    size="xs"
                    color="teal"
                    leftSection={<IconCheck size={14} aria-hidden />}
                    onClick={() => onAction("approve", channel)}
                  >
                    {t("adminChannels.actions.approve")}
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    leftSection={<IconX size={14} aria-hidden />}
                    onClick={() => onAction("deny", channel)}
                  >
                    {t("adminChannels.actions.deny")}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconHistory size={14} aria-hidden />}
                    onClick={() => onAction("history", channel)}
                  >
                    {t("adminChannels.actions.history")}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
