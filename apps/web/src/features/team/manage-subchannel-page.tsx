import { Avatar, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { TChannel } from "@studio/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPagination } from "../../components/list-pagination";
import { QueryLoaded } from "../../components/query-states";
import { TableScroll } from "../../components/table-scroll";
import { dialogId, useDialogParams } from "../../lib/dialog-param";
import { AssignChannelDialog, UnassignChannelDialog } from "./assign-channel-dialogs";
import { TeamGate } from "./team-gate";
import { TEAM_LIST_PAGE_SIZE, teamChannelsQuery } from "./team-queries";

/** /manage-subchannel: the manager's channels and the member each is assigned to (docs/spec.md §2). */
export function ManageSubchannelPage() {
  return (
    <TeamGate>
      <ChannelAssignment />
    </TeamGate>
  );
}

function ChannelAssignment() {
  const { t } = useTranslation();
  const dialogs = useDialogParams();
  const [page, setPage] = useState(0);
  const list = useQuery({ ...teamChannelsQuery(page), placeholderData: keepPreviousData });
  // A dialog key names a channel of the page shown (assign=<id>, unassign=<id>).
  const channelOf = (key: "assign" | "unassign") => {
    const id = dialogId(dialogs.get(key));
    return list.data?.items.find((c) => c.id === id && c.can_manage) ?? null;
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t("team.channels.title")}
        </Title>
        <Text c="dimmed">{t("team.channels.subtitle")}</Text>
      </div>
      <QueryLoaded query={list}>
        {({ items, total }) =>
          total === 0 ? (
            <Paper withBorder radius="lg" p="xl">
              <Text ta="center">{t("team.channels.empty")}</Text>
            </Paper>
          ) : (
            <Stack gap="md">
              <Paper withBorder radius="lg" p="xs">
                <ChannelAssignmentTable
                  channels={items}
                  onAssign={(channel) => dialogs.open("assign", String(channel.id))}
                  onUnassign={(channel) => dialogs.open("unassign", String(channel.id))}
                />
              </Paper>
              <ListPagination total={total} pageSize={TEAM_LIST_PAGE_SIZE} page={page} onPage={setPage} />
            </Stack>
          )
        }
      </QueryLoaded>
      <AssignChannelDialog channel={channelOf("assign")} onClose={() => dialogs.close("assign")} />
      <UnassignChannelDialog channel={channelOf("unassign")} onClose={() => dialogs.close("unassign")} />
    </Stack>
  );
}

function ChannelAssignmentTable({
  channels,
  onAssign,
  onUnassign,
}: {
  channels: TChannel[];
  onAssign: (channel: TChannel) => void;
  onUnassign: (channel: TChannel) => void;
}) {
  const { t } = useTranslation();
  return (
    <TableScroll label={t("team.channels.listLabel")} minWidth={600}>
      <Table verticalSpacing="sm" aria-label={t("team.channels.listLabel")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("team.channels.columns.channel")}</Table.Th>
            <Table.Th>{t("team.channels.columns.member")}</Table.Th>
            <Table.Th>{t("team.channels.columns.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {channels.map((channel) => (
            <Table.Tr key={channel.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={channel.thumbnail || null} alt="" radius="xl" size={32} />
                  <div>
                    <Text size="sm" fw={600}>
                      {channel.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {channel.handle}
                    </Text>
                  </div>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={channel.assigned_member ? undefined : "dimmed"}>
                  {channel.assigned_member?.name ?? t("team.channels.unassigned")}
                </Text>
              </Table.Td>
              <Table.Td>
                {channel.can_manage && (
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onAssign(channel)}
                      aria-label={
                        channel.assigned_member
                          ? t("team.channels.reassignFor", { name: channel.name })
                          : t("team.channels.assignFor", { name: channel.name })
                      }
                    >
                      {channel.assigned_member ? t("team.channels.reassign") : t("team.channels.assign")}
                    </Button>
                    {channel.assigned_member && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => onUnassign(channel)}
                        aria-label={t("team.channels.unassignFor", { name: channel.name })}
                      >
                        {t("team.channels.unassign")}
                      </Button>
                    )}
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
