import { Box, Card, Group, Progress, Text, Title } from "@mantine/core";
import { previousRange, type TDashboard } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { PlainList } from "../../components/plain-list";
import { changePercent, microOf, signedDisplay, useRevenueFormat } from "./revenue-format";
import { type ChangePartKey, changeParts, hasRateEffect } from "./why-changed";

const PART_LABEL_KEYS: Record<ChangePartKey, string> = {
  views: "revenue.why.views",
  rpm: "revenue.why.rpm",
  premium: "revenue.why.premium",
};

/**
 * "Why it changed" (docs/design.md §11): the change against the previous period of the same length,
 * split into the parts due to views, RPM, the premium share and the exchange rate.
 */
export function WhyChangedPanel({ dashboard }: { dashboard: TDashboard }) {
  const { t } = useTranslation();
  const format = useRevenueFormat();
  const { why, totals } = dashboard;
  const rate = totals.rate;
  const change = microOf(why.change);
  const percent = changePercent(change, microOf(why.previous.revenue));
  const previous = previousRange(dashboard);
  const parts = changeParts(why);
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="why-changed-title">
      <Title order={3} size="h5" id="why-changed-title">
        {t("revenue.why.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("revenue.why.compared", { range: format.range(previous), previous: why.previous.revenue_display })}
      </Text>
      <Group gap="xs" align="baseline" mb="md">
        <Text fw={700} size="xl" c={change < 0n ? "red" : change > 0n ? "teal" : undefined}>
          {format.signedMoney(change, rate)}
        </Text>
        {percent && (
          <Text size="sm" c="dimmed">
            ({percent})
          </Text>
        )}
      </Group>
      <PlainList label={t("revenue.why.listLabel")}>
        {parts.map((part) => (
          <Box component="li" key={part.key}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{t(PART_LABEL_KEYS[part.key])}</Text>
              <Text size="sm" fw={600} c={part.micro < 0n ? "red" : part.micro > 0n ? "teal" : "dimmed"}>
                {format.signedMoney(part.micro, rate)}
              </Text>
            </Group>
            <Progress
              value={part.barPercent}
              color={part.micro < 0n ? "red.6" : "teal.6"}
              size="sm"
              aria-hidden
            />
          </Box>
        ))}
        {format.currency !== "USD" && (
          <Box component="li">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{t("revenue.why.rate")}</Text>
              <Text size="sm" fw={600} c={hasRateEffect(why.rate_effect_display) ? undefined : "dimmed"}>
                {signedDisplay(why.rate_effect_display)}
              </Text>
            </Group>
          </Box>
        )}
      </PlainList>
    </Card>
  );
}
