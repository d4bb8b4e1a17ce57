import {
  formatBigNumber,
  formatDate,
  formatDateTime,
  formatNumber,
  microToDecimalString,
} from "@studio/contract";
import { useMemo } from "react";
import { useSettings } from "../../stores/settings";

/** The back-office's formatters in the person's language: moments, days, counts and exact USD. */
export function useStaffFormat() {
  const language = useSettings((s) => s.language);
  return useMemo(
    () => ({
      language,
      moment: (instant: string) => formatDateTime(instant, language),
      day: (day: string) => formatDate(day, language),
      count: (n: number) => formatBigNumber(n, language),
      number: (n: number) => formatNumber(n, language),
      /** Staff see every micro-dollar: `$12.345678`. */
      usd: (micro: string) => `$${microToDecimalString(BigInt(micro), 6)}`,
    }),
    [language],
  );
}
