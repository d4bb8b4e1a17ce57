import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { useMe } from "../../lib/session";
import { useTeamAccounts } from "../../lib/team-accounts";
import {
  type DashboardFilters,
  readDashboardFilters,
  selectedRange,
  withDashboardFilters,
} from "./dashboard-filters";
import { dashboardMetaQuery } from "./revenue-queries";
import type { RevenueScope } from "./video-list-params";

/** A member the selector offers (docs/spec.md §2 member selector). */
export interface DashboardMember {
  id: number;
  name: string;
}

/**
 * A member id only when it can be one of the manager's members: one of the listed ones, or any id
 * while the list is only the first page of a larger team (the API refuses an id outside the team).
 * Anything else means all of them.
 */
export function memberInReach(
  id: number | null,
  members: readonly { id: number }[],
  total = members.length,
): number | null {
  if (id === null) return null;
  if (members.some((m) => m.id === id)) return id;
  return total > members.length ? id : null;
}

/**
 * The dashboards' shared state: the filters from the URL, the meta (newest complete day, time
 * zone), the manager's members and from them the scope every figure is asked for (null until the meta is in, or
 * while there is no data at all).
 */
export function useDashboardScope() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readDashboardFilters(params), [params]);
  const meta = useQuery(dashboardMetaQuery());
  const maxDate = meta.data?.max_date ?? null;
  // The member selector lists the manager's team, page 0 as loaded at start (docs/spec.md §4).
  const { data: me } = useMe();
  const team = useTeamAccounts(me);
  const members = useMemo<DashboardMember[]>(
    () => team.data?.items.map((m) => ({ id: m.id, name: m.name })) ?? [],
    [team.data],
  );
  const member = memberInReach(filters.member, members, team.data?.total);
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
