import type { adminLedgerManualCall, adminManualEntryListCall, CallInput } from "@studio/contract";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";
import { saveTextFile } from "../../lib/save-file";
import { withDimSpinner } from "../../stores/loading";
import { backofficeKeys } from "./backoffice-queries";

/**
 * Staff's manual entries and the trial balance (docs/decisions/134), in the back-office's key space:
 * a write refreshes the entries, the balances they show, the account screens and the trial balance.
 */
export const ledgerKeys = {
  all: [...backofficeKeys.all, "ledger"] as const,
  entries: (filter: CallInput<typeof adminManualEntryListCall>) =>
    [...ledgerKeys.all, "entries", filter] as const,
  balance: (id: number) => [...ledgerKeys.all, "balance", id] as const,
  trialBalance: (month: string) => [...ledgerKeys.all, "trial-balance", month] as const,
};

export const manualEntriesQuery = (filter: CallInput<typeof adminManualEntryListCall>) =>
  queryOptions({
    queryKey: ledgerKeys.entries(filter),
    queryFn: () => callApi("adminManualEntryListCall", filter),
    placeholderData: keepPreviousData,
  });

/** An account's balance, for the form's preview of what an entry leaves. */
export const accountBalanceQuery = (id: number) =>
  queryOptions({
    queryKey: ledgerKeys.balance(id),
    queryFn: () => callApi("adminLedgerListCall", { account_id: id }),
  });

export const trialBalanceQuery = (month: string) =>
  queryOptions({
    queryKey: ledgerKeys.trialBalance(month),
    queryFn: () => callApi("adminTrialBalanceCall", { month }),
  });

/**
 * Posts an entry with the form's Idempotency-Key: the same form sent twice (a double click, a lost
 * answer) is one entry; the form takes a new key once an entry is made.
 */
export function usePostManualEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...input }: CallInput<typeof adminLedgerManualCall> & { key: string }) =>
      withDimSpinner("ledger-post", () =>
        callApi("adminLedgerManualCall", input, { headers: { "Idempotency-Key": key } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}

export async function downloadTrialBalance(month: string): Promise<number> {
  const file = await callApi("adminTrialBalanceExportCall", { month });
  saveTextFile(file);
  return file.rows;
}

/** `now`'s month and the `count - 1` before it, newest first (`YYYY-MM`). */
export function recentMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1)).toISOString().slice(0, 7),
  );
}

/** A profit type's translation key (the manual types have no dot). */
export const profitTypeKey = (type: string) => `profitType.${type.replace(".", "_")}`;
