/**
 * An error log of a background source that retries by itself (the job queue polls every few
 * seconds): the first error is written at once, the ones after it within a minute only counted,
 * and the first one after that minute is written with how many there were in between. A database
 * outage is then a line a minute for the source, not a line per poll (docs/decisions/138).
 */
export function throttledErrorLog(
  label: string,
  options: { windowMs?: number; write?: (line: string) => void; now?: () => number } = {},
): (error: Error) => void {
  const windowMs = options.windowMs ?? 60_000;
  const write = options.write ?? ((line: string) => console.error(line));
  const now = options.now ?? Date.now;
  let writtenAt = Number.NEGATIVE_INFINITY;
  let skipped = 0;
  return (error) => {
    const at = now();
    if (at - writtenAt < windowMs) {
      skipped += 1;
      return;
    }
    const message = (error.message ?? String(error)).split("\n")[0];
    const more = skipped > 0 ? ` (${skipped} more since the last line)` : "";
    write(`${label}: ${message}${more}`);
    writtenAt = at;
    skipped = 0;
  };
}
