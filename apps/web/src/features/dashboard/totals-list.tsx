import { Card, SimpleGrid, Skeleton, Text } from "@mantine/core";
import type { TFigures } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { percentText, useRevenueFormat } from "./revenue-format";

const GRID_COLS = { base: 2, sm: 3, md: 5 } as const;

/** The figures of a period as a list named "Totals": each item its label and its value. */
export function TotalsList({ totals }: { totals: TFigures }) {
  const { t } = useTranslation();
  const format = useRevenueFormat();
  const items = [
    { key: "revenue", label: t("revenue.totals.revenue"), value: totals.revenue_display },
    { key: "views", label: t("revenue.totals.views"), value: format.count(totals.views) },
    {
      key: "rpm",
      label: t("revenue.totals.rpm"),
      value: totals.rpm_display,
      hint: t("revenue.totals.rpmHint"),
    },
    {
      key: "premiumViews",
      label: t("revenue.totals.premiumViews"),
      value: format.count(totals.premium_views),
    },
    { key: "premiumRate", label: t("revenue.totals.premiumRate"), value: percentText(totals.premium_rate) },
  ];
  return (
    <section aria-label={t("revenue.totals.label")}>
      <SimpleGrid component="ul" cols={GRID_COLS} spacing="sm" p={0} m={0} style={{ listStyle: "none" }}>
        {items.map((item) => (
          <Card key={item.key} component="li" withBorder radius="lg" padding="md" title={item.hint}>
            <Text size="sm" c="dimmed">
              {item.label}
            </Text>
            <Text fw={700} fz={{ base: "lg", sm: "xl" }} data-testid={`total-${item.key}`}>
              {item.value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}

export function TotalsSkeleton() {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="sm">
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Skeleton key={i} height={76} radius="lg" />
      ))}
    </SimpleGrid>
  );
}
