import { Badge, Button, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from "@mantine/core";
import { BOARD_LIMITS, type BoardKind, type TAdminBoardSummary } from "@studio/contract";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ListPagination } from "../../../components/list-pagination";
import { QueryLoaded } from "../../../components/query-states";
import { RequireStaff } from "../../../components/require-staff";
import { TableScroll } from "../../../components/table-scroll";
import { useSettings } from "../../../stores/settings";
import { boardDateTime } from "../board-date";
import { adminBoardListQuery } from "./admin-board-queries";

const KINDS: BoardKind[] = ["notice", "event", "popup"];

function StateBadge({ item }: { item: TAdminBoardSummary }) {
  const { t } = useTranslation();
  if (item.hidden) return <Badge color="gray">{t("adminBoards.state.hidden")}</Badge>;
  if (new Date(item.publish_at) > new Date())
    return <Badge color="yellow">{t("adminBoards.state.scheduled")}</Badge>;
  if (item.ends_at && new Date(item.ends_at) <= new Date())
    return <Badge color="gray">{t("adminBoards.state.ended")}</Badge>;
  return <Badge color="green">{t("adminBoards.state.published")}</Badge>;
}

/** `/admin/boards`: the network's notices, events and popups, scheduled and hidden ones included. */
export function AdminBoardsPage() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [search, setSearch] = useSearchParams();
  const kind = (KINDS as string[]).includes(search.get("kind") ?? "")
    ? (search.get("kind") as BoardKind)
    : "notice";
  const page = Math.max(0, Number(search.get("page")) || 0);
  const query = useQuery(adminBoardListQuery(kind, page));
  return (
    <RequireStaff>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              {t("menu.adminBoards")}
            </Title>
            <Text c="dimmed">{t("adminBoards.subtitle")}</Text>
          </div>
          <Button
            component={Link}
            to={`/admin/boards/new?kind=${kind}`}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t(`adminBoards.new.${kind}`)}
          </Button>
        </Group>
        <SegmentedControl
          value={kind}
          onChange={(value) => setSearch({ kind: value })}
          data={KINDS.map((k) => ({ value: k, label: t(`adminBoards.kind.${k}`) }))}
          aria-label={t("adminBoards.kindLabel")}
        />
        <QueryLoaded query={query}>
          {(data) =>
            data.items.length === 0 ? (
              <Paper withBorder radius="lg" p="xl" ta="center">
                <Text c="dimmed">{t("adminBoards.empty")}</Text>
              </Paper>
            ) : (
              <TableScroll label={t("menu.adminBoards")} minWidth={640} framed>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("adminBoards.column.title")}</Table.Th>
                      <Table.Th>{t("adminBoards.column.languages")}</Table.Th>
                      <Table.Th>{t("adminBoards.column.publishAt")}</Table.Th>
                      <Table.Th>{t("adminBoards.column.state")}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((item) => (
                      <Table.Tr key={item.id}>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <Link to={`/admin/boards/${item.id}`}>{item.title}</Link>
                            {item.pinned && <Badge variant="light">{t("boards.pinned")}</Badge>}
                            {item.campaign && (
                              <Badge variant="light" color="grape">
                                {t("campaign.title")}
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                        <Table.Td>{item.languages.join(", ")}</Table.Td>
                        <Table.Td>{boardDateTime(item.publish_at, language)}</Table.Td>
                        <Table.Td>
                          <StateBadge item={item} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            )
          }
        </QueryLoaded>
        <ListPagination
          total={query.data?.total ?? 0}
          pageSize={BOARD_LIMITS.page}
          page={page}
          onPage={(p) => setSearch({ kind, page: String(p) })}
        />
      </Stack>
    </RequireStaff>
  );
}
