/**
 * The calendar date of `now` in `timeZone`: year, month (1-12), day. A withdrawal's month and window
 * and an invoice's issue date are counted in the network's time zone (docs/spec.md §4).
 */
export function localDate(now: Date, timeZone: string): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}
