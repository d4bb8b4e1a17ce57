const SECONDS_PER_DAY = 86_400;

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * Formats a duration in seconds as "hh:mm:ss", or "Nd hh:mm:ss" from one day up (docs/spec.md §9:
 * days plus hh:mm:ss): 3661 -> "01:01:01", 90061 -> "1d 01:01:01". Fractions of a second are
 * dropped. Negative numbers, NaN and infinities give "00:00:00".
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return "00:00:00";
  const total = Math.floor(seconds);
  const days = Math.floor(total / SECONDS_PER_DAY);
  const rest = total % SECONDS_PER_DAY;
  const clock = `${pad2(Math.floor(rest / 3600))}:${pad2(Math.floor((rest % 3600) / 60))}:${pad2(rest % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
