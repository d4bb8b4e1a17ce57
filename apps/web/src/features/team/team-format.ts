import { formatDate, formatNumber, type Language, type ManagerAuditAction } from "@studio/contract";
import { useMemo } from "react";
import { useSettings } from "../../stores/settings";

/** How many months ahead the fee-rate dialog offers, counting this one. */
export const FEE_RATE_MONTHS_AHEAD = 13;

const pad2 = (n: number) => String(n).padStart(2, "0");

/** `YYYY-MM` of a day (local calendar). */
export function monthOf(day: Date): string {
  return `${day.getFullYear()}-${pad2(day.getMonth() + 1)}`;
}

/** This month and the next ones, `YYYY-MM`: the months a new fee rate may start (docs/spec.md §2). */
export function feeRateMonths(today: Date, count = FEE_RATE_MONTHS_AHEAD): string[] {
  const months: string[] = [];
  for (let i = 0; i < count; i++)
    months.push(monthOf(new Date(today.getFullYear(), today.getMonth() + i, 1)));
  return months;
}

/** "November 2026", "2026년 11월", "2026年11月" for a `YYYY-MM` month (the text itself when not one). */
export function formatMonth(month: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, 1);
  return new Intl.DateTimeFormat(language, { year: "numeric", month: "long" }).format(day);
}

/** A fee rate as shown: "30%", "12.5%". */
export function formatFeeRate(percent: number, language: Language): string {
  return `${formatNumber(percent, language)}%`;
}

/** Translation key of an audited action ("member.fee_rate" -> team.audit.action.member_fee_rate). */
export const auditActionKey = (action: ManagerAuditAction) => `team.audit.action.${action.replace(".", "_")}`;

/** The formatters of the team screens in the person's language. */
export function useTeamFormat() {
  const language = useSettings((s) => s.language);
  return useMemo(
    () => ({
      language,
      date: (value: string) => formatDate(value, language),
      month: (value: string) => formatMonth(value, language),
      rate: (percent: number) => formatFeeRate(percent, language),
    }),
    [language],
  );
}
