import { Box, Group, Progress, SimpleGrid, Text } from "@mantine/core";
import { CHART_PALETTE } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { countryName } from "./country-names";
import { byViews } from "./map-projection";
import { percentText, useRevenueFormat } from "./revenue-format";

interface CountryViews {
  code: string;
  views: number;
  share: string;
}

/** Viewers by country as a list, largest first: name, views and share (same colours as the map). */
export function CountryList({ countries }: { countries: readonly CountryViews[] }) {
  const { t } = useTranslation();
  const format = useRevenueFormat();
  const sorted = byViews(countries);
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2 }}
      spacing="lg"
      verticalSpacing={8}
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      aria-label={t("revenue.detail.countries")}
    >
      {sorted.map((country, i) => (
        <Box component="li" key={country.code}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" truncate>
              {countryName(country.code, format.language)}
            </Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
              {format.count(country.views)} · {percentText(country.share)}
            </Text>
          </Group>
          <Progress
            value={Math.min(100, Number(country.share) || 0)}
            color={CHART_PALETTE[i % CHART_PALETTE.length]}
            size="xs"
            aria-hidden
          />
        </Box>
      ))}
    </SimpleGrid>
  );
}
