export interface ChartSeries<P> {
  /** The point's field plotted. */
  key: keyof P & string;
  label: string;
  color: string;
}

export const PAD_TOP = 8;
const PAD_RIGHT = 12;
const X_AXIS = 24;
export const TICKS = 4;
export const LEGEND = 32;

/** A round top for the y axis (1, 2, 2.5 or 5 times a power of ten per tick) at or above `max`. */
export function niceTop(max: number, ticks = TICKS): number {
  if (!(max > 0)) return ticks;
  const raw = max / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return step * ticks;
}

/** Where a series chart draws (series-chart.tsx): its plot area, scales and the days it labels. */
export interface ChartGeometry<P> {
  width: number;
  height: number;
  yAxisWidth: number;
  /** The y axis' top value. */
  top: number;
  plotWidth: number;
  plotHeight: number;
  /** The x of the i-th point (with bars: the middle of its group). */
  x(i: number): number;
  /** With bars: the width of each point's slot, its group of bars drawn in the middle of it. */
  band: number;
  /** The point under an x of the plot (the nearest, or with bars the slot it is in). */
  pointAt(x: number): number;
  /** The y of a value. */
  y(v: number): number;
  /** A point's plotted value (0 when it is not a finite number). */
  value(point: P, key: keyof P): number;
  /** The SVG path of one series through every point. */
  line(key: keyof P): string;
  /** The points whose day the x axis shows: the first, the middle and the last (with bars: all). */
  labelled: number[];
}

export function chartGeometry<P>(
  points: readonly P[],
  series: readonly ChartSeries<P>[],
  width: number,
  height: number,
  yAxisWidth: number,
  bars = false,
): ChartGeometry<P> {
  const value = (point: P, key: keyof P) => {
    const v = Number(point[key]);
    return Number.isFinite(v) ? v : 0;
  };
  const top = niceTop(Math.max(0, ...points.flatMap((p) => series.map((s) => value(p, s.key)))));
  const plotWidth = Math.max(0, width - yAxisWidth - PAD_RIGHT);
  const plotHeight = height - PAD_TOP - X_AXIS;
  const band = points.length > 0 ? plotWidth / points.length : plotWidth;
  const x = (i: number) =>
    bars
      ? yAxisWidth + (i + 0.5) * band
      : yAxisWidth + (points.length > 1 ? (i / (points.length - 1)) * plotWidth : plotWidth / 2);
  const last = Math.max(0, points.length - 1);
  const pointAt = (at: number) => {
    const ratio = plotWidth > 0 ? (at - yAxisWidth) / plotWidth : 0;
    const index = bars ? Math.floor(ratio * points.length) : Math.round(ratio * last);
    return Math.min(last, Math.max(0, index));
  };
  const y = (v: number) => PAD_TOP + plotHeight - (v / top) * plotHeight;
  const line = (key: keyof P) => points.map((p, i) => `${i ? "L" : "M"}${x(i)},${y(value(p, key))}`).join("");
  // Bars label every slot (a few months); a daily line its first, middle and last day.
  const labelled = bars
    ? points.map((_, i) => i)
    : [...new Set([0, Math.floor((points.length - 1) / 2), points.length - 1])].filter((i) => i >= 0);
  return {
    width,
    height,
    yAxisWidth,
    top,
    plotWidth,
    plotHeight,
    x,
    band,
    pointAt,
    y,
    value,
    line,
    labelled,
  };
}
