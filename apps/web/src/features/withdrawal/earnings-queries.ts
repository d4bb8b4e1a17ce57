import { earningsDetailCall, earningsReportCall, type ProfitType } from "@studio/contract";
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
    queryFn: () => callApi(earningsReportCall, {}),
  });
}

export function earningsDetailQuery(type: ProfitType, month: string, currency: string) {
  return queryOptions({
    queryKey: earningsKeys.detail(type, month, currency),
    queryFn: () => callApi(earningsDetailCall, { type, date: month }),
  });
}

/** A profit type's translation key: `profitType.<type>` (a dot in a type would split the key). */
export const profitTypeKey = (type: ProfitType): string => `profitType.${type.replace(".", "_")}`;
