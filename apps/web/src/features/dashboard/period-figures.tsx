import { SimpleGrid, Stack } from "@mantine/core";
import type { TDashboard } from "@studio/contract";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSlicedQuery } from "../../lib/sliced-query";
import { useSettings } from "../../stores/settings";
import { hasFigures } from "./figures";
import { ForecastCard } from "./forecast-card";
import { dashboardQuery } from "./revenue-queries";
import { RevenueEmpty, RevenueError } from "./revenue-states";
import { TotalsList, TotalsSkeleton } from "./totals-list";
import { TrendCharts, TrendChartsSkeleton } from "./trend-charts";
import { dashboardInput, type RevenueScope } from "./video-list-params";
import { WhyChangedPanel } from "./why-changed-panel";

/**
 * A dashboard answer in every state: skeletons, failure with a retry, an empty period, then the
 * totals and daily trends, and with `withOutlook` also why it changed and the month's forecast.
 */
export function DashboardFigures({
  dashboard,
  withOutlook = false,
}: {
  dashboard: UseQueryResult<TDashboard>;
  withOutlook?: boolean;
}) {
  const { t } = useTranslation();
  if (dashboard.isPending) {
    return (
      <Stack gap="md" aria-busy="true" role="status" aria-label={t("common.loading")}>
        <TotalsSkeleton />
        <TrendChartsSkeleton />
      </Stack>
    );
  }
  if (dashboard.isError) return <RevenueError query={dashboard} />;
  const data = dashboard.data;
  if (!hasFigures(data.totals)) {
    return (
      <Stack gap="md">
        <RevenueEmpty title={t("revenue.states.noPeriodData")} text={t("revenue.states.noPeriodDataText")} />
        {withOutlook && data.forecast && <ForecastCard dashboard={data} />}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <TotalsList totals={data.totals} />
      <TrendCharts dashboard={data} />
      {withOutlook && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <WhyChangedPanel dashboard={data} />
          <ForecastCard dashboard={data} />
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** Totals, daily trends, why it changed and the month's forecast for the chosen period. */
export function PeriodFigures({ scope }: { scope: RevenueScope }) {
  const currency = useSettings((s) => s.currency);
  const dashboard = useSlicedQuery(dashboardQuery(currency, dashboardInput(scope)));
  return <DashboardFigures dashboard={dashboard} withOutlook />;
}
