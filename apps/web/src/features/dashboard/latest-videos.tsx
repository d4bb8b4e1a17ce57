import { Anchor, Group, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useSlicedQuery } from "../../lib/sliced-query";
import { useSettings } from "../../stores/settings";
import { carriedFilters } from "./dashboard-filters";
import { videoListQuery } from "./revenue-queries";
import { type RevenueScope, videoListInput } from "./video-list-params";
import { VideoListSection } from "./video-list-section";

/** Rows of the home's video table; the video report has them all. */
export const HOME_VIDEO_ROWS = 10;

/** The newest videos of the period on the home; a title opens its details. */
export function LatestVideos({ scope }: { scope: RevenueScope }) {
  const { t } = useTranslation();
  const location = useLocation();
  const currency = useSettings((s) => s.currency);
  const list = useSlicedQuery(
    videoListQuery(currency, videoListInput(scope, { sort: "date_desc" }, HOME_VIDEO_ROWS)),
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="latest-videos-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4" id="latest-videos-title">
          {t("revenue.videos.title")}
        </Title>
        <Anchor component={Link} to={`/dashboard/report-video${carriedFilters(location.search)}`} size="sm">
          {t("revenue.videos.seeAll")}
        </Anchor>
      </Group>
      <VideoListSection
        list={list}
        emptyTitle={t("revenue.states.noVideos")}
        emptyText={t("revenue.states.noPeriodDataText")}
      />
    </Stack>
  );
}
