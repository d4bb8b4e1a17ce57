import { Badge, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { formatDuration, type TVideoDetails } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { CountryList } from "./country-list";
import { CountryMap } from "./country-map";
import { FigureField } from "./figure-field";
import { musicShareText } from "./figures";
import { percentText, useRevenueFormat } from "./revenue-format";
import { VideoClearanceSection } from "./video-clearance";
import { VideoThumbnail } from "./video-thumbnail";

/** Everything about one video for the period: figures, music, and where its viewers are. */
export function VideoDetailBody({ video }: { video: TVideoDetails }) {
  const { t } = useTranslation();
  const format = useRevenueFormat();
  const share = musicShareText(video.music_share);
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <VideoThumbnail src={video.thumbnail} width={72} />
        <Stack gap={4} miw={0}>
          <Text size="sm">
            <Text span c="dimmed">
              {t("revenue.detail.channel")}:{" "}
            </Text>
            {video.channel.title}
          </Text>
          <Text size="sm" c="dimmed">
            {t("revenue.detail.published", { date: format.date(video.published_on) })}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
        <FigureField label={t("revenue.detail.views")} strong>
          {format.count(video.views)}
        </FigureField>
        <FigureField label={t("revenue.detail.profit")} strong>
          {video.revenue_display}
        </FigureField>
        <FigureField label={t("revenue.detail.rpm")}>{video.rpm_display}</FigureField>
        <FigureField label={t("revenue.detail.premiumViews")}>
          {format.count(video.premium_views)}
        </FigureField>
        <FigureField label={t("revenue.detail.premiumRate")}>{percentText(video.premium_rate)}</FigureField>
        <FigureField label={t("revenue.detail.premiumPrice")}>{video.premium_price_display}</FigureField>
        <FigureField label={t("revenue.detail.watchRate")}>
          {percentText(video.average_watch_rate)}
        </FigureField>
        <FigureField label={t("revenue.detail.watchTime")}>
          {formatDuration(video.average_watch_seconds)}
        </FigureField>
        <FigureField label={t("revenue.detail.musicShare")}>{share ?? "—"}</FigureField>
      </SimpleGrid>
      <div>
        <Title order={3} size="h6" mb={6}>
          {t("revenue.detail.music")}
        </Title>
        {video.music ? (
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {video.music.name}
            </Text>
            <Text size="sm" c="dimmed">
              {video.music.artist}
            </Text>
            <Badge variant="light" size="sm" ff="monospace">
              {video.music.isrc}
            </Badge>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t("revenue.videos.noMusic")}
          </Text>
        )}
      </div>
      <VideoClearanceSection clearance={video.clearance} />
      <div>
        <Title order={3} size="h6" mb={6}>
          {t("revenue.detail.countries")}
        </Title>
        {video.countries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("revenue.detail.noCountries")}
          </Text>
        ) : (
          <Stack gap="md">
            <CountryMap countries={video.countries} />
            <CountryList countries={video.countries} />
          </Stack>
        )}
      </div>
    </Stack>
  );
}
