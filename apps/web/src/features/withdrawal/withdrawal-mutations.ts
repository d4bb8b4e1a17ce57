import type { CallInput, paymentInfoRegisterCall, paymentInfoUpdateCall } from "@studio/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";
import { withDimSpinner } from "../../stores/loading";
import { earningsKeys } from "./earnings-queries";
import { paymentInfoKeys } from "./payment-info-queries";

/**
 * The payment info writes (docs/decisions/053): the answer is the saved entry, masked, and
 * replaces the cached one at once.
 */

export function useRegisterPaymentInfoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof paymentInfoRegisterCall>) =>
      withDimSpinner("payment-info", () => callApi("paymentInfoRegisterCall", input)),
    onSuccess: (answer) => queryClient.setQueryData(paymentInfoKeys.all, answer),
  });
}

export function useUpdatePaymentInfoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof paymentInfoUpdateCall>) =>
      withDimSpinner("payment-info", () => callApi("paymentInfoUpdateCall", input)),
    onSuccess: (answer) => queryClient.setQueryData(paymentInfoKeys.all, answer),
  });
}

/**
 * Staff: a confirmed revenue file checked (nothing written), then confirmed. Confirming changes
 * balances, so the earnings reports in the cache are stale afterwards.
 */
export function useConfirmedPreviewMutation() {
  return useMutation({
    mutationFn: (file: File) =>
      withDimSpinner("confirmed-import", () => callApi("adminConfirmedPreviewCall", formWith(file))),
  });
}

export function useConfirmedConfirmMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      withDimSpinner("confirmed-import", () => callApi("adminConfirmedConfirmCall", formWith(file))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: earningsKeys.all }),
  });
}

function formWith(file: File): FormData {
  const form = new FormData();
  form.append("file", file, file.name);
  return form;
}
