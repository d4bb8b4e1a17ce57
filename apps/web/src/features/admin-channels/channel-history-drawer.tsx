import { Center, Drawer, Loader, Stack, Text, Timeline } from "@mantine/core";
import type { TChannelEvent, TQueuedChannel } from "@studio/contract";
import { IconEye, IconShieldCheck, IconTransfer } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { failureMessage } from "../../lib/api-action";
import { useSettings } from "../../stores/settings";
import { useChannelFormat } from "../channels/channel-format";
import { QueryErrorPanel } from "../channels/channel-list-states";
import { channelHistoryQuery } from "./admin-channel-queries";
import { eventKindKey, eventValueKey } from "./channel-event-text";

const KIND_ICONS = { status: IconTransfer, check: IconShieldCheck, watch: IconEye };

/** Every status change, ownership check and re-check finding of a channel, newest first. */
export function ChannelHistoryDrawer({
  channel,
  onClose,
}: {
  channel: TQueuedChannel | null;
  onClose: () => void;
}) {
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
  const language = useSettings((s) => s.language);
  const history = useQuery(channelHistoryQuery(channelId));
  if (history.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t("common.loading")} />
      </Center>
    );
  }
  if (history.isError) {
    return (
      <QueryErrorPanel
        message={failureMessage(history.error, language)}
        onRetry={() => void history.refetch()}
      />
    );
  }
  if (history.data.events.length === 0) return <Text c="dimmed">{t("adminChannels.history.empty")}</Text>;
  return (
    <Timeline bulletSize={26} lineWidth={2} active={history.data.events.length}>
      {history.data.events.map((event) => {
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
