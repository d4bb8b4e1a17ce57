import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSlicedQuery } from "../../lib/sliced-query";
import { useSettings } from "../../stores/settings";
import { DashboardFigures } from "./period-figures";
import { useRevenueFormat } from "./revenue-format";
import { type ApprovedChannelGate, RevenuePageFrame } from "./revenue-page-frame";
import { videoDashboardQuery, videoListQuery } from "./revenue-queries";
import { VideoExportButtons } from "./video-export-buttons";
import {
  type RevenueScope,
  readVideoReportFilters,
  type VideoReportFilters,
  videoDashboardInput,
  videoExportInput,
  videoListInput,
  withVideoReportFilters,
} from "./video-list-params";
import { VideoListSection } from "./video-list-section";
import { VideoReportFilterFields } from "./video-report-filters";

/** Totals and daily trend of the videos in view: of the chosen member, or of the chosen channel. */
function VideoReportFigures({ scope, filters }: { scope: RevenueScope; filters: VideoReportFilters }) {
  const currency = useSettings((s) => s.currency);
  const dashboard = useSlicedQuery(videoDashboardQuery(currency, videoDashboardInput(scope, filters)));
  return <DashboardFigures dashboard={dashboard} />;
}

function VideoReport({ scope }: { scope: RevenueScope }) {
  const { t } = useTranslation();
  const format = useRevenueFormat();
  const currency = useSettings((s) => s.currency);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readVideoReportFilters(params), [params]);
  const change = useCallback(
    (changes: Partial<VideoReportFilters>) =>
      setParams((prev) => withVideoReportFilters(prev, changes), { replace: true }),
    [setParams],
  );
  const list = useSlicedQuery(videoListQuery(currency, videoListInput(scope, filters)));
  const searching = filters.search !== "" || filters.channel !== null || filters.clearance !== null;
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <VideoReportFilterFields scope={scope} filters={filters} onChange={change} />
          <Group justify="space-between" align="center" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {list.data
                ? t("revenue.videos.count", { count: list.data.total, total: format.count(list.data.total) })
                : " "}
            </Text>
            <VideoExportButtons
              // A new period or filter is a new file: the one made for the old filters goes away.
              key={JSON.stringify(videoExportInput(scope, filters, "xlsx"))}
              scope={scope}
              filters={filters}
              expectedRows={list.data?.total ?? 0}
            />
          </Group>
        </Stack>
      </Paper>
      <VideoReportFigures scope={scope} filters={filters} />
      <VideoListSection
        list={list}
        page={filters.page}
        onPage={(page) => change({ page })}
        emptyTitle={t(searching ? "revenue.states.noMatches" : "revenue.states.noVideos")}
        emptyText={t(searching ? "revenue.states.noMatchesText" : "revenue.states.noPeriodDataText")}
      />
    </Stack>
  );
}

/**
 * /dashboard/report-video: every video of the period with search, channel filter, sort and files,
 * under the totals and daily trend of the channel (or all channels) in view.
 */
export function ReportVideoPage({ gate }: { gate: ApprovedChannelGate }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t("nav.reportVideo")}
        </Title>
        <Text c="dimmed">{t("revenue.videos.subtitle")}</Text>
      </div>
      <RevenuePageFrame gate={gate}>{(scope) => <VideoReport scope={scope} />}</RevenuePageFrame>
    </Stack>
  );
}
