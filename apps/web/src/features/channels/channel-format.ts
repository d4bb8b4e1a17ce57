import {
  formatBigNumber,
  formatCurrency,
  formatDate,
  type Language,
  microFromText,
  type TChannel,
} from "@studio/contract";
import { useMemo } from "react";
import { useSettings } from "../../stores/settings";

/**
 * A micro-USD amount from the API ("1250000") in US dollars. Amounts are shown in USD: the client has
 * no exchange rate of the day to show yuan with (docs/design.md §6). An unreadable amount shows as $0.00.
 */
export function formatMicroUsd(micro: string, language: Language): string {
  return formatCurrency(microFromText(micro), "USD", { language });
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/** A moment as the person's date format plus local hh:mm: "2026/03/05 14:07" (en), "2026.03.05 14:07" (ko). */
export function formatDateTime(instant: string, language: Language): string {
  const date = formatDate(instant, language);
  const at = new Date(instant);
  if (!date || Number.isNaN(at.getTime())) return "";
  return `${date} ${pad2(at.getHours())}:${pad2(at.getMinutes())}`;
}

/**
 * A channel's views and estimated profit over the list's period, or a dash when the channel has no
 * figures for the viewer (not approved, or not in the viewer's revenue).
 */
export function formatChannelFigures(
  figures: TChannel["figures"],
  language: Language,
): { views: string; profit: string } {
  if (!figures) return { views: "—", profit: "—" };
  return {
    views: formatBigNumber(figures.views, language),
    profit: formatMicroUsd(figures.revenue, language),
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
      money: (micro: string) => formatMicroUsd(micro, language),
      figures: (figures: TChannel["figures"]) => formatChannelFigures(figures, language),
    }),
    [language],
  );
}
