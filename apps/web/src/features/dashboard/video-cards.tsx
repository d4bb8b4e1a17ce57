import { Card, SimpleGrid, Stack } from "@mantine/core";
import type { TVideoRow } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { FigureField } from "./figure-field";
import { percentText, useRevenueFormat } from "./revenue-format";
import { VideoTitleButton } from "./video-title-button";

/** The videos on phones: one card each with the same figures as a table row. */
export function VideoCards({ videos }: { videos: TVideoRow[] }) {
  const { t } = useTranslation();
  const format = useRevenueFormat();
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      aria-label={t("revenue.videos.tableLabel")}
    >
      {videos.map((video) => (
        <Card key={video.id} component="li" withBorder radius="lg" padding="sm">
          <Stack gap="xs">
            <VideoTitleButton video={video} />
            <SimpleGrid cols={3} spacing="xs" verticalSpacing={4}>
              <FigureField label={t("revenue.columns.revenue")} strong>
                {video.revenue_display}
              </FigureField>
              <FigureField label={t("revenue.columns.views")}>{format.count(video.views)}</FigureField>
              <FigureField label={t("revenue.columns.rpm")}>{video.rpm_display}</FigureField>
              <FigureField label={t("revenue.columns.premiumViews")}>
                {format.count(video.premium_views)}
              </FigureField>
              <FigureField label={t("revenue.columns.premiumRate")}>
                {percentText(video.premium_rate)}
              </FigureField>
              <FigureField label={t("revenue.columns.published")}>
                {format.date(video.published_on)}
              </FigureField>
            </SimpleGrid>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
