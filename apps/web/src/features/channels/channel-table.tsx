import { Table, Text, VisuallyHidden } from "@mantine/core";
import type { TChannel } from "@studio/contract";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { TableScroll } from "../../components/table-scroll";
import { ChannelCode } from "./channel-code";
import { useChannelFormat } from "./channel-format";
import { ChannelIdentity } from "./channel-identity";
import { ChannelRowActions } from "./channel-row-actions";
import { categoryKey } from "./channel-status";
import { ChannelStatusCell } from "./channel-status-cell";
import { ChannelWatchWarning, hasWatchFinding } from "./channel-watch-warning";

/** The channel list on laptop screens: one row per channel (and one under it for re-check findings). */
export function ChannelTable({ channels }: { channels: TChannel[] }) {
  const { t } = useTranslation();
  const format = useChannelFormat();
  const showActions = channels.some((c) => c.can_manage);
  // A creator without a team has no member to show: the column goes, and the row fits 1280 px.
  const showMember = channels.some((c) => c.assigned_member !== null);
  const columns = 7 + (showActions ? 1 : 0) + (showMember ? 1 : 0);
  return (
    <TableScroll label={t("channels.listLabel")} minWidth={1000}>
      <Table verticalSpacing="sm" aria-label={t("channels.listLabel")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={200}>{t("channels.columns.channel")}</Table.Th>
            <Table.Th miw={170}>{t("channels.columns.status")}</Table.Th>
            <Table.Th>{t("channels.columns.code")}</Table.Th>
            <Table.Th>{t("channels.columns.dates")}</Table.Th>
            {showMember && <Table.Th>{t("channels.columns.member")}</Table.Th>}
            <Table.Th ta="right">{t("channels.columns.shorts")}</Table.Th>
            <Table.Th ta="right">{t("channels.columns.views")}</Table.Th>
            <Table.Th ta="right">{t("channels.columns.profit")}</Table.Th>
            {showActions && <Table.Th>{t("channels.columns.actions")}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {channels.map((channel) => {
            const finding = hasWatchFinding(channel.watch);
            return (
              <Fragment key={channel.id}>
                <Table.Tr style={finding ? { borderBottom: "none" } : undefined}>
                  <Table.Td>
                    <ChannelIdentity channel={channel} maxNameWidth={160} />
                    <Text size="xs" c="dimmed" mt={4} ml={52}>
                      <VisuallyHidden component="span">{t("channels.columns.category")}: </VisuallyHidden>
                      {t(categoryKey(channel.category))}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ChannelStatusCell channel={channel} />
                  </Table.Td>
                  <Table.Td>
                    <ChannelCode code={channel.verification_code} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {t("channels.fields.registered")}
                    </Text>
                    <Text size="sm">{format.date(channel.registered_at)}</Text>
                    <Text size="xs" c="dimmed" mt={4}>
                      {t("channels.fields.approved")}
                    </Text>
                    <Text size="sm">{format.date(channel.approved_at)}</Text>
                  </Table.Td>
                  {showMember && (
                    <Table.Td>
                      <Text size="sm">{channel.assigned_member?.name ?? "—"}</Text>
                    </Table.Td>
                  )}
                  <Table.Td ta="right">
                    <Text size="sm">{format.count(channel.shorts_count)}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">{format.figures(channel.figures).views}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">{format.figures(channel.figures).profit}</Text>
                  </Table.Td>
                  {showActions && (
                    <Table.Td>
                      <ChannelRowActions channel={channel} vertical />
                    </Table.Td>
                  )}
                </Table.Tr>
                {finding && (
                  <Table.Tr>
                    <Table.Td colSpan={columns} pt={0}>
                      <ChannelWatchWarning watch={channel.watch} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
