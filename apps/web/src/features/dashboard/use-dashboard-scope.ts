import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  type DashboardFilters,
  readDashboardFilters,
  selectedRange,
  withDashboardFilters,
} from "./dashboard-filters";
import { dashboardMetaQuery } from "./revenue-queries";
import type { RevenueScope } from "./video-list-params";

/** A member id only when it is one of the manager's members; anything else means all of them. */
export function memberInReach(id: number | null, members: readonly { id: number }[]): number | null {
  return id !== null && members.some((m) => m.id === id) ? id : null;
}

/**
 * The dashboards' shared state: the filters from the URL, the meta (newest complete day, time
 * zone, members) and from both the scope every figure is asked for (null until the meta is in, or
 * while there is no data at all).
 */
export function useDashboardScope() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readDashboardFilters(params), [params]);
  const meta = useQuery(dashboardMetaQuery());
  const maxDate = meta.data?.max_date ?? null;
  const members = meta.data?.members ?? [];
  const member = memberInReach(filters.member, members);
  const scope = useMemo<RevenueScope | null>(
    () => (maxDate ? { range: selectedRange(filters, maxDate), member } : null),
    [filters, maxDate, member],
  );
  const update = useCallback(
    (changes: Partial<DashboardFilters>) =>
      setParams((prev) => withDashboardFilters(prev, changes), { replace: true }),
    [setParams],
  );
  return { meta, filters, maxDate, members, member, scope, update };
}

export type DashboardScope = ReturnType<typeof useDashboardScope>;
