import { formatRatePercent, type TFigures, type TVideoDetails } from "@studio/contract";
import { microOf } from "./revenue-format";

/** Whether a period has anything to show: views or revenue. */
export function hasFigures(totals: TFigures): boolean {
  return totals.views > 0 || microOf(totals.revenue) !== 0n;
}

/** How far into the expected amount the month already is, 0-100, for the bar. */
export function forecastProgress(soFar: string, expected: string): number {
  const done = microOf(soFar);
  const total = microOf(expected);
  if (total <= 0n || done <= 0n) return 0;
  return done >= total ? 100 : Number((done * 100n) / total);
}

/** The music's share as "12.50% · $1.23", or null when the video uses no catalogue track. */
export function musicShareText(share: TVideoDetails["music_share"]): string | null {
  if (!share) return null;
  return `${formatRatePercent(share.basis_points, 10_000)} · ${share.revenue_display}`;
}
