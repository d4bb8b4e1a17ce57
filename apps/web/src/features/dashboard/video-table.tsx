import { Table, Text } from "@mantine/core";
import type { TVideoRow } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { TableScroll } from "../../components/table-scroll";
import { percentText, useRevenueFormat } from "./revenue-format";
import { VideoClearance } from "./video-clearance";
import { VideoTitleButton } from "./video-title-button";

/** The videos of the period on wider screens: a table named "Videos" with its column headers. */
export function VideoTable({ videos }: { videos: TVideoRow[] }) {
  const { t } = useTranslation();
  const format = useRevenueFormat();
  return (
    <TableScroll label={t("revenue.videos.tableLabel")} minWidth={1040}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t("revenue.videos.tableLabel")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={240}>{t("revenue.columns.video")}</Table.Th>
            <Table.Th>{t("revenue.columns.published")}</Table.Th>
            <Table.Th ta="right">{t("revenue.columns.views")}</Table.Th>
            <Table.Th ta="right">{t("revenue.columns.revenue")}</Table.Th>
            <Table.Th ta="right">{t("revenue.columns.rpm")}</Table.Th>
            <Table.Th ta="right">{t("revenue.columns.premiumViews")}</Table.Th>
            <Table.Th ta="right">{t("revenue.columns.premiumRate")}</Table.Th>
            <Table.Th>{t("revenue.columns.music")}</Table.Th>
            <Table.Th>{t("clearance.column")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {videos.map((video) => (
            <Table.Tr key={video.id}>
              <Table.Td maw={320}>
                <VideoTitleButton video={video} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{format.date(video.published_on)}</Text>
              </Table.Td>
              <Table.Td ta="right">{format.count(video.views)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {video.revenue_display}
              </Table.Td>
              <Table.Td ta="right">{video.rpm_display}</Table.Td>
              <Table.Td ta="right">{format.count(video.premium_views)}</Table.Td>
              <Table.Td ta="right">{percentText(video.premium_rate)}</Table.Td>
              <Table.Td maw={180}>
                <Text size="sm" truncate c={video.music ? undefined : "dimmed"}>
                  {video.music ? video.music.name : t("revenue.videos.noMusic")}
                </Text>
              </Table.Td>
              <Table.Td maw={200}>
                <VideoClearance clearance={video.clearance} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
