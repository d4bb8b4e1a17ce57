import { Box } from "@mantine/core";
import { CHART_PALETTE } from "@studio/contract";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { countryName } from "./country-names";
import { countryCircles, WORLD_FRAME } from "./map-projection";
import { useRevenueFormat } from "./revenue-format";
import { LAND_OUTLINES, outlinePath } from "./world-outline";

const LAND_PATHS = LAND_OUTLINES.map((outline) => outlinePath(outline));
const GRID_LONGITUDES = [-120, -60, 0, 60, 120];
const GRID_LATITUDES = [-30, 0, 30, 60];

/**
 * Where the viewers are: an equirectangular world map drawn here (no remote tiles) with one circle
 * per country, its area growing with the country's views.
 */
export function CountryMap({ countries }: { countries: readonly { code: string; views: number }[] }) {
  const { t } = useTranslation();
  const format = useRevenueFormat();
  const circles = useMemo(() => countryCircles(countries), [countries]);
  const { width, height, north, south } = WORLD_FRAME;
  const latY = (lat: number) => ((north - lat) / (north - south)) * height;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={t("revenue.detail.mapLabel")}
      w="100%"
      h="auto"
      style={{ display: "block", borderRadius: 8, background: "var(--mantine-color-blue-0)" }}
    >
      <g stroke="var(--mantine-color-blue-1)" strokeWidth={1}>
        {GRID_LONGITUDES.map((lon) => (
          <line
            key={`lon${lon}`}
            x1={((lon + 180) / 360) * width}
            x2={((lon + 180) / 360) * width}
            y1={0}
            y2={height}
          />
        ))}
        {GRID_LATITUDES.map((lat) => (
          <line key={`lat${lat}`} x1={0} x2={width} y1={latY(lat)} y2={latY(lat)} />
        ))}
      </g>
      <g fill="var(--mantine-color-gray-3)" stroke="var(--mantine-color-gray-4)" strokeWidth={0.5}>
        {LAND_PATHS.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <g>
        {circles.map((circle) => (
          <circle
            key={circle.code}
            cx={circle.x}
            cy={circle.y}
            r={circle.r}
            fill={CHART_PALETTE[circle.rank % CHART_PALETTE.length]}
            fillOpacity={0.75}
            stroke="white"
            strokeWidth={1}
            data-country={circle.code}
          >
            <title>
              {t("revenue.detail.countryViews", {
                country: countryName(circle.code, format.language),
                views: format.count(circle.views),
              })}
            </title>
          </circle>
        ))}
      </g>
    </Box>
  );
}
