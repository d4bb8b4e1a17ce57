import { z } from "zod";
import { FEE_RATE_MONTH } from "../fee-rate";
import {
  LEDGER_BOOKS,
  LEDGER_MONTH,
  LEDGER_REASON_MAX,
  MANUAL_ENTRY_STATUSES,
  MANUAL_PROFIT_TYPES,
  PROFIT_TYPES,
  TRIAL_BALANCE_FIGURES,
  type TrialBalanceFigure,
} from "../payout/ledger";
import { ZImportRejection } from "./admin-import";
import { defineCall } from "./define-call";
import { idField, instant, microAmount, pageOf, pagingFields, requiredText } from "./fields";
import { CALL_ROUTES } from "./routes";

/**
 * The ledger and confirmed revenue (docs/spec.md §2 `/withdrawal/report`, `/withdrawal/{type}/{date}`,
 * §3 earnings report rows and profit types; docs/design.md §6; docs/decisions/086, 087).
 */

export const ZProfitType = z.enum(PROFIT_TYPES);
const monthField = z.string().regex(LEDGER_MONTH);

/** An amount as the earnings report shows it: micro-USD and formatted in the asked currency. */
const money = { amount: microAmount, amount_display: z.string() };

/** One line of the earnings report: the sum of one profit type's rows of one month. */
export const ZEarningsLine = z.object({
  month: monthField,
  type: ZProfitType,
  ...money,
  /** When the line's amount becomes (or became) withdrawable; the latest of its rows. */
  available_from: instant,
});
export type TEarningsLine = z.infer<typeof ZEarningsLine>;

export const ZEarningsReport = z.object({
  /** Newest month first, its lines by type. */
  lines: z.array(ZEarningsLine),
  /** Sum of every row (the balance) and of the rows already available. */
  balance: microAmount,
  balance_display: z.string(),
  available: microAmount,
  available_display: z.string(),
  currency: z.string(),
  /** The USD->currency rate the display amounts use ("1" for USD). */
  rate: z.string(),
});
export type TEarningsReport = z.infer<typeof ZEarningsReport>;

export const earningsReportCall = defineCall({
  ...CALL_ROUTES.earningsReportCall,
  summary: "The account's earnings report: every ledger row summed by month and profit type, and the balance",
  input: z.object({}),
  output: ZEarningsReport,
  errors: [],
});

/**
 * What one line is made of. For music_profit, per channel: the estimate, the confirmed amount, the
 * fee rate used and the account's share (docs/design.md §6 reconciliation); for the other types,
 * each row with its reason.
 */
export const ZEarningsPart = z.object({
  /** Names the part within the answer: "channel:<id>" or "row:<ledger row id>". */
  key: z.string(),
  channel_id: z.number().int().nullable(),
  channel_title: z.string().nullable(),
  /** The channel's estimated revenue of the month (music_profit only). */
  estimated: microAmount.nullable(),
  estimated_display: z.string().nullable(),
  /** The channel's confirmed revenue of the month (music_profit only). */
  confirmed: microAmount.nullable(),
  confirmed_display: z.string().nullable(),
  /** The fee rate used, percent (a member's or manager's share), or null for the owner's own channel. */
  fee_rate: z.number().nullable(),
  /** What this account was credited. */
  ...money,
  reason: z.string().nullable(),
  created_at: instant,
});
export type TEarningsPart = z.infer<typeof ZEarningsPart>;

export const earningsDetailCall = defineCall({
  ...CALL_ROUTES.earningsDetailCall,
  summary: "What one earnings report line is made of (music_profit of a month by channel, with the estimate)",
  input: z.object({ type: ZProfitType, date: monthField }),
  output: z.object({
    month: monthField,
    type: ZProfitType,
    parts: z.array(ZEarningsPart),
    total: microAmount,
    total_display: z.string(),
  }),
  errors: [],
});

// ---------------------------------------------------------------------------------------------
// Staff: confirmed revenue and manual rows
// ---------------------------------------------------------------------------------------------

/** One channel of a confirmed revenue file, against what is already confirmed and the estimate. */
export const ZConfirmedChannel = z.object({
  channel_id: z.number().int(),
  platform_channel_id: z.string(),
  title: z.string(),
  month: monthField,
  /** The amount in the file. */
  confirmed: microAmount,
  /** What earlier files confirmed for this channel and month. */
  previously_confirmed: microAmount,
  /** What confirming posts: confirmed - previously_confirmed (0: nothing to post). */
  adjustment: microAmount,
  /** The month's estimated revenue of the channel, and confirmed - estimated. */
  estimated: microAmount,
  difference: microAmount,
});
export type TConfirmedChannel = z.infer<typeof ZConfirmedChannel>;

export const ZConfirmedPreview = z.object({
  rejected: z.array(ZImportRejection),
  channels: z.array(ZConfirmedChannel),
  /** The network's totals over the file. */
  totals: z.object({
    confirmed: microAmount,
    previously_confirmed: microAmount,
    adjustment: microAmount,
    estimated: microAmount,
    difference: microAmount,
  }),
});
export type TConfirmedPreview = z.infer<typeof ZConfirmedPreview>;

export const adminConfirmedPreviewCall = defineCall({
  ...CALL_ROUTES.adminConfirmedPreviewCall,
  summary: "Check a confirmed revenue file: totals per network and channel, the difference to the estimate",
  input: z.object({}),
  output: ZConfirmedPreview,
  errors: [],
});

export const adminConfirmedConfirmCall = defineCall({
  ...CALL_ROUTES.adminConfirmedConfirmCall,
  summary: "Confirm a confirmed revenue file: credits the ledger with the differences to what is confirmed",
  input: z.object({}),
  output: ZConfirmedPreview.extend({
    /** Ledger rows written (0 when the file was already confirmed, or a bad row refused it all). */
    posted: z.number().int(),
  }),
  errors: [],
});

/** Estimated against confirmed revenue of one channel and month, after confirmation. */
export const ZReconciliationRow = z.object({
  channel_id: z.number().int(),
  platform_channel_id: z.string(),
  title: z.string(),
  estimated: microAmount,
  confirmed: microAmount,
  difference: microAmount,
  /** The member's fee rate used for the split (percent), or null for a channel not assigned. */
  fee_rate: z.number().nullable(),
});

export const adminReconciliationCall = defineCall({
  ...CALL_ROUTES.adminReconciliationCall,
  summary: "Estimated against confirmed revenue per channel of one month, with the fee rate used",
  input: z.object({ month: monthField }),
  output: z.object({ month: monthField, channels: z.array(ZReconciliationRow) }),
  errors: [],
});

export const ZLedgerEntry = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  type: ZProfitType,
  month: monthField,
  amount: microAmount,
  reason: z.string().nullable(),
  created_at: instant,
  available_from: instant,
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

/** A staff member as a manual entry names them. */
const ZStaffName = z.object({ id: z.number().int(), nickname: z.string() });

/**
 * A manual entry (docs/decisions/134): what staff asked to post, its state, who posted it and who
 * decided it. `amount` is signed as it moves the account's balance (a debit is negative).
 */
export const ZManualEntry = z.object({
  id: z.number().int(),
  account: z.object({ id: z.number().int(), nickname: z.string(), email: z.string() }),
  type: z.enum(MANUAL_PROFIT_TYPES),
  month: monthField,
  amount: microAmount,
  reason: z.string(),
  status: z.enum(MANUAL_ENTRY_STATUSES),
  created_by: ZStaffName,
  created_at: instant,
  /** Who approved or declined it; null while it waits, and for an entry posted at once. */
  decided_by: ZStaffName.nullable(),
  decided_at: instant.nullable(),
  decline_reason: z.string().nullable(),
  /** Whether the one asking may approve or decline it: an administrator, not its poster, while it waits. */
  can_decide: z.boolean(),
});
export type TManualEntry = z.infer<typeof ZManualEntry>;

export const adminLedgerManualCall = defineCall({
  ...CALL_ROUTES.adminLedgerManualCall,
  summary:
    "Post a manual entry (bonus, compensation, deduction...) with a reason; above the network's threshold it awaits a second staff member (Idempotency-Key header: a replay answers the first entry)",
  input: z.object({
    account_id: idField,
    type: z.enum(MANUAL_PROFIT_TYPES),
    month: z.string().regex(FEE_RATE_MONTH),
    /** USD, positive, at most 6 decimals; a recovery settlement and a policy violation are debits. */
    amount_usd: z.string().regex(/^\d{1,9}(\.\d{1,6})?$/),
    reason: requiredText(LEDGER_REASON_MAX),
  }),
  output: z.object({ entry: ZManualEntry }),
  errors: [10001],
  // 2 (422): the Idempotency-Key of another entry.
  invalidAccessAs: [422],
});

export const adminManualEntryListCall = defineCall({
  ...CALL_ROUTES.adminManualEntryListCall,
  summary: "The network's manual entries, newest first, with their state, and the approval threshold",
  input: z.object({
    ...pagingFields,
    status: z.enum(MANUAL_ENTRY_STATUSES).optional(),
    account_id: idField.optional(),
  }),
  output: pageOf(ZManualEntry).extend({
    /** Entries above this amount (micro-USD) wait for a second staff member. */
    approval_threshold: microAmount,
  }),
  errors: [],
});

export const adminManualEntryApproveCall = defineCall({
  ...CALL_ROUTES.adminManualEntryApproveCall,
  summary:
    "Approve a manual entry awaiting approval: it is posted (never by the staff member who entered it)",
  input: z.object({ id: idField }),
  output: z.object({ entry: ZManualEntry }),
  errors: [],
  // 2 (409): the entry was already decided.
  invalidAccessAs: [409],
});

export const adminManualEntryDeclineCall = defineCall({
  ...CALL_ROUTES.adminManualEntryDeclineCall,
  summary: "Decline a manual entry awaiting approval, with a reason: it is never posted",
  input: z.object({ id: idField, reason: requiredText(LEDGER_REASON_MAX) }),
  output: z.object({ entry: ZManualEntry }),
  errors: [],
  // 2 (409): the entry was already decided.
  invalidAccessAs: [409],
});

// ---------------------------------------------------------------------------------------------
// Staff: the trial balance
// ---------------------------------------------------------------------------------------------

/** One book of the ledger over the month: before it, the month's lines, and the balance after. */
export const ZTrialBalanceBook = z.object({
  book: z.enum(LEDGER_BOOKS),
  opening: microAmount,
  movement: microAmount,
  closing: microAmount,
});

/**
 * A network's trial balance of one month (docs/decisions/134), by the ledger's `month`: the payable
 * to creators from opening to closing, the network's books, and the check that they sum to zero.
 */
export const ZTrialBalance = z.object({
  month: monthField,
  figures: z.object(
    Object.fromEntries(TRIAL_BALANCE_FIGURES.map((figure) => [figure, microAmount])) as Record<
      TrialBalanceFigure,
      typeof microAmount
    >,
  ),
  books: z.array(ZTrialBalanceBook),
  /** Every book's closing balance sums to zero, and so do the month's lines. */
  balanced: z.boolean(),
});
export type TTrialBalance = z.infer<typeof ZTrialBalance>;

export const adminTrialBalanceCall = defineCall({
  ...CALL_ROUTES.adminTrialBalanceCall,
  summary:
    "The network's trial balance of a month: payable to creators, its movements, the books and their check",
  input: z.object({ month: monthField }),
  output: ZTrialBalance,
  errors: [],
});

export const adminTrialBalanceExportCall = defineCall({
  ...CALL_ROUTES.adminTrialBalanceExportCall,
  summary: "The month's trial balance as CSV (the same figures and books as the screen)",
  input: z.object({ month: monthField }),
  output: z.object({ file_name: z.string(), content: z.string(), rows: z.number().int() }),
  errors: [],
});

export const adminLedgerListCall = defineCall({
  ...CALL_ROUTES.adminLedgerListCall,
  summary: "An account's ledger rows, newest first, with each manual row's reason (the staff audit)",
  input: z.object({ account_id: idField }),
  output: z.object({ entries: z.array(ZLedgerEntry), balance: microAmount }),
  errors: [10001],
});
