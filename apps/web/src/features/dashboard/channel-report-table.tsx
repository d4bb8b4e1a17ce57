import { Table } from "@mantine/core";
import type { TChannelRow } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { TableScroll } from "../../components/table-scroll";
import { ChannelReportLink } from "./channel-report-link";
import { FigureCardList } from "./figure-card-list";
import { FigureField } from "./figure-field";
import { percentText, useRevenueFormat } from "./revenue-format";

/** Each channel's figures for the period: a table named "Channels" on wider screens. */
export function ChannelReportTable({ rows }: { rows: TChannelRow[] }) {
  const { t } = useTranslation();
  const format = useRevenueFormat();
  return (
    <TableScroll label={t("revenue.channels.tableLabel")} minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t("revenue.channels.tableLabel")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={220}>{t("revenue.columns.channel")}</Table.Th>
            <Table.Th ta="right">{t("revenue.columns.videos")}</Table.Th>
            <Table.Th ta="right">{t("revenue.columns.views")}</Table.Th>
            <Table.Th ta="right">{t("revenue.columns.revenue")}</Table.Th>
            <Table.Th ta="right">{t("revenue.columns.rpm")}</Table.Th>
            <Table.Th ta="right">{t("revenue.columns.premiumViews")}</Table.Th>
            <Table.Th ta="right">{t("revenue.columns.premiumRate")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.channel.id}>
              <Table.Td>
                <ChannelReportLink row={row} />
              </Table.Td>
              <Table.Td ta="right">{format.count(row.videos)}</Table.Td>
              <Table.Td ta="right">{format.count(row.views)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {row.revenue_display}
              </Table.Td>
              <Table.Td ta="right">{row.rpm_display}</Table.Td>
              <Table.Td ta="right">{format.count(row.premium_views)}</Table.Td>
              <Table.Td ta="right">{percentText(row.premium_rate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** The same on phones: one card per channel. */
export function ChannelReportCards({ rows }: { rows: TChannelRow[] }) {
  const { t } = useTranslation();
  const format = useRevenueFormat();
  return (
    <FigureCardList
      label={t("revenue.channels.tableLabel")}
      rows={rows}
      keyOf={(row) => row.channel.id}
      title={(row) => <ChannelReportLink row={row} />}
      extra={(row) => (
        <FigureField label={t("revenue.columns.videos")}>{format.count(row.videos)}</FigureField>
      )}
    />
  );
}
