import { Badge, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { BOARD_LIMITS, type TBoardSummary } from "@studio/contract";
import { IconNews, IconPin } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListPagination } from "../../components/list-pagination";
import { QueryErrorPanel } from "../../components/query-states";
import { failureMessage } from "../../lib/api-action";
import { useSettings } from "../../stores/settings";
import { boardDate } from "./board-date";
import { boardListQuery, type ReaderKind } from "./board-queries";

const pathOf = (kind: ReaderKind) => (kind === "notice" ? "/notices" : "/events");

function BoardRow({ item }: { item: TBoardSummary }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  return (
    <UnstyledButton
      component={Link}
      to={`${pathOf(item.kind)}/${item.id}`}
      p="md"
      style={{ display: "block", borderBottom: "1px solid var(--mantine-color-gray-2)" }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {item.pinned && (
            <IconPin size={16} color="var(--mantine-color-brand-7)" aria-label={t("boards.pinned")} />
          )}
          <Text fw={item.pinned ? 700 : 500} truncate>
            {item.title}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap" style={{ flex: "none" }}>
          {item.campaign_state && (
            <Badge variant="light" color={item.campaign_state === "open" ? "green" : "gray"}>
              {t(`campaign.state.${item.campaign_state}`)}
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {boardDate(item.published_at, language)}
          </Text>
        </Group>
      </Group>
    </UnstyledButton>
  );
}

/** `/notices` and `/events` (docs/spec.md §2): pinned first, then newest, a page at a time. */
export function BoardsPage({ kind }: { kind: ReaderKind }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [page, setPage] = useState(0);
  const query = useQuery(boardListQuery(kind, page));
  const title = t(kind === "notice" ? "menu.notices" : "menu.events");
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{t(kind === "notice" ? "boards.noticesSubtitle" : "boards.eventsSubtitle")}</Text>
      </div>
      <Paper withBorder radius="lg" style={{ overflow: "hidden" }}>
        {query.isPending && (
          <Stack gap="xs" p="md" aria-busy="true" role="status" aria-label={t("common.loading")}>
            <Skeleton height={40} />
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Stack>
        )}
        {query.isError && (
          <QueryErrorPanel
            message={failureMessage(query.error, language)}
            onRetry={() => void query.refetch()}
          />
        )}
        {query.isSuccess && query.data.items.length === 0 && (
          <Stack align="center" gap="xs" p="xl" ta="center">
            <IconNews size={32} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text fw={600}>{t(kind === "notice" ? "boards.noNotices" : "boards.noEvents")}</Text>
          </Stack>
        )}
        {query.data && query.data.items.length > 0 && (
          <nav aria-label={title}>
            {query.data.items.map((item) => (
              <BoardRow key={item.id} item={item} />
            ))}
          </nav>
        )}
      </Paper>
      <ListPagination
        total={query.data?.total ?? 0}
        pageSize={BOARD_LIMITS.page}
        page={page}
        onPage={setPage}
      />
    </Stack>
  );
}
