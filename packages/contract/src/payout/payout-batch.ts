/**
 * Payout batches (docs/decisions/133): staff send a method's pending withdrawals out together, as
 * the bank's or PayPal's file, and import the settlement result back. A batched withdrawal is
 * `processing` until the result (or staff by hand) marks it paid or returns the money.
 */

/** A request that is still open: waiting to be sent (pending) or sent in a batch (processing). */
export const OPEN_WITHDRAWAL_STATUSES = ["pending", "processing"] as const;

/** A batch is processing while any of its withdrawals is; settled once every one is decided. */
export const PAYOUT_BATCH_STATUSES = ["processing", "settled"] as const;
export type PayoutBatchStatus = (typeof PAYOUT_BATCH_STATUSES)[number];

/**
 * The settlement result file: CSV with a header line naming at least `withdrawal_id` and `status`
 * (`paid` or `failed`); `reason` is required on a failed line, `payout_reference` optional.
 */
export const SETTLEMENT_COLUMNS = ["withdrawal_id", "status", "reason", "payout_reference"] as const;
export const SETTLEMENT_REQUIRED_COLUMNS = ["withdrawal_id", "status"] as const;
export const SETTLEMENT_STATUSES = ["paid", "failed"] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** Longest reason and payout reference a settlement line may carry. */
export const SETTLEMENT_REASON_MAX = 500;
export const SETTLEMENT_REFERENCE_MAX = 200;

/** Largest settlement file, in data lines. */
export const SETTLEMENT_MAX_LINES = 20_000;

/**
 * What became of one line of a settlement file: paid, failed (the money returned), unchanged (the
 * withdrawal already has that outcome: the same file again changes nothing), or refused.
 */
export const SETTLEMENT_OUTCOMES = ["paid", "failed", "unchanged", "refused"] as const;
export type SettlementOutcome = (typeof SETTLEMENT_OUTCOMES)[number];

/**
 * Why a line was refused: the file as a whole (`invalid_file`, line 0: not CSV, a required column
 * missing, no lines or too many; nothing of it is applied), no withdrawal id or status it can read
 * (`invalid_line`), a failure without its reason, the same withdrawal twice in the file, a
 * withdrawal the network does not have, one of another batch, or one already decided otherwise (by
 * hand, or by another file).
 */
export const SETTLEMENT_REFUSALS = [
  "invalid_file",
  "invalid_line",
  "reason_required",
  "duplicate",
  "unknown_withdrawal",
  "not_in_batch",
  "already_decided",
] as const;
export type SettlementRefusal = (typeof SETTLEMENT_REFUSALS)[number];

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * A withdrawal's due date: the last day of the month after the month it was requested in (that
 * month is counted in the network's time zone, and so is the date). `month` is `YYYY-MM` or
 * `YYYY-MM-DD` (its day is ignored). withdrawalDueDate("2027-03") === "2027-04-30";
 * withdrawalDueDate("2027-12-01") === "2028-01-31".
 */
export function withdrawalDueDate(month: string): string {
  const year = Number(month.slice(0, 4));
  const monthIndex = Number(month.slice(5, 7)) - 1;
  // Day 0 of the month after next is the last day of the next month.
  const last = new Date(Date.UTC(year, monthIndex + 2, 0));
  return `${last.getUTCFullYear()}-${pad2(last.getUTCMonth() + 1)}-${pad2(last.getUTCDate())}`;
}

/** Whether an open request is overdue on `today` (`YYYY-MM-DD` in the network's time zone). */
export const isOverdue = (month: string, today: string): boolean => today > withdrawalDueDate(month);
