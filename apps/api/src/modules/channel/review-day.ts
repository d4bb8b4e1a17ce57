/** The calendar day of a moment in a time zone, as YYYY-MM-DD. */
export function dayIn(timeZone: string, moment: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(moment);
}

/** One re-review a day, counted in the network's time zone (docs/design.md §11: the creator's days). */
export function reviewAllowedToday(lastRequestedAt: Date | null, now: Date, timeZone: string): boolean {
  return lastRequestedAt === null || dayIn(timeZone, lastRequestedAt) !== dayIn(timeZone, now);
}
