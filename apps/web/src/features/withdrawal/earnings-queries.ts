import type { ProfitType } from "@studio/contract";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";

/** The earnings report answers in the chosen currency, so the currency is part of the key. */
export const earningsKeys = {
  all: ["withdrawal", "earnings"] as const,
  report: (currency: string) => [...earningsKeys.all, "report", currency] as const,
  detail: (type: ProfitType, month: string, currency: string) =>
    [...earningsKeys.all, "detail", type, month, currency] as const,
};

export function earningsReportQuery(currency: string) {
  return queryOptions({
    queryKey: earningsKeys.report(currency),
    queryFn: () => callApi("earningsReportCall", {}),
  });
}

export function earningsDetailQuery(type: ProfitType, month: string, currency: string) {
  return queryOptions({
    queryKey: earningsKeys.detail(type, month, currency),
    queryFn: () => callApi("earningsDetailCall", { type, date: month }),
  });
}

/** A profit type's translation key: `profitType.<type>` (a dot in a type would split the key). */
export const profitTypeKey = (type: ProfitType): string => `profitType.${type.replace(".", "_")}`;

/** Staff: estimated against confirmed revenue per channel of one month. */
export function reconciliationQuery(month: string) {
  return queryOptions({
    queryKey: [...earningsKeys.all, "reconciliation", month] as const,
    queryFn: () => callApi("adminReconciliationCall", { month }),
  });
}

/** The `count` months before `now`'s month, newest first (`YYYY-MM`). */
export function pastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - i, 1));
    return at.toISOString().slice(0, 7);
  });
}
