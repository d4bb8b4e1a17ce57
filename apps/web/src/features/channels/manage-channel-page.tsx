import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { CallOutput, channelListCall } from "@studio/contract";
import { IconArrowsExchange, IconHelpCircle, IconPlus } from "@tabler/icons-react";
import { keepPreviousData, type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListPagination } from "../../components/list-pagination";
import { QueryErrorPanel } from "../../components/query-states";
import { failureMessage } from "../../lib/api-action";
import { useDialogParams } from "../../lib/dialog-param";
import { useMe } from "../../lib/session";
import { canManageTeam } from "../../lib/team-accounts";
import { useSettings } from "../../stores/settings";
import { ChannelCard } from "./channel-card";
import { ChannelDialogs } from "./channel-dialogs";
import { useChannelFormat } from "./channel-format";
import { ChannelGuidePopup } from "./channel-guide-popup";
import { ChannelListEmpty, ChannelListSkeleton } from "./channel-list-states";
import { CHANNELS_PAGE_SIZE, channelListQuery } from "./channel-queries";
import { ChannelTable } from "./channel-table";

/** /manage-channel: the account's channels, their status, and the dialogs that act on them. */
export function ManageChannelPage() {
  const { t } = useTranslation();
  const dialogs = useDialogParams();
  const openAdd = () => dialogs.open("addChannel");
  const [page, setPage] = useState(0);
  const list = useQuery({ ...channelListQuery(page), placeholderData: keepPreviousData });
  const empty = list.isSuccess && list.data.total === 0;
  const { data: me } = useMe();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t("channels.title")}
          </Title>
          <Text c="dimmed">{t("channels.subtitle")}</Text>
        </div>
        <Group gap="xs">
          {canManageTeam(me) && !empty && (
            <Button
              component={Link}
              to="/manage-subchannel"
              variant="subtle"
              leftSection={<IconArrowsExchange size={16} aria-hidden />}
            >
              {t("nav.subchannels")}
            </Button>
          )}
          <Button
            variant="subtle"
            leftSection={<IconHelpCircle size={16} aria-hidden />}
            onClick={() => dialogs.open("guide")}
          >
            {t("channels.guide.open")}
          </Button>
          {!empty && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openAdd}>
              {t("channels.add")}
            </Button>
          )}
        </Group>
      </Group>
      <ChannelListSection list={list} page={page} onPage={setPage} onAdd={openAdd} />
      <ChannelDialogs />
      <ChannelGuidePopup />
    </Stack>
  );
}

type ListQuery = UseQueryResult<CallOutput<typeof channelListCall>>;

function ChannelListSection({
  list,
  page,
  onPage,
  onAdd,
}: {
  list: ListQuery;
  page: number;
  onPage: (page: number) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const laptop = useSettings((s) => s.screenClass === "laptop");
  if (list.isPending) return <ChannelListSkeleton />;
  if (list.isError) {
    return (
      <QueryErrorPanel
        message={`${t("channels.loadError")} ${failureMessage(list.error, language)}`}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const { items, total } = list.data;
  if (total === 0) return <ChannelListEmpty onAdd={onAdd} />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("channels.count", { total, approved: list.data.approved_count })}
      </Text>
      <FiguresPeriod period={list.data.figures_period} />
      {laptop ? (
        <Paper withBorder radius="lg" p="xs">
          <ChannelTable channels={items} />
        </Paper>
      ) : (
        <Stack gap="sm">
          {items.map((channel) => (
            <ChannelCard key={channel.id} channel={channel} />
          ))}
        </Stack>
      )}
      <ListPagination total={total} pageSize={CHANNELS_PAGE_SIZE} page={page} onPage={onPage} />
    </Stack>
  );
}

/** Which days the Views and Estimated profit columns cover (the channel report's, same period). */
function FiguresPeriod({ period }: { period: { start: string; end: string } | null }) {
  const { t } = useTranslation();
  const format = useChannelFormat();
  return (
    <Text size="sm" c="dimmed" data-testid="channel-figures-period">
      {period
        ? t("channels.figuresPeriod", { start: format.date(period.start), end: format.date(period.end) })
        : t("channels.figuresNoPeriod")}
    </Text>
  );
}
