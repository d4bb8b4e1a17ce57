import type {
  adminPayoutBatchCreateCall,
  adminPayoutBatchListCall,
  adminPayoutBatchPreviewCall,
  adminWithdrawalExportCall,
  adminWithdrawalOverdueCall,
  adminWithdrawalPayCall,
  adminWithdrawalQueueCall,
  adminWithdrawalRejectCall,
  CallInput,
} from "@studio/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";
import { saveTextFile } from "../../lib/save-file";
import { withDimSpinner } from "../../stores/loading";
import { earningsKeys } from "./earnings-queries";

/**
 * Withdrawal requests (docs/decisions/088, 089). Answers carry amounts in the chosen currency,
 * so the currency is part of the keys.
 */
export const withdrawalKeys = {
  all: ["withdrawal", "requests"] as const,
  quote: (currency: string) => [...withdrawalKeys.all, "quote", currency] as const,
  list: (currency: string, page: number) => [...withdrawalKeys.all, "list", currency, page] as const,
  queue: (filter: CallInput<typeof adminWithdrawalQueueCall>) =>
    [...withdrawalKeys.all, "queue", filter] as const,
  overdue: (page: CallInput<typeof adminWithdrawalOverdueCall>) =>
    [...withdrawalKeys.all, "overdue", page] as const,
  batches: (filter: CallInput<typeof adminPayoutBatchListCall>) =>
    [...withdrawalKeys.all, "batches", filter] as const,
  batchPreview: (scope: CallInput<typeof adminPayoutBatchPreviewCall>) =>
    [...withdrawalKeys.all, "batch-preview", scope] as const,
};

export function withdrawalQuoteQuery(currency: string) {
  return queryOptions({
    queryKey: withdrawalKeys.quote(currency),
    queryFn: () => callApi("withdrawalQuoteCall", {}),
  });
}

export function withdrawalListQuery(currency: string, page: number) {
  return queryOptions({
    queryKey: withdrawalKeys.list(currency, page),
    queryFn: () => callApi("withdrawalListCall", { page, size: 50 }),
  });
}

export function withdrawalQueueQuery(filter: CallInput<typeof adminWithdrawalQueueCall>) {
  return queryOptions({
    queryKey: withdrawalKeys.queue(filter),
    queryFn: () => callApi("adminWithdrawalQueueCall", filter),
  });
}

/** Staff: the open requests past their due date (docs/decisions/133). */
export function overdueQueueQuery(page: CallInput<typeof adminWithdrawalOverdueCall>) {
  return queryOptions({
    queryKey: withdrawalKeys.overdue(page),
    queryFn: () => callApi("adminWithdrawalOverdueCall", page),
  });
}

/** Staff: the network's payout batches, newest first. */
export function payoutBatchesQuery(filter: CallInput<typeof adminPayoutBatchListCall>) {
  return queryOptions({
    queryKey: withdrawalKeys.batches(filter),
    queryFn: () => callApi("adminPayoutBatchListCall", filter),
  });
}

/** Staff: what a batch of a method and month would take now. */
export function payoutBatchPreviewQuery(scope: CallInput<typeof adminPayoutBatchPreviewCall>) {
  return queryOptions({
    queryKey: withdrawalKeys.batchPreview(scope),
    queryFn: () => callApi("adminPayoutBatchPreviewCall", scope),
  });
}

/**
 * Staff: a batch created, and a settlement result imported. Both move requests (pending to
 * processing, processing to paid or failed), so every withdrawal list in the cache is stale after.
 */
export function useCreatePayoutBatchMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof adminPayoutBatchCreateCall>) =>
      withDimSpinner("payout-batch", () => callApi("adminPayoutBatchCreateCall", input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
}

export function useSettlePayoutBatchMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ batchId, file }: { batchId: number; file: File }) => {
      const form = new FormData();
      form.append("batch_id", String(batchId));
      form.append("file", file, file.name);
      return withDimSpinner("payout-batch", () => callApi("adminPayoutBatchSettleCall", form));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: withdrawalKeys.all });
      void queryClient.invalidateQueries({ queryKey: earningsKeys.all });
    },
  });
}

/** Staff: a batch's file (the bank CSV or PayPal's payouts file), saved by the browser. */
export async function downloadBatchFile(id: number): Promise<void> {
  saveTextFile(await callApi("adminPayoutBatchFileCall", { id }));
}

/**
 * A request, with one Idempotency-Key per confirmation: a retry of the same confirmation (a double
 * click, a lost answer) is answered the first request instead of making another.
 */
export function useRequestWithdrawalMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ total, key }: { total: string; key: string }) =>
      withDimSpinner("withdrawal-request", () =>
        callApi("withdrawalRequestCall", { total }, { headers: { "Idempotency-Key": key } }),
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: withdrawalKeys.all });
      void queryClient.invalidateQueries({ queryKey: earningsKeys.all });
    },
  });
}

function useStaffDecision<I>(run: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => withDimSpinner("withdrawal-decision", () => run(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
}

export const usePayWithdrawalMutation = () =>
  useStaffDecision((input: CallInput<typeof adminWithdrawalPayCall>) =>
    callApi("adminWithdrawalPayCall", input),
  );

export const useRejectWithdrawalMutation = () =>
  useStaffDecision((input: CallInput<typeof adminWithdrawalRejectCall>) =>
    callApi("adminWithdrawalRejectCall", input),
  );

/** Staff: a month's payout file of one method, saved by the browser. */
export async function downloadPayoutFile(
  input: CallInput<typeof adminWithdrawalExportCall>,
): Promise<number> {
  const file = await callApi("adminWithdrawalExportCall", input);
  saveTextFile(file);
  return file.rows;
}

/** The embedded invoice page of one of the account's withdrawals, behind a fresh signed link. */
export async function invoicePagePath(id: number): Promise<string> {
  const link = await callApi("withdrawalInvoiceLinkCall", { id });
  return `/embedded/withdrawal-invoice?t=${encodeURIComponent(link.token)}`;
}
