/** Seconds of an ISO 8601 duration as YouTube writes it ("PT1M5S", "P1DT2H"); 0 when unreadable. */
export function parseIsoDuration(text: string): number {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(text);
  if (!match) return 0;
  const [, days = "0", hours = "0", minutes = "0", seconds = "0"] = match;
  return ((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60 + Number(seconds);
}

/** The ISO 8601 duration of a number of seconds ("PT45S", "PT1M5S"). */
export function toIsoDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${seconds || totalSeconds === 0 ? `${seconds}S` : ""}`;
}
