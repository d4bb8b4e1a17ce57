import { Anchor, Badge, Button, Group, Paper, Progress, Stack, Table, Text } from "@mantine/core";
import { formatNumber } from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { QueryLoaded } from "../../../components/query-states";
import { TableScroll } from "../../../components/table-scroll";
import { useSettings } from "../../../stores/settings";
import { boardDateTime } from "../board-date";
import { participantsQuery, useDecideApplication } from "./admin-board-queries";

/** Who applied to a campaign, their entered video and its views; staff approve or reject. */
export function ParticipantsTable({ boardId }: { boardId: number }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const query = useQuery(participantsQuery(boardId));
  const decide = useDecideApplication(boardId);
  const number = (n: number) => formatNumber(n, language);
  return (
    <QueryLoaded query={query}>
      {(data) => (
        <Stack gap="sm">
          <Paper withBorder radius="md" p="md">
            <Text size="sm">
              {t("campaign.viewsOf", { views: number(data.total_views), goal: number(data.view_goal) })}
            </Text>
            <Progress
              mt={6}
              value={Math.min(100, (data.total_views / Math.max(1, data.view_goal)) * 100)}
              aria-label={t("campaign.goal")}
            />
          </Paper>
          {data.items.length === 0 ? (
            <Text c="dimmed">{t("adminBoards.participants.empty")}</Text>
          ) : (
            <TableScroll label={t("adminBoards.participants.title")} minWidth={760} framed>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("adminBoards.participants.channel")}</Table.Th>
                    <Table.Th>{t("adminBoards.participants.appliedAt")}</Table.Th>
                    <Table.Th>{t("adminBoards.participants.video")}</Table.Th>
                    <Table.Th ta="right">{t("adminBoards.participants.views")}</Table.Th>
                    <Table.Th>{t("adminBoards.participants.status")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((p) => (
                    <Table.Tr key={p.application_id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {p.channel_name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {p.owner_email}
                        </Text>
                      </Table.Td>
                      <Table.Td>{boardDateTime(p.applied_at, language)}</Table.Td>
                      <Table.Td>
                        {p.entry ? (
                          <Anchor href={p.entry.url} target="_blank" rel="noopener noreferrer" size="sm">
                            {p.entry.title}
                          </Anchor>
                        ) : (
                          <Text size="sm" c="dimmed">
                            {t("adminBoards.participants.noVideo")}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">{number(p.entry?.views ?? 0)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Badge
                            variant="light"
                            color={
                              p.status === "rejected" ? "red" : p.status === "approved" ? "green" : "gray"
                            }
                          >
                            {t(`campaign.status.${p.status}`)}
                          </Badge>
                          {p.status !== "approved" && (
                            <Button
                              size="compact-xs"
                              variant="light"
                              onClick={() =>
                                decide.mutate({ applicationId: p.application_id, status: "approved" })
                              }
                              aria-label={t("adminBoards.participants.approveOf", {
                                channel: p.channel_name,
                              })}
                            >
                              {t("adminBoards.participants.approve")}
                            </Button>
                          )}
                          {p.status !== "rejected" && (
                            <Button
                              size="compact-xs"
                              variant="subtle"
                              color="red"
                              onClick={() =>
                                decide.mutate({ applicationId: p.application_id, status: "rejected" })
                              }
                              aria-label={t("adminBoards.participants.rejectOf", { channel: p.channel_name })}
                            >
                              {t("adminBoards.participants.reject")}
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
        </Stack>
      )}
    </QueryLoaded>
  );
}
