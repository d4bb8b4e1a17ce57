import {
  addDays,
  type DateRange,
  daysBetween,
  isPeriod,
  MAX_RANGE_DAYS,
  type Period,
  periodRange,
} from "@studio/contract";

/**
 * What the dashboards show, kept in the URL so a link, a reload and the move between the home and
 * the reports keep it: `period`, `from`/`to` (custom range) and `member` (a manager's member).
 */
export interface DashboardFilters {
  period: Period;
  /** The custom range as typed (YYYY-MM-DD), before it is checked. */
  from: string | null;
  to: string | null;
  /** One member of a manager, or null for all members. */
  member: number | null;
}

export const DEFAULT_PERIOD = "latest" satisfies Exclude<Period, "custom">;

export const FILTER_PARAMS = { period: "period", from: "from", to: "to", member: "member" } as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2024-02-30 is not one). */
export function isIsoDay(value: string | null | undefined): value is string {
  if (!value || !ISO_DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** A positive row id from the URL, or null. */
export function idParam(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function readDashboardFilters(params: URLSearchParams): DashboardFilters {
  const period = params.get(FILTER_PARAMS.period);
  return {
    period: isPeriod(period) ? period : DEFAULT_PERIOD,
    from: params.get(FILTER_PARAMS.from),
    to: params.get(FILTER_PARAMS.to),
    member: idParam(params.get(FILTER_PARAMS.member)),
  };
}

/** The URL with some filters changed; a default value leaves its key out. */
export function withDashboardFilters(
  params: URLSearchParams,
  changes: Partial<DashboardFilters>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value === null || value === "") next.delete(key);
    else next.set(key, value);
  };
  if (changes.period !== undefined) {
    set(FILTER_PARAMS.period, changes.period === DEFAULT_PERIOD ? null : changes.period);
    if (changes.period !== "custom") {
      set(FILTER_PARAMS.from, null);
      set(FILTER_PARAMS.to, null);
    }
  }
  if (changes.from !== undefined) set(FILTER_PARAMS.from, changes.from);
  if (changes.to !== undefined) set(FILTER_PARAMS.to, changes.to);
  if (changes.member !== undefined)
    set(FILTER_PARAMS.member, changes.member === null ? null : String(changes.member));
  return next;
}

/**
 * A custom range made answerable: days after the newest complete one are cut, reversed ends are
 * swapped, and a range longer than MAX_RANGE_DAYS keeps its newest days. Null when a day is missing
 * or not a real date.
 */
export function customRange(from: string | null, to: string | null, maxDate: string): DateRange | null {
  if (!isIsoDay(from) || !isIsoDay(to)) return null;
  let start = from <= to ? from : to;
  let end = from <= to ? to : from;
  if (end > maxDate) end = maxDate;
  if (start > end) start = end;
  if (daysBetween({ start, end }) > MAX_RANGE_DAYS) start = addDays(end, -(MAX_RANGE_DAYS - 1));
  return { start, end };
}

/** The days the dashboards ask for: the preset period, or the custom range (else the latest days). */
export function selectedRange(filters: DashboardFilters, maxDate: string): DateRange {
  if (filters.period === "custom") {
    return customRange(filters.from, filters.to, maxDate) ?? periodRange(DEFAULT_PERIOD, maxDate);
  }
  return periodRange(filters.period, maxDate);
}

/** Only the dashboard filters of a query string, to carry them from one dashboard page to another. */
export function carriedFilters(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of Object.values(FILTER_PARAMS)) {
    const value = from.get(key);
    if (value !== null) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : "";
}
