import type { TDashboard } from "@studio/contract";
import { microOf } from "./revenue-format";

export const CHANGE_PART_KEYS = ["views", "rpm", "premium"] as const;
export type ChangePartKey = (typeof CHANGE_PART_KEYS)[number];

export interface ChangePart {
  key: ChangePartKey;
  /** Its part of the change, micro-USD. */
  micro: bigint;
  /** Bar length, 0-100: the largest part (by size, whatever its sign) is 100. */
  barPercent: number;
}

const abs = (value: bigint) => (value < 0n ? -value : value);

/** The change against the previous period split into its causes, with bar lengths to compare them. */
export function changeParts(why: TDashboard["why"]): ChangePart[] {
  const parts = [
    { key: "views" as const, micro: microOf(why.views_effect) },
    { key: "rpm" as const, micro: microOf(why.rpm_effect) },
    { key: "premium" as const, micro: microOf(why.premium_effect) },
  ];
  const largest = parts.reduce((max, part) => (abs(part.micro) > max ? abs(part.micro) : max), 0n);
  return parts.map((part) => ({
    ...part,
    barPercent: largest === 0n ? 0 : Number((abs(part.micro) * 100n) / largest),
  }));
}

/** Whether the exchange rate moved the shown amount at all (never in USD). */
export function hasRateEffect(display: string): boolean {
  return /[1-9]/.test(display);
}
