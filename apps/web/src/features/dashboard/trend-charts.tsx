import { Card, SimpleGrid, Skeleton, Title } from "@mantine/core";
import { CHART_PALETTE, formatBigNumber, type TDashboard } from "@studio/contract";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useRevenueFormat } from "./revenue-format";
import { SeriesChart } from "./series-chart";
import { tickMicro, trendPoints } from "./trend-points";

const CHART_HEIGHT = 220;
/** The revenue series is already in the shown currency: its ticks are formatted without converting. */
const IDENTITY_RATE = "1";
const REVENUE_COLOR = CHART_PALETTE[8];
const VIEWS_COLOR = CHART_PALETTE[1];
const PREMIUM_COLOR = CHART_PALETTE[0];

function ChartCard({ title, label, children }: { title: string; label: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="md" component="figure" m={0} aria-label={label}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Daily estimated revenue, and daily views with premium views, over the period. */
export function TrendCharts({ dashboard }: { dashboard: TDashboard }) {
  const { t } = useTranslation();
  const format = useRevenueFormat();
  const points = useMemo(
    () => trendPoints(dashboard.daily, format.currency, format.language),
    [dashboard.daily, format.currency, format.language],
  );
  const range = format.range(dashboard);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartCard title={t("revenue.charts.revenueTitle")} label={t("revenue.charts.revenueLabel", { range })}>
        <SeriesChart
          height={CHART_HEIGHT}
          points={points}
          series={[{ key: "revenue", label: t("revenue.totals.revenue"), color: REVENUE_COLOR }]}
          area
          formatTick={(value) => format.money(tickMicro(value), IDENTITY_RATE)}
          display={(point) => point.revenueDisplay}
          yAxisWidth={72}
        />
      </ChartCard>
      <ChartCard title={t("revenue.charts.viewsTitle")} label={t("revenue.charts.viewsLabel", { range })}>
        <SeriesChart
          height={CHART_HEIGHT}
          points={points}
          series={[
            { key: "views", label: t("revenue.totals.views"), color: VIEWS_COLOR },
            { key: "premiumViews", label: t("revenue.totals.premiumViews"), color: PREMIUM_COLOR },
          ]}
          legend
          formatTick={(value) => formatBigNumber(value, format.language)}
          display={(point, key) => format.count(Number(point[key]))}
          yAxisWidth={56}
        />
      </ChartCard>
    </SimpleGrid>
  );
}

export function TrendChartsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Skeleton height={CHART_HEIGHT + 56} radius="lg" />
      <Skeleton height={CHART_HEIGHT + 56} radius="lg" />
    </SimpleGrid>
  );
}
