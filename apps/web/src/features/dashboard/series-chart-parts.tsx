import { Box, Group, Paper, Text, VisuallyHidden } from "@mantine/core";
import { type ChartGeometry, type ChartSeries, LEGEND, PAD_TOP, TICKS } from "./series-chart-geometry";

/** The series' colours and names above the chart (hidden from screen readers, who get the table). */
export function ChartLegend<P>({ series }: { series: readonly ChartSeries<P>[] }) {
  return (
    <Group justify="flex-end" gap="md" h={LEGEND} aria-hidden>
      {series.map((s) => (
        <Group key={s.key} gap={6}>
          <Box w={10} h={10} bg={s.color} style={{ borderRadius: "50%" }} />
          <Text size="sm">{s.label}</Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * The drawing: axes, the area or lines (or grouped bars, a bar per series side by side), and the
 * hovered point's marker; the pointer picks the point.
 */
export function ChartPlot<P extends { day: string }>({
  points,
  series,
  geometry,
  area,
  bars,
  formatTick,
  hovered,
  onHover,
}: {
  points: readonly P[];
  series: readonly ChartSeries<P>[];
  geometry: ChartGeometry<P>;
  area: boolean;
  bars: boolean;
  formatTick(value: number): string;
  hovered: number | null;
  onHover(index: number | null): void;
}) {
  const { width, height, plotWidth, plotHeight, x, y, value, line, pointAt } = geometry;
  const point = hovered === null ? undefined : points[hovered];
  const onPointer = (event: React.PointerEvent<SVGSVGElement>) => {
    if (points.length === 0 || plotWidth <= 0) return;
    onHover(pointAt(event.clientX - event.currentTarget.getBoundingClientRect().left));
  };
  return (
    <svg
      width={width}
      height={height}
      aria-hidden="true"
      onPointerMove={onPointer}
      onPointerLeave={() => onHover(null)}
      style={{ display: "block", overflow: "visible" }}
    >
      <ChartAxes points={points} geometry={geometry} centred={bars} formatTick={formatTick} />
      {bars && <ChartBars points={points} series={series} geometry={geometry} hovered={hovered} />}
      {area && series[0] && points.length > 0 && (
        <path
          d={`${line(series[0].key)}L${x(points.length - 1)},${y(0)}L${x(0)},${y(0)}Z`}
          fill={series[0].color}
          fillOpacity={0.12}
        />
      )}
      {!bars &&
        series.map((s) => <path key={s.key} d={line(s.key)} fill="none" stroke={s.color} strokeWidth={2} />)}
      {!bars && point && hovered !== null && (
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
  );
}

/** Share of a point's slot its group of bars takes; the rest is the gap between groups. */
const GROUP_SHARE = 0.7;

/** Each point's bars side by side in its slot, the hovered slot shaded behind them. */
function ChartBars<P extends { day: string }>({
  points,
  series,
  geometry: { x, y, band, value, plotHeight },
  hovered,
}: {
  points: readonly P[];
  series: readonly ChartSeries<P>[];
  geometry: ChartGeometry<P>;
  hovered: number | null;
}) {
  const group = band * GROUP_SHARE;
  const bar = series.length > 0 ? group / series.length : group;
  return (
    <>
      {hovered !== null && (
        <rect
          x={x(hovered) - band / 2}
          y={PAD_TOP}
          width={band}
          height={plotHeight}
          fill="var(--mantine-color-gray-1)"
        />
      )}
      {points.map((p, i) =>
        series.map((s, j) => {
          const top = y(value(p, s.key));
          return (
            <rect
              key={`${p.day}-${s.key}`}
              x={x(i) - group / 2 + j * bar}
              y={top}
              width={Math.max(0, bar - 2)}
              height={Math.max(0, y(0) - top)}
              fill={s.color}
              rx={2}
            />
          );
        }),
      )}
    </>
  );
}

/** The y axis' dashed round ticks and the points' days under the x axis. */
function ChartAxes<P extends { day: string }>({
  points,
  geometry: { height, yAxisWidth, top, plotWidth, x, y, labelled },
  centred,
  formatTick,
}: {
  points: readonly P[];
  geometry: ChartGeometry<P>;
  /** Every label under its point (bars), instead of the ends kept inside the plot. */
  centred: boolean;
  formatTick(value: number): string;
}) {
  return (
    <>
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
          textAnchor={centred ? "middle" : i === 0 ? "start" : i === points.length - 1 ? "end" : "middle"}
          fontSize={12}
          fill="var(--mantine-color-dimmed)"
        >
          {points[i]?.day}
        </text>
      ))}
    </>
  );
}

/** The hovered day's values, beside its marker on the side with more room. */
export function ChartTooltip<P extends { day: string }>({
  point,
  at,
  width,
  series,
  display,
}: {
  point: P;
  /** The hovered day's x. */
  at: number;
  width: number;
  series: readonly ChartSeries<P>[];
  display(point: P, key: keyof P & string): string;
}) {
  return (
    <Paper
      withBorder
      shadow="sm"
      p="xs"
      radius="md"
      pos="absolute"
      top={0}
      style={{
        pointerEvents: "none",
        ...(at > width / 2 ? { right: width - at + 12 } : { left: at + 12 }),
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
  );
}

/** Every day's figures as a table for screen readers, worded as the tooltip words them. */
export function ChartTable<P extends { day: string }>({
  points,
  series,
  display,
}: {
  points: readonly P[];
  series: readonly ChartSeries<P>[];
  display(point: P, key: keyof P & string): string;
}) {
  return (
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
  );
}
