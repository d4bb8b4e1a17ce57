import { WITHDRAWAL } from "../constants";
import { applyBasisPoints } from "../money";

/**
 * Withdrawal vocabulary and fees (docs/spec.md §4, §9; docs/design.md §7; docs/decisions/088, 089).
 */
export const WITHDRAWAL_STATUSES = ["pending", "success", "rejected", "rejected.norecover"] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** What the readiness checklist checks, in the order it shows them. */
export const READINESS_CONDITIONS = ["payment_info", "window", "balance", "no_open_request"] as const;
export type ReadinessCondition = (typeof READINESS_CONDITIONS)[number];

/** The Idempotency-Key header: 8-100 letters, digits, `-` and `_`. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The fee of a request of `total` micro-USD. Bank: 20.00 USD when the month's revenue reached 100
 * USD, none below; PayPal: 4.7% truncated to the micro-dollar (docs/spec.md §9). Never above the total.
 */
export function withdrawalFee(method: "bank" | "paypal", total: bigint, monthRevenue: bigint): bigint {
  const fee =
    method === "paypal"
      ? applyBasisPoints(total, WITHDRAWAL.paypalFeeBasisPoints)
      : monthRevenue >= WITHDRAWAL.bankMinMonthlyRevenueMicro
        ? WITHDRAWAL.bankFeeMicro
        : 0n;
  return fee > total ? total : fee;
}
