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

const WAIT_UNITS = {
  en: {
    second: (n: number) => `${n} second${n === 1 ? "" : "s"}`,
    minute: (n: number) => `${n} minute${n === 1 ? "" : "s"}`,
  },
  ko: { second: (n: number) => `${n}초`, minute: (n: number) => `${n}분` },
  "zh-CN": { second: (n: number) => `${n} 秒`, minute: (n: number) => `${n} 分钟` },
  "zh-TW": { second: (n: number) => `${n} 秒`, minute: (n: number) => `${n} 分鐘` },
} as const;

/**
 * How long to wait, as a person reads it: whole seconds under a minute, else minutes rounded up
 * (a 14 min 1 s block reads "15 minutes", never less than the real wait). 0 or less reads as 1 second.
 */
export function formatWait(seconds: number, language: keyof typeof WAIT_UNITS): string {
  const units = WAIT_UNITS[language];
  const whole = Math.max(1, Math.ceil(Number.isFinite(seconds) ? seconds : 1));
  return whole < 60 ? units.second(whole) : units.minute(Math.ceil(whole / 60));
}
