import { Drawer, Stack, Text, Timeline } from "@mantine/core";
import type { TChannelEvent } from "@studio/contract";
import { IconEye, IconShieldCheck, IconTransfer } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { QueryLoaded } from "../../../components/query-states";
import { useChannelFormat } from "../channel-format";
import { channelHistoryQuery } from "./admin-channel-queries";
import { eventKindKey, eventValueKey } from "./channel-event-text";
import type { QueuedChannelDialogProps } from "./staff-decision";

const KIND_ICONS = { status: IconTransfer, check: IconShieldCheck, watch: IconEye };

/** Every status change, ownership check and re-check finding of a channel, newest first. */
export function ChannelHistoryDrawer({ channel, onClose }: QueuedChannelDialogProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      closeButtonProps={{ "aria-label": t("common.close") }}
      opened={channel !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={
        channel ? t("adminChannels.history.title", { name: channel.name }) : t("adminChannels.history.open")
      }
    >
      {channel && <HistoryTimeline channelId={channel.id} />}
    </Drawer>
  );
}

function HistoryTimeline({ channelId }: { channelId: number }) {
  const { t } = useTranslation();
  const value = useEventValueText();
  const history = useQuery(channelHistoryQuery(channelId));
  return (
    <QueryLoaded query={history}>
      {({ events }) =>
        events.length === 0 ? (
          <Text c="dimmed">{t("adminChannels.history.empty")}</Text>
        ) : (
          <Timeline bulletSize={26} lineWidth={2} active={events.length}>
            {events.map((event) => {
              const Icon = KIND_ICONS[event.kind];
              return (
                <Timeline.Item
                  key={event.id}
                  bullet={<Icon size={14} aria-hidden />}
                  title={`${t(eventKindKey(event.kind))}: ${value(event.to)}`}
                >
                  <HistoryDetails event={event} />
                </Timeline.Item>
              );
            })}
          </Timeline>
        )
      }
    </QueryLoaded>
  );
}

/** A history value in words: a status, a check outcome, a re-check finding, or the raw value. */
function useEventValueText() {
  const { t } = useTranslation();
  return (raw: string | null) => {
    const key = eventValueKey(raw);
    return key ? t(key) : (raw ?? "");
  };
}

function HistoryDetails({ event }: { event: TChannelEvent }) {
  const { t } = useTranslation();
  const format = useChannelFormat();
  const value = useEventValueText();
  return (
    <Stack gap={2}>
      {event.from && (
        <Text size="xs" c="dimmed">
          {t("adminChannels.history.fromTo", { from: value(event.from), to: value(event.to) })}
        </Text>
      )}
      {event.reason && <Text size="sm">{t("adminChannels.history.reason", { reason: event.reason })}</Text>}
      <Text size="xs" c="dimmed">
        {format.dateTime(event.at)} · {event.actor?.name ?? t("adminChannels.history.system")}
      </Text>
    </Stack>
  );
}
