import { z } from "zod";
import { LANGUAGES } from "../languages";
import { LEDGER_MONTH } from "../payout/ledger";
import { READINESS_CONDITIONS, WITHDRAWAL_STATUSES } from "../payout/withdrawal";
import { defineCall } from "./define-call";
import { idField, instant, microAmount, pageOf, pagingFields, requiredText } from "./fields";
import { CALL_ROUTES } from "./routes";

/**
 * Withdrawal requests (docs/spec.md §2 `/withdrawal`, `/withdrawal/request`, `/withdrawal/list`, §4,
 * §8 40000-40002, §9; docs/design.md §7, §11; docs/decisions/088, 089, 132: total, fee and net are
 * whole cents).
 */

export const ZWithdrawalStatus = z.enum(WITHDRAWAL_STATUSES);
export const ZWithdrawalMethod = z.enum(["bank", "paypal"]);
const monthField = z.string().regex(LEDGER_MONTH);

/** Amounts in micro-USD and as the asked currency shows them. */
const amounts = {
  total: microAmount,
  total_display: z.string(),
  fee: microAmount,
  fee_display: z.string(),
  net: microAmount,
  net_display: z.string(),
  /** The currency of the display amounts and the USD->currency rate they used ("1" for USD). */
  currency: z.string(),
  rate: z.string(),
};

export const ZWithdrawal = z.object({
  id: z.number().int(),
  status: ZWithdrawalStatus,
  method: ZWithdrawalMethod,
  /** The month the request was made in (the network's time zone). */
  month: monthField,
  ...amounts,
  created_at: instant,
  decided_at: instant.nullable(),
  /** Staff's payout reference once paid. */
  payout_reference: z.string().nullable(),
  /** Staff's reason of a rejection, or the payment's failure reason from a settlement file. */
  reason: z.string().nullable(),
  /**
   * When it is to be paid by: the last day of the month after `month`, in the network's time zone
   * (YYYY-MM-DD; docs/decisions/133).
   */
  due_date: z.string(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

export const ZReadinessItem = z.object({ condition: z.enum(READINESS_CONDITIONS), met: z.boolean() });

export const ZWithdrawalQuote = z.object({
  /** The method of the current payment info (null: none registered). */
  method: ZWithdrawalMethod.nullable(),
  /** What a request takes (`total`: the available balance rounded down to whole cents), its fee and net. */
  ...amounts,
  /** The whole available balance, micro-USD. */
  available: microAmount,
  /** What stays in the balance after the request: the part of it below a cent (available - total). */
  remainder: microAmount,
  /**
   * The confirmed music_profit of the month now withdrawable, kept with the request; it no longer
   * decides the fee (docs/decisions/132).
   */
  month_revenue: microAmount,
  /** Each condition of a request, met or not (docs/design.md §11). */
  checklist: z.array(ZReadinessItem),
  /** Every condition met: a request now would succeed. */
  ready: z.boolean(),
  /**
   * Until when a recent change of payment info holds withdrawals (null: no hold), the end of the
   * network's cooling-off after the change (docs/decisions/144).
   */
  payment_info_hold_until: instant.nullable(),
  /** When the request window opens next (now when it is open). */
  window_opens_at: instant,
  /** The network's open day: requests are taken from this day of the month to its end. */
  open_day: z.number().int().min(1).max(31),
  /** When the next amount not yet withdrawable becomes so, and how much (null: none waiting). */
  next_available_at: instant.nullable(),
  next_available: microAmount.nullable(),
});
export type TWithdrawalQuote = z.infer<typeof ZWithdrawalQuote>;

export const withdrawalQuoteCall = defineCall({
  ...CALL_ROUTES.withdrawalQuoteCall,
  summary: "What a withdrawal request would take now (total, fee, net) and the readiness checklist",
  input: z.object({}),
  output: ZWithdrawalQuote,
  errors: [],
});

export const withdrawalRequestCall = defineCall({
  ...CALL_ROUTES.withdrawalRequestCall,
  summary:
    "Request the available balance in whole cents (Idempotency-Key header: a replay answers the first answer)",
  input: z.object({
    /** The total the quote showed and the person confirmed; another balance now refuses (2, 409). */
    total: microAmount,
  }),
  output: z.object({ withdrawal: ZWithdrawal }),
  errors: [40000, 40001, 40002, 40019, 40020],
  // 2: 409 a request already open or another balance now, 422 the Idempotency-Key of another request.
  invalidAccessAs: [409, 422],
});

export const withdrawalListCall = defineCall({
  ...CALL_ROUTES.withdrawalListCall,
  summary: "The account's withdrawal requests with their status, newest first",
  input: z.object({ ...pagingFields }),
  output: pageOf(ZWithdrawal),
  errors: [],
});

// ---------------------------------------------------------------------------------------------
// Staff
// ---------------------------------------------------------------------------------------------

export const ZQueuedWithdrawal = ZWithdrawal.extend({
  account_id: z.number().int(),
  email: z.string(),
  nickname: z.string(),
  /** The payout batch it was sent in (docs/decisions/133), if any. */
  batch_id: z.number().int().nullable(),
  /** Still open (pending or processing) after its due date, as of today in the network's time zone. */
  overdue: z.boolean(),
});
export type TQueuedWithdrawal = z.infer<typeof ZQueuedWithdrawal>;

export const adminWithdrawalQueueCall = defineCall({
  ...CALL_ROUTES.adminWithdrawalQueueCall,
  summary: "The network's withdrawal requests, filtered by month, status, method and payout batch, paged",
  input: z.object({
    ...pagingFields,
    month: monthField.optional(),
    status: ZWithdrawalStatus.optional(),
    method: ZWithdrawalMethod.optional(),
    /** The withdrawals of one payout batch. */
    batch_id: idField.optional(),
  }),
  output: pageOf(ZQueuedWithdrawal),
  errors: [],
});

const withdrawalId = { id: idField };

export const adminWithdrawalPayCall = defineCall({
  ...CALL_ROUTES.adminWithdrawalPayCall,
  summary: "Mark a pending or processing withdrawal paid with its payout reference; the account is told",
  input: z.object({ ...withdrawalId, payout_reference: requiredText(200) }),
  output: z.object({ withdrawal: ZQueuedWithdrawal }),
  errors: [],
  // 2 (409): the withdrawal was already decided.
  invalidAccessAs: [409],
});

export const adminWithdrawalRejectCall = defineCall({
  ...CALL_ROUTES.adminWithdrawalRejectCall,
  summary: "Reject a pending or processing withdrawal with a reason, returning the money (recover) or not",
  input: z.object({ ...withdrawalId, recover: z.boolean(), reason: requiredText(500) }),
  output: z.object({ withdrawal: ZQueuedWithdrawal }),
  errors: [],
  // 2 (409): the withdrawal was already decided.
  invalidAccessAs: [409],
});

export const adminWithdrawalExportCall = defineCall({
  ...CALL_ROUTES.adminWithdrawalExportCall,
  summary: "A month's pending payouts of one method as CSV: the bank batch or PayPal's payouts file",
  input: z.object({ month: monthField, method: ZWithdrawalMethod }),
  output: z.object({ file_name: z.string(), content: z.string(), rows: z.number().int() }),
  errors: [],
});

// ---------------------------------------------------------------------------------------------
// Invoices (docs/spec.md §2 `/embedded/withdrawal-invoice`, §3; docs/design.md §7; decision 091)
// ---------------------------------------------------------------------------------------------

/** A signed invoice link token: `<withdrawal id>.<expires, unix seconds>.<signature>`. */
export const INVOICE_TOKEN = /^\d{1,15}\.\d{1,12}\.[0-9a-f]{64}$/;

export const ZInvoice = z.object({
  /** The invoice id (one per withdrawal request). */
  id: z.string(),
  withdrawal_id: z.number().int(),
  /** Who issues it (network settings; empty strings when not set). */
  issuer: z.object({ name: z.string(), address: z.string(), registration_number: z.string() }),
  /** Who receives the payout: the payment info's name and the account's nickname. */
  recipient: z.object({ name: z.string(), nickname: z.string(), email: z.string() }),
  /** The service invoiced (the network's name). */
  service: z.string(),
  /** The day the request was made, in the network's time zone (YYYY-MM-DD). */
  issue_date: z.string(),
  /** The currency of the amounts: every amount is in USD. */
  currency: z.literal("USD"),
  /** The month the request was made in (YYYY-MM): the revenue withdrawable by then. */
  revenue_month: monthField,
  unit_price: microAmount,
  /** The revenue withdrawn (the request's total). */
  revenue: microAmount,
  processing_fee: microAmount,
  /** What is paid out: revenue - processing fee. */
  total: microAmount,
  status: ZWithdrawalStatus,
  method: ZWithdrawalMethod,
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const withdrawalInvoiceLinkCall = defineCall({
  ...CALL_ROUTES.withdrawalInvoiceLinkCall,
  summary: "A signed link that expires to one of the account's withdrawal invoices (page and PDF)",
  input: z.object({ id: idField }),
  output: z.object({
    /** The token of the links; the page is `/embedded/withdrawal-invoice?t=<token>`. */
    token: z.string(),
    /** The PDF download (a plain link, no session needed until it expires). */
    pdf_url: z.string(),
    expires_at: instant,
  }),
  errors: [],
});

export const withdrawalInvoiceCall = defineCall({
  ...CALL_ROUTES.withdrawalInvoiceCall,
  summary: "A withdrawal invoice by its signed link token; an expired or forged token is refused (404)",
  input: z.object({ t: z.string().max(200) }),
  output: z.object({ invoice: ZInvoice, expires_at: instant }),
  errors: [],
});

export const withdrawalInvoicePdfCall = defineCall({
  ...CALL_ROUTES.withdrawalInvoicePdfCall,
  summary:
    "A withdrawal invoice as a PDF download: by its signed link token (`t`, no session needed), or by the withdrawal `id` with its owner's session; anything else is 404",
  input: z.object({
    /** The token of `withdrawal/invoice.link`; when given, `id` and any session are not looked at. */
    t: z.string().max(200).optional(),
    /** One of the caller's own withdrawal requests (with the owner's session). */
    id: idField.optional(),
    /** The language of the PDF's labels (default: the request's language). */
    lang: z.enum(LANGUAGES).optional(),
  }),
  output: z.never(),
  errors: [],
});
