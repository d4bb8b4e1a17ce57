import { Card, Progress, Text, Title } from "@mantine/core";
import { formatMonth, type TDashboard } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { forecastProgress } from "./figures";
import { useRevenueFormat } from "./revenue-format";

/** The month's expected revenue with its likely range (docs/design.md §11). */
export function ForecastCard({ dashboard }: { dashboard: TDashboard }) {
  const { t } = useTranslation();
  const format = useRevenueFormat();
  const forecast = dashboard.forecast;
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="forecast-title">
      <Title order={3} size="h5" id="forecast-title">
        {forecast
          ? t("revenue.forecast.title", { month: formatMonth(forecast.month) || forecast.month })
          : t("revenue.forecast.titleNoMonth")}
      </Title>
      {forecast ? (
        <>
          <Text size="sm" c="dimmed" mt={4}>
            {t("revenue.forecast.expected")}
          </Text>
          <Text fw={700} size="xl">
            {forecast.expected_display}
          </Text>
          <Text size="sm">
            {t("revenue.forecast.range", { low: forecast.low_display, high: forecast.high_display })}
          </Text>
          <Progress
            mt="sm"
            value={forecastProgress(forecast.so_far, forecast.expected)}
            aria-label={t("revenue.forecast.progressLabel")}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {t("revenue.forecast.soFar", { amount: format.money(forecast.so_far, dashboard.totals.rate) })}
          </Text>
          <Text size="xs" c="dimmed" mt="xs">
            {t("revenue.forecast.note")}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed" mt="xs">
          {t("revenue.forecast.none")}
        </Text>
      )}
    </Card>
  );
}
