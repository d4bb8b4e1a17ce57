/**
 * "Don't show today" for the rolling popups (docs/spec.md §9 `rollingTodayNotShow`): the local day
 * it was chosen on, so the popups come back the next day.
 */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const hiddenToday = (stored: string | null, now: Date) => stored === localDay(now);
