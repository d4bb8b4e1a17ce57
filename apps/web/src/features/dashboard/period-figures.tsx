import { SimpleGrid, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSettings } from "../../stores/settings";
import { hasFigures } from "./figures";
import { ForecastCard } from "./forecast-card";
import { dashboardQuery } from "./revenue-queries";
import { RevenueEmpty, RevenueError } from "./revenue-states";
import { TotalsList, TotalsSkeleton } from "./totals-list";
import { TrendCharts, TrendChartsSkeleton } from "./trend-charts";
import { dashboardInput, type RevenueScope } from "./video-list-params";
import { WhyChangedPanel } from "./why-changed-panel";

/** Totals, daily trends, why it changed and the month's forecast for the chosen period. */
export function PeriodFigures({ scope }: { scope: RevenueScope }) {
  const { t } = useTranslation();
  const currency = useSettings((s) => s.currency);
  const dashboard = useQuery(dashboardQuery(currency, dashboardInput(scope)));
  if (dashboard.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t("common.loading")}>
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
        {data.forecast && <ForecastCard dashboard={data} />}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <TotalsList totals={data.totals} />
      <TrendCharts dashboard={data} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <WhyChangedPanel dashboard={data} />
        <ForecastCard dashboard={data} />
      </SimpleGrid>
    </Stack>
  );
}
