import { Box, Group, Paper, Text, VisuallyHidden } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { useState } from "react";

export interface ChartSeries<P> {
  /** The point's field plotted. */
  key: keyof P & string;
  label: string;
  color: string;
}

const PAD_TOP = 8;
const PAD_RIGHT = 12;
const X_AXIS = 24;
const TICKS = 4;
const LEGEND = 32;

/** A round top for the y axis (1, 2, 2.5 or 5 times a power of ten per tick) at or above `max`. */
export function niceTop(max: number, ticks = TICKS): number {
  if (!(max > 0)) return ticks;
  const raw = max / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return step * ticks;
}

/**
 * A daily series chart drawn as plain SVG (docs/decisions/075): lines, or a filled area for a
 * single series, a y axis of round ticks, the first, middle and last day on the x axis, and the
 * hovered day's values. The figures are also a table for screen readers. It replaces a charting
 * library of 121 KB gzip that the dashboard loaded for these two charts.
 */
export function SeriesChart<P extends { day: string }>({
  points,
  series,
  height: totalHeight,
  yAxisWidth,
  area = false,
  legend = false,
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
  legend?: boolean;
  formatTick(value: number): string;
  /** A day's value as the tooltip and the table show it (by default through `formatTick`). */
  display?(point: P, key: keyof P & string): string;
}) {
  const { ref, width } = useElementSize();
  // The legend takes its row out of the chart's height, so both charts of a row are as tall.
  const height = totalHeight - (legend ? LEGEND : 0);
  const [hovered, setHovered] = useState<number | null>(null);
  const value = (point: P, key: keyof P) => {
    const v = Number(point[key]);
    return Number.isFinite(v) ? v : 0;
  };
  const top = niceTop(Math.max(0, ...points.flatMap((p) => series.map((s) => value(p, s.key)))));
  const plotWidth = Math.max(0, width - yAxisWidth - PAD_RIGHT);
  const plotHeight = height - PAD_TOP - X_AXIS;
  const x = (i: number) =>
    yAxisWidth + (points.length > 1 ? (i / (points.length - 1)) * plotWidth : plotWidth / 2);
  const y = (v: number) => PAD_TOP + plotHeight - (v / top) * plotHeight;
  const line = (key: keyof P) => points.map((p, i) => `${i ? "L" : "M"}${x(i)},${y(value(p, key))}`).join("");
  const labelled = [...new Set([0, Math.floor((points.length - 1) / 2), points.length - 1])].filter(
    (i) => i >= 0,
  );
  const point = hovered === null ? undefined : points[hovered];

  const onPointer = (event: React.PointerEvent<SVGSVGElement>) => {
    if (points.length === 0 || plotWidth <= 0) return;
    const left = event.currentTarget.getBoundingClientRect().left;
    const ratio = (event.clientX - left - yAxisWidth) / plotWidth;
    setHovered(Math.min(points.length - 1, Math.max(0, Math.round(ratio * (points.length - 1)))));
  };

  return (
    <div>
      {legend && (
        <Group justify="flex-end" gap="md" h={LEGEND} aria-hidden>
          {series.map((s) => (
            <Group key={s.key} gap={6}>
              <Box w={10} h={10} bg={s.color} style={{ borderRadius: "50%" }} />
              <Text size="sm">{s.label}</Text>
            </Group>
          ))}
        </Group>
      )}
      <Box ref={ref} pos="relative" h={height}>
        {width > 0 && (
          <svg
            width={width}
            height={height}
            aria-hidden="true"
            onPointerMove={onPointer}
            onPointerLeave={() => setHovered(null)}
            style={{ display: "block", overflow: "visible" }}
          >
            {Array.from({ length: TICKS + 1 }, (_, i) => (top / TICKS) * i).map((tick) => (
              <g key={tick}>
                <line
                  x1={yAxisWidth}
                  x2={yAxisWidth + plotWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke="var(--mantine-color-gray-3)"
                  strokeDasharray="5 5"
                />
                <text
                  x={yAxisWidth - 8}
                  y={y(tick)}
                  textAnchor="end"
                  dominantBaseline="middle"
                  fontSize={12}
                  fill="var(--mantine-color-dimmed)"
                >
                  {formatTick(tick)}
                </text>
              </g>
            ))}
            {labelled.map((i) => (
              <text
                key={i}
                x={x(i)}
                y={height - 6}
                textAnchor={i === 0 ? "start" : i === points.length - 1 ? "end" : "middle"}
                fontSize={12}
                fill="var(--mantine-color-dimmed)"
              >
                {points[i]?.day}
              </text>
            ))}
            {area && series[0] && points.length > 0 && (
              <path
                d={`${line(series[0].key)}L${x(points.length - 1)},${y(0)}L${x(0)},${y(0)}Z`}
                fill={series[0].color}
                fillOpacity={0.12}
              />
            )}
            {series.map((s) => (
              <path key={s.key} d={line(s.key)} fill="none" stroke={s.color} strokeWidth={2} />
            ))}
            {point && hovered !== null && (
              <g>
                <line
                  x1={x(hovered)}
                  x2={x(hovered)}
                  y1={PAD_TOP}
                  y2={PAD_TOP + plotHeight}
                  stroke="var(--mantine-color-gray-5)"
                />
                {series.map((s) => (
                  <circle key={s.key} cx={x(hovered)} cy={y(value(point, s.key))} r={4} fill={s.color} />
                ))}
              </g>
            )}
          </svg>
        )}
        {point && hovered !== null && (
          <Paper
            withBorder
            shadow="sm"
            p="xs"
            radius="md"
            pos="absolute"
            top={0}
            style={{
              pointerEvents: "none",
              ...(x(hovered) > width / 2 ? { right: width - x(hovered) + 12 } : { left: x(hovered) + 12 }),
            }}
          >
            <Text size="xs" c="dimmed">
              {point.day}
            </Text>
            {series.map((s) => (
              <Text key={s.key} size="sm" fw={600}>
                {s.label}: {display(point, s.key)}
              </Text>
            ))}
          </Paper>
        )}
      </Box>
      <VisuallyHidden>
        <table>
          <thead>
            <tr>
              <td />
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.day}>
                <th scope="row">{p.day}</th>
                {series.map((s) => (
                  <td key={s.key}>{display(p, s.key)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </div>
  );
}
