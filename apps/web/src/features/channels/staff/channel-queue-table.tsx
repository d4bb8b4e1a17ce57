import { Button, type ButtonProps, Group, Table, Text } from "@mantine/core";
import type { TQueuedChannel } from "@studio/contract";
import { IconCheck, IconHistory, IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TableScroll } from "../../../components/table-scroll";
import { useChannelFormat } from "../channel-format";
import { ChannelIdentity } from "../channel-identity";
import { categoryKey } from "../channel-status";
import { ChannelStatusBadge } from "../channel-status-cell";

export type QueueAction = "approve" | "deny" | "history";
type ButtonLook = Pick<ButtonProps, "color" | "variant">;

/** A row's decision buttons, in order, with how each looks. */
const QUEUE_BUTTONS: ({ action: QueueAction; labelKey: string; Icon: typeof IconCheck } & ButtonLook)[] = [
  { action: "approve", labelKey: "adminChannels.actions.approve", Icon: IconCheck, color: "teal" },
  { action: "deny", labelKey: "adminChannels.actions.deny", Icon: IconX, color: "red", variant: "light" },
  { action: "history", labelKey: "adminChannels.actions.history", Icon: IconHistory, variant: "default" },
];

/** The queue's channels and what to do when a decision button is pressed. */
export interface QueueViewProps {
  channels: TQueuedChannel[];
  onAction: (action: QueueAction, channel: TQueuedChannel) => void;
}

/** Channels waiting for staff, with what a decision needs and the decision buttons. */
export function ChannelQueueTable({ channels, onAction }: QueueViewProps) {
  const { t } = useTranslation();
  const format = useChannelFormat();
  return (
    <TableScroll label={t("adminChannels.queueLabel")} minWidth={1040}>
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
              <TextCell>{t(categoryKey(channel.category))}</TextCell>
              <TextCell ta="right" title={channel.total_views.toLocaleString()}>
                {format.count(channel.total_views)}
              </TextCell>
              <TextCell>{format.date(channel.registered_at)}</TextCell>
              <TextCell>{format.dateTime(channel.verification.verified_at)}</TextCell>
              <Table.Td>
                <QueueButtons channel={channel} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** A channel's decision buttons; on a card they share the card's width. */
export function QueueButtons({
  channel,
  onAction,
  grow = false,
}: {
  channel: TQueuedChannel;
  onAction: (action: QueueAction, channel: TQueuedChannel) => void;
  grow?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" grow={grow}>
      {QUEUE_BUTTONS.map(({ action, labelKey, Icon, color, variant }) => (
        <Button
          key={action}
          size={grow ? "sm" : "xs"}
          color={color}
          variant={variant}
          // A card's three buttons share a phone's width: words only, no room for icons.
          leftSection={grow ? undefined : <Icon size={14} aria-hidden />}
          onClick={() => onAction(action, channel)}
        >
          {t(labelKey)}
        </Button>
      ))}
    </Group>
  );
}

/** A cell of one line of small text. */
function TextCell({ ta, title, children }: { ta?: "right"; title?: string; children: ReactNode }) {
  return (
    <Table.Td ta={ta}>
      <Text size="sm" title={title}>
        {children}
      </Text>
    </Table.Td>
  );
}
