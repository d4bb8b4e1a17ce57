/**
 * The ledger's vocabulary (docs/spec.md §3 earnings report rows and profit types, docs/design.md §6,
 * docs/decisions/086): every change of a balance is a row with one of these types.
 */
export const PROFIT_TYPES = [
  "music_profit",
  "yr.music_profit",
  "withdrawal",
  "bonus",
  "cpv_bonus",
  "policy_violation",
  "expire",
  "recovery_settlement",
  "referral",
  "month2_compensation",
  "month3_compensation",
  "prepaid",
  "fast_withdrawal_range",
  "fast_withdrawal_week",
  "fast_withdrawal_deduction",
  "extra_settlement_event",
  "music_profitable_profit",
  "portal_partner_confirmed_profit",
] as const;
export type ProfitType = (typeof PROFIT_TYPES)[number];

/**
 * The rows staff post by hand, each with a required reason. The amount is given positive; a policy
 * violation is posted as a debit, the others as credits.
 */
export const MANUAL_PROFIT_TYPES = [
  "bonus",
  "cpv_bonus",
  "policy_violation",
  "extra_settlement_event",
] as const;
export type ManualProfitType = (typeof MANUAL_PROFIT_TYPES)[number];
export const DEBIT_MANUAL_TYPES: readonly ManualProfitType[] = ["policy_violation"];

/** Longest reason a manual row takes. */
export const LEDGER_REASON_MAX = 500;

/** A ledger month, written `YYYY-MM` (the month the revenue was earned). */
export const LEDGER_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The confirmed revenue file (docs/decisions/087): one line per channel and month; `channel_id`
 * is Studio's channel id or the platform's channel id (UC...), `amount_usd` has at most 6 decimals.
 */
export const CONFIRMED_COLUMNS = ["channel_id", "month", "amount_usd"] as const;

/** The withdrawal open day of the month after the revenue's month, unless the network sets another. */
export const DEFAULT_OPEN_DAY = 25;
