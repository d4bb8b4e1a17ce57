import { WITHDRAWAL } from "../constants";
import { applyBasisPoints, floorToCents } from "../money";
import type { PaymentMethod } from "./payment-info";

/**
 * Withdrawal vocabulary, amounts and fees (docs/spec.md §4, §9; docs/design.md §7; docs/decisions/088,
 * 089, 132).
 */
/** `processing`: sent in a payout batch, waiting for its settlement (docs/decisions/133). */
export const WITHDRAWAL_STATUSES = [
  "pending",
  "processing",
  "success",
  "rejected",
  "rejected.norecover",
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * What the readiness checklist checks, in the order it shows them. `method_allowed`: the payout
 * method takes the amount (bank transfer from 100.00 USD; 40019 otherwise). `cooling_off`: no
 * change of payment info within the network's cooling-off (40020 otherwise, docs/decisions/144).
 */
export const READINESS_CONDITIONS = [
  "payment_info",
  "cooling_off",
  "window",
  "balance",
  "method_allowed",
  "no_open_request",
] as const;
export type ReadinessCondition = (typeof READINESS_CONDITIONS)[number];

/** The Idempotency-Key header: 8-100 letters, digits, `-` and `_`. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** What a request takes from an available balance, in micro-USD. */
export interface WithdrawalAmounts {
  /** The available balance rounded down to whole cents (0 when the balance is not above 0). */
  total: bigint;
  /** Whole cents: bank 20.00 USD, PayPal 4.7% of the total rounded down to the cent; never above the total. */
  fee: bigint;
  /** total - fee, exactly: what is paid out. */
  net: bigint;
  /** What stays in the balance: the part below a cent (available - total, under 0.01 USD). */
  remainder: bigint;
}

/**
 * The amounts of a request of the whole `available` balance paid by `method` (none: no fee), all in
 * whole cents (docs/decisions/132): the total is the balance rounded down to the cent, the sub-cent
 * remainder stays in the balance; the fee is computed in cents in the creator's favour (PayPal's
 * 4.7% rounded down); net = total - fee. The one place the API, its quote and the tests take them from.
 *
 * withdrawalAmounts(25_005_000n, "paypal") gives total 25.00, fee 1.17 (4.7% is 1.175), net 23.83,
 * remainder 0.005 USD.
 */
export function withdrawalAmounts(available: bigint, method: PaymentMethod | null): WithdrawalAmounts {
  const total = available > 0n ? floorToCents(available) : 0n;
  const fee =
    method === "paypal"
      ? floorToCents(applyBasisPoints(total, WITHDRAWAL.paypalFeeBasisPoints))
      : method === "bank"
        ? WITHDRAWAL.bankFeeMicro
        : 0n;
  const capped = fee > total ? total : fee;
  return { total, fee: capped, net: total - capped, remainder: available - total };
}

/**
 * Whether `method` pays a request of `total` (docs/decisions/132): a bank transfer from 100.00 USD
 * (40019 below), PayPal any amount a request may take (above 20 USD, checked as the balance, 40002).
 */
export function methodAllows(method: PaymentMethod, total: bigint): boolean {
  return method === "paypal" || total >= WITHDRAWAL.bankMinTotalMicro;
}
