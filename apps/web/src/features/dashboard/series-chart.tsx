import { Box } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { useState } from "react";
import { type ChartSeries, chartGeometry, LEGEND } from "./series-chart-geometry";
import { ChartLegend, ChartPlot, ChartTable, ChartTooltip } from "./series-chart-parts";

export { niceTop } from "./series-chart-geometry";

/**
 * A series chart drawn as plain SVG (docs/decisions/075): lines, or a filled area for a single
 * series, a y axis of round ticks, the first, middle and last day on the x axis, and the hovered
 * day's values; or grouped bars, a bar per series side by side for each of a few points, each point
 * labelled. The figures are also a table for screen readers. It replaces a charting
 * library of 121 KB gzip that the dashboard loaded for these two charts. Its parts are in
 * series-chart-parts.tsx, its scales in series-chart-geometry.ts.
 */
export function SeriesChart<P extends { day: string }>({
  points,
  series,
  height: totalHeight,
  yAxisWidth,
  area = false,
  bars = false,
  legend = false,
  table = true,
  formatTick,
  display = (point, key) => formatTick(Number(point[key])),
}: {
  points: readonly P[];
  series: readonly ChartSeries<P>[];
  /** The whole chart's height, the legend's row included. */
  height: number;
  yAxisWidth: number;
  /** Fill under the line (one series). */
  area?: boolean;
  /** Grouped bars instead of lines. */
  bars?: boolean;
  legend?: boolean;
  /**
   * The figures as a table for screen readers; false only where the same figures are in a table
   * on the page already (screen readers would hear them twice).
   */
  table?: boolean;
  formatTick(value: number): string;
  /** A day's value as the tooltip and the table show it (by default through `formatTick`). */
  display?(point: P, key: keyof P & string): string;
}) {
  const { ref, width } = useElementSize();
  // The legend takes its row out of the chart's height, so both charts of a row are as tall.
  const height = totalHeight - (legend ? LEGEND : 0);
  const [hovered, setHovered] = useState<number | null>(null);
  const geometry = chartGeometry(points, series, width, height, yAxisWidth, bars);
  const point = hovered === null ? undefined : points[hovered];
  return (
    <div>
      {legend && <ChartLegend series={series} />}
      <Box ref={ref} pos="relative" h={height}>
        {width > 0 && (
          <ChartPlot
            points={points}
            series={series}
            geometry={geometry}
            area={area}
            bars={bars}
            formatTick={formatTick}
            hovered={hovered}
            onHover={setHovered}
          />
        )}
        {point && hovered !== null && (
          <ChartTooltip
            point={point}
            at={geometry.x(hovered)}
            width={width}
            series={series}
            display={display}
          />
        )}
      </Box>
      {table && <ChartTable points={points} series={series} display={display} />}
    </div>
  );
}
