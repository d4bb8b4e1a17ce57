import { z } from "zod";
import { LEDGER_MONTH } from "../payout/ledger";
import {
  PAYOUT_BATCH_STATUSES,
  SETTLEMENT_OUTCOMES,
  SETTLEMENT_REFUSALS,
  SETTLEMENT_STATUSES,
} from "../payout/payout-batch";
import { defineCall } from "./define-call";
import { idField, instant, microAmount, pageOf, pagingFields } from "./fields";
import { CALL_ROUTES } from "./routes";
import { ZQueuedWithdrawal, ZWithdrawalMethod } from "./withdrawal";

/**
 * Payout batches (docs/decisions/133): a method's pending withdrawals of a month and before go out
 * together, as the bank's CSV or PayPal's payouts file named by the batch; they are `processing`
 * until staff import the settlement result, which marks each paid or failed (the money returned).
 * Staff only, in their own network.
 */

const monthField = z.string().regex(LEDGER_MONTH);

/** What a batch takes: how many withdrawals and their sums, micro-USD. */
const takes = {
  withdrawals: z.number().int(),
  total: microAmount,
  fee: microAmount,
  /** What is paid out: the sum of the withdrawals' net, exactly as stored. */
  net: microAmount,
};

export const ZPayoutBatch = z.object({
  id: z.number().int(),
  method: ZWithdrawalMethod,
  /** The latest request month it took (with every earlier one still pending). */
  month: monthField,
  /** Processing while any of its withdrawals is; settled once every one is decided. */
  status: z.enum(PAYOUT_BATCH_STATUSES),
  ...takes,
  /** Its withdrawals by state now: still processing, paid, and rejected (returned or not). */
  processing: z.number().int(),
  paid: z.number().int(),
  failed: z.number().int(),
  /** The file's name: it carries the batch id. */
  file_name: z.string(),
  created_at: instant,
  created_by: z.number().int().nullable(),
  created_by_nickname: z.string().nullable(),
  /** When its last withdrawal was decided (null while processing). */
  settled_at: instant.nullable(),
});
export type TPayoutBatch = z.infer<typeof ZPayoutBatch>;

const batchScope = { method: ZWithdrawalMethod, month: monthField };

export const adminPayoutBatchPreviewCall = defineCall({
  ...CALL_ROUTES.adminPayoutBatchPreviewCall,
  summary: "What a payout batch of a method and month would take now: the pending requests' count and sums",
  input: z.object(batchScope),
  output: z.object({ ...batchScope, ...takes }),
  errors: [],
});

export const adminPayoutBatchCreateCall = defineCall({
  ...CALL_ROUTES.adminPayoutBatchCreateCall,
  summary:
    "Create a payout batch: every pending request of the method made in the month or before becomes processing in it (null: none pending)",
  input: z.object(batchScope),
  output: z.object({ batch: ZPayoutBatch.nullable() }),
  errors: [],
});

export const adminPayoutBatchListCall = defineCall({
  ...CALL_ROUTES.adminPayoutBatchListCall,
  summary: "The network's payout batches, newest first, with where their withdrawals stand",
  input: z.object({ ...pagingFields, method: ZWithdrawalMethod.optional() }),
  output: pageOf(ZPayoutBatch),
  errors: [],
});

export const adminPayoutBatchFileCall = defineCall({
  ...CALL_ROUTES.adminPayoutBatchFileCall,
  summary:
    "A payout batch's file: the bank CSV or PayPal's payouts CSV of its withdrawals, each line naming its withdrawal id",
  input: z.object({ id: idField }),
  output: z.object({
    file_name: z.string(),
    content: z.string(),
    rows: z.number().int(),
    /** The sum of the file's amounts, micro-USD: the batch's net. */
    net: microAmount,
  }),
  errors: [],
});

/** One line of a settlement file and what became of it. Lines count from 1 (the first data line). */
export const ZSettlementLine = z.object({
  row: z.number().int(),
  withdrawal_id: z.number().int().nullable(),
  status: z.enum(SETTLEMENT_STATUSES).nullable(),
  outcome: z.enum(SETTLEMENT_OUTCOMES),
  /** Why it was refused (outcome `refused`). */
  refusal: z.enum(SETTLEMENT_REFUSALS).nullable(),
  /** The failure's reason as the file gives it. */
  reason: z.string().nullable(),
});
export type TSettlementLine = z.infer<typeof ZSettlementLine>;

export const adminPayoutBatchSettleCall = defineCall({
  ...CALL_ROUTES.adminPayoutBatchSettleCall,
  summary:
    "Import a payout batch's settlement result (CSV: withdrawal_id, status paid|failed, reason, payout_reference): paid lines succeed, failed ones return the money; the same file again changes nothing",
  input: z.object({ batch_id: idField }),
  output: z.object({
    batch: ZPayoutBatch,
    lines: z.array(ZSettlementLine),
    paid: z.number().int(),
    failed: z.number().int(),
    unchanged: z.number().int(),
    refused: z.number().int(),
  }),
  errors: [],
});

export const adminWithdrawalOverdueCall = defineCall({
  ...CALL_ROUTES.adminWithdrawalOverdueCall,
  summary: "The network's open withdrawals (pending or processing) past their due date, oldest due first",
  input: z.object({ ...pagingFields }),
  output: pageOf(ZQueuedWithdrawal),
  errors: [],
});
