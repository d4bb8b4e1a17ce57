/** A time in seconds as "m:ss" (or "h:mm:ss" from one hour); anything not a finite number is 0:00. */
export function formatClock(seconds: number): string {
  const fullSeconds = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(fullSeconds / 3600);
  const minutes = Math.floor((fullSeconds % 3600) / 60);
  const secs = String(fullSeconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${secs}` : `${minutes}:${secs}`;
}
