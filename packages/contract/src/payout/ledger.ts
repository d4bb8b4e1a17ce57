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
 * The rows staff post by hand (docs/spec.md §3 profit types; docs/decisions/134), each with a
 * required reason. The amount is given positive; a recovery settlement and a policy violation are
 * posted as debits, the others as credits.
 */
export const MANUAL_PROFIT_TYPES = [
  "bonus",
  "cpv_bonus",
  "month2_compensation",
  "month3_compensation",
  "extra_settlement_event",
  "recovery_settlement",
  "policy_violation",
] as const;
export type ManualProfitType = (typeof MANUAL_PROFIT_TYPES)[number];
export const DEBIT_MANUAL_TYPES: readonly ManualProfitType[] = ["recovery_settlement", "policy_violation"];

/**
 * A manual entry's life (docs/decisions/134): posted at once when its amount is at or below the
 * network's approval threshold, otherwise awaiting a second staff member, who approves (posted) or
 * declines it (never posted).
 */
export const MANUAL_ENTRY_STATUSES = ["awaiting_approval", "posted", "declined"] as const;
export type ManualEntryStatus = (typeof MANUAL_ENTRY_STATUSES)[number];

/** A manual entry above this many USD waits for a second staff member, unless the network sets another. */
export const DEFAULT_MANUAL_APPROVAL_USD = 1_000;

/**
 * The trial balance of a network and month (docs/decisions/134), in the order the screen and the CSV
 * show them. The payable is the sum of the `creator` book; the movements between opening and
 * closing are the creator lines of the month by what they came from, then the network's books.
 */
export const TRIAL_BALANCE_FIGURES = [
  "opening_payable",
  "confirmed",
  "referral_points",
  "manual_entries",
  "withdrawals_requested",
  "returned",
  "closing_payable",
  "fees",
  "paid_out",
  "written_off",
  "in_transit",
  "books_total",
] as const;
export type TrialBalanceFigure = (typeof TRIAL_BALANCE_FIGURES)[number];

/**
 * The books of the double-entry ledger (docs/design.md §6): `creator` is an account's balance (what
 * the network owes it); the others are the network's own. Every journal's lines sum to zero, so the
 * network's payable to creators (the sum of `creator`) always equals minus the other books' sum.
 */
export const LEDGER_BOOKS = [
  "creator",
  /** Confirmed platform revenue passed on to creators (music_profit). */
  "platform_revenue",
  /** Withdrawal fees the network keeps. */
  "fee_income",
  /** Withdrawals requested and not yet paid or returned. */
  "in_transit",
  /** Withdrawals paid out. */
  "paid_out",
  /** Withdrawals rejected without returning the money. */
  "write_off",
  /** Referral points the network grants, less those expired. */
  "referral_expense",
  /** Staff's manual entries (bonuses, deductions, compensations). */
  "adjustments",
] as const;
export type LedgerBook = (typeof LEDGER_BOOKS)[number];

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
