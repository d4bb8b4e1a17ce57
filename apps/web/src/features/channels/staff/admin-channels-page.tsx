import { EmptyState, Paper, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import type { TQueuedChannel } from "@studio/contract";
import { IconInbox } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPagination } from "../../../components/list-pagination";
import { QueryErrorPanel } from "../../../components/query-states";
import { RequireStaff } from "../../../components/require-staff";
import { failureMessage } from "../../../lib/api-action";
import { useSettings } from "../../../stores/settings";
import { ChannelListSkeleton } from "../channel-list-states";
import { channelQueueQuery, QUEUE_PAGE_SIZE, type QueueStatus } from "./admin-channel-queries";
import { ApproveChannelModal } from "./approve-channel-modal";
import { ChannelHistoryDrawer } from "./channel-history-drawer";
import { ChannelQueueCards } from "./channel-queue-cards";
import { ChannelQueueTable, type QueueAction } from "./channel-queue-table";
import { DenyChannelModal } from "./deny-channel-modal";

/** /admin/channels: network staff review channels waiting for approval (staff only). */
export function AdminChannelsPage() {
  return (
    <RequireStaff>
      <ChannelQueue />
    </RequireStaff>
  );
}

function ChannelQueue() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const laptop = useSettings((s) => s.screenClass === "laptop");
  const [status, setStatus] = useState<QueueStatus>("pending");
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<{ action: QueueAction; channel: TQueuedChannel } | null>(null);
  const queue = useQuery({ ...channelQueueQuery(status, page), placeholderData: keepPreviousData });
  const close = () => setOpen(null);
  const chosen = (action: QueueAction) => (open?.action === action ? open.channel : null);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t("adminChannels.title")}
        </Title>
        <Text c="dimmed">{t("adminChannels.subtitle")}</Text>
      </div>
      <SegmentedControl
        value={status}
        onChange={(value) => {
          setStatus(value === "denied.pending" ? "denied.pending" : "pending");
          setPage(0);
        }}
        data={[
          { value: "pending", label: t("adminChannels.tabs.pending") },
          { value: "denied.pending", label: t("adminChannels.tabs.held") },
        ]}
        aria-label={t("adminChannels.tabs.label")}
        w={{ base: "100%", sm: "auto" }}
        style={{ alignSelf: "flex-start" }}
      />
      {queue.isPending ? (
        <ChannelListSkeleton />
      ) : queue.isError ? (
        <QueryErrorPanel
          message={failureMessage(queue.error, language)}
          onRetry={() => void queue.refetch()}
        />
      ) : queue.data.total === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <EmptyState icon={<IconInbox size={32} aria-hidden />} title={t("adminChannels.empty")} />
        </Paper>
      ) : (
        <Stack gap="md">
          {laptop ? (
            <Paper withBorder radius="lg" p="xs">
              <ChannelQueueTable
                channels={queue.data.items}
                onAction={(action, channel) => setOpen({ action, channel })}
              />
            </Paper>
          ) : (
            <ChannelQueueCards
              channels={queue.data.items}
              onAction={(action, channel) => setOpen({ action, channel })}
            />
          )}
          <ListPagination total={queue.data.total} pageSize={QUEUE_PAGE_SIZE} page={page} onPage={setPage} />
        </Stack>
      )}
      <ApproveChannelModal channel={chosen("approve")} onClose={close} />
      <DenyChannelModal channel={chosen("deny")} onClose={close} />
      <ChannelHistoryDrawer channel={chosen("history")} onClose={close} />
    </Stack>
  );
}
