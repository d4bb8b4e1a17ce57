import { formatBigNumber, formatDate, formatDateTime, type Language, type TChannel } from "@studio/contract";
import { useMemo } from "react";
import { useSettings } from "../../stores/settings";

/**
 * A channel's views and estimated profit over the list's period, or a dash when the channel has no
 * figures for the viewer (not approved, or not in the viewer's revenue). The profit is the server's,
 * in the person's currency at the period's rate, as on the dashboards (docs/decisions/109).
 */
export function formatChannelFigures(
  figures: TChannel["figures"],
  language: Language,
): { views: string; profit: string } {
  if (!figures) return { views: "—", profit: "—" };
  return {
    views: formatBigNumber(figures.views, language),
    profit: figures.revenue_display,
  };
}

/** The formatters of channel screens in the person's language. */
export function useChannelFormat() {
  const language = useSettings((s) => s.language);
  return useMemo(
    () => ({
      language,
      date: (value: string | null) => (value ? formatDate(value, language) : "—"),
      dateTime: (value: string | null) => (value ? formatDateTime(value, language) : "—"),
      count: (value: number) => formatBigNumber(value, language),
      figures: (figures: TChannel["figures"]) => formatChannelFigures(figures, language),
    }),
    [language],
  );
}
