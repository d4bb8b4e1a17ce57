import "@mantine/charts/styles.css";
import { AreaChart, LineChart } from "@mantine/charts";
import { Card, Paper, SimpleGrid, Skeleton, Text, Title } from "@mantine/core";
import { CHART_PALETTE, formatBigNumber, type TDashboard } from "@studio/contract";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useRevenueFormat } from "./revenue-format";
import { type TrendPoint, tickMicro, trendPoints } from "./trend-points";

const CHART_HEIGHT = 220;
/** The revenue series is already in the shown currency: its ticks are formatted without converting. */
const IDENTITY_RATE = "1";
const REVENUE_COLOR = CHART_PALETTE[8];
const VIEWS_COLOR = CHART_PALETTE[1];
const PREMIUM_COLOR = CHART_PALETTE[0];

function isTrendPoint(value: unknown): value is TrendPoint {
  return typeof value === "object" && value !== null && "revenueDisplay" in value;
}

/** The tooltip of the revenue chart: the day and its amount exactly as the API formatted it. */
function RevenueTooltip({ payload }: { payload?: readonly { payload?: unknown }[] }) {
  const { t } = useTranslation();
  const point = payload?.[0]?.payload;
  if (!isTrendPoint(point)) return null;
  return (
    <Paper withBorder shadow="sm" p="xs" radius="md">
      <Text size="xs" c="dimmed">
        {point.day}
      </Text>
      <Text size="sm" fw={600}>
        {t("revenue.totals.revenue")}: {point.revenueDisplay}
      </Text>
    </Paper>
  );
}

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
        <AreaChart
          h={CHART_HEIGHT}
          data={points}
          dataKey="day"
          series={[{ name: "revenue", label: t("revenue.totals.revenue"), color: REVENUE_COLOR }]}
          curveType="monotone"
          withDots={false}
          valueFormatter={(value) => format.money(tickMicro(value), IDENTITY_RATE)}
          yAxisProps={{ width: 72 }}
          tooltipProps={{ content: ({ payload }) => <RevenueTooltip payload={payload} /> }}
        />
      </ChartCard>
      <ChartCard title={t("revenue.charts.viewsTitle")} label={t("revenue.charts.viewsLabel", { range })}>
        <LineChart
          h={CHART_HEIGHT}
          data={points}
          dataKey="day"
          series={[
            { name: "views", label: t("revenue.totals.views"), color: VIEWS_COLOR },
            { name: "premiumViews", label: t("revenue.totals.premiumViews"), color: PREMIUM_COLOR },
          ]}
          curveType="monotone"
          withDots={false}
          withLegend
          valueFormatter={(value) => formatBigNumber(value, format.language)}
          yAxisProps={{ width: 56 }}
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
