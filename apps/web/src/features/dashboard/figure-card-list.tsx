import { Card, SimpleGrid, Stack } from "@mantine/core";
import type { TFigures } from "@studio/contract";
import type { Key, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PlainList } from "../../components/plain-list";
import { FigureField } from "./figure-field";
import { percentText, useRevenueFormat } from "./revenue-format";

/**
 * Rows of figures on phones: a list named `label`, one card per row with its title, the figures
 * every row has (revenue, views, RPM, premium views and rate) and the row's own (`extra`).
 */
export function FigureCardList<T extends TFigures>({
  label,
  rows,
  keyOf,
  title,
  extra,
}: {
  label: string;
  rows: T[];
  keyOf: (row: T) => Key;
  title: (row: T) => ReactNode;
  extra: (row: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const format = useRevenueFormat();
  return (
    <PlainList label={label}>
      {rows.map((row) => (
        <Card key={keyOf(row)} component="li" withBorder radius="lg" padding="sm">
          <Stack gap="xs">
            {title(row)}
            <SimpleGrid cols={3} spacing="xs" verticalSpacing={4}>
              <FigureField label={t("revenue.columns.revenue")} strong>
                {row.revenue_display}
              </FigureField>
              <FigureField label={t("revenue.columns.views")}>{format.count(row.views)}</FigureField>
              <FigureField label={t("revenue.columns.rpm")}>{row.rpm_display}</FigureField>
              <FigureField label={t("revenue.columns.premiumViews")}>
                {format.count(row.premium_views)}
              </FigureField>
              <FigureField label={t("revenue.columns.premiumRate")}>
                {percentText(row.premium_rate)}
              </FigureField>
              {extra(row)}
            </SimpleGrid>
          </Stack>
        </Card>
      ))}
    </PlainList>
  );
}
