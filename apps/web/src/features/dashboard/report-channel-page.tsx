import { Group, NativeSelect, Paper, Stack, Text, Title } from "@mantine/core";
import { CHANNEL_SORTS } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSlicedQuery } from "../../lib/sliced-query";
import { useSettings } from "../../stores/settings";
import { ChannelReportCards, ChannelReportTable } from "./channel-report-table";
import { channelSortLabelKey } from "./label-keys";
import { type ApprovedChannelGate, RevenuePageFrame } from "./revenue-page-frame";
import { channelReportQuery } from "./revenue-queries";
import { RevenueEmpty, RevenueError, RowsSkeleton } from "./revenue-states";
import { TotalsList } from "./totals-list";
import {
  type ChannelSort,
  channelReportInput,
  isChannelSort,
  type RevenueScope,
  VIDEO_PARAMS,
} from "./video-list-params";

const DEFAULT_CHANNEL_SORT: ChannelSort = "revenue_desc";

function ChannelReport({ scope }: { scope: RevenueScope }) {
  const { t } = useTranslation();
  const currency = useSettings((s) => s.currency);
  const mobile = useSettings((s) => s.screenClass === "mobile");
  const [params, setParams] = useSearchParams();
  const sortParam = params.get(VIDEO_PARAMS.sort);
  const sort = isChannelSort(sortParam) ? sortParam : DEFAULT_CHANNEL_SORT;
  const report = useSlicedQuery(channelReportQuery(currency, channelReportInput(scope, sort)));
  const setSort = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (isChannelSort(value) && value !== DEFAULT_CHANNEL_SORT) next.set(VIDEO_PARAMS.sort, value);
        else next.delete(VIDEO_PARAMS.sort);
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <NativeSelect
          label={t("revenue.filters.sort")}
          value={sort}
          onChange={(e) => setSort(e.currentTarget.value)}
          data={CHANNEL_SORTS.map((value) => ({ value, label: t(channelSortLabelKey(value)) }))}
        />
      </Group>
      {report.isPending ? (
        <RowsSkeleton />
      ) : report.isError ? (
        <RevenueError query={report} />
      ) : report.data.items.length === 0 ? (
        <RevenueEmpty title={t("revenue.states.noChannels")} text={t("revenue.states.noPeriodDataText")} />
      ) : (
        <Stack gap="md" style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
          <TotalsList totals={report.data.totals} />
          {mobile ? (
            <ChannelReportCards rows={report.data.items} />
          ) : (
            <Paper withBorder radius="lg" p="xs">
              <ChannelReportTable rows={report.data.items} />
            </Paper>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** /dashboard/report-channel: every channel's figures for the period, sortable. */
export function ReportChannelPage({ gate }: { gate: ApprovedChannelGate }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t("nav.reportChannel")}
        </Title>
        <Text c="dimmed">{t("revenue.channels.subtitle")}</Text>
      </div>
      <RevenuePageFrame gate={gate}>{(scope) => <ChannelReport scope={scope} />}</RevenuePageFrame>
    </Stack>
  );
}
