import { type CallInput, paymentInfoRegisterCall, paymentInfoUpdateCall } from "@studio/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";
import { withDimSpinner } from "../../stores/loading";
import { paymentInfoKeys } from "./payment-info-queries";

/**
 * The payment info writes (docs/decisions.md 053): the answer is the saved entry, masked, and
 * replaces the cached one at once.
 */

export function useRegisterPaymentInfoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof paymentInfoRegisterCall>) =>
      withDimSpinner("payment-info", () => callApi(paymentInfoRegisterCall, input)),
    onSuccess: (answer) => queryClient.setQueryData(paymentInfoKeys.all, answer),
  });
}

export function useUpdatePaymentInfoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof paymentInfoUpdateCall>) =>
      withDimSpinner("payment-info", () => callApi(paymentInfoUpdateCall, input)),
    onSuccess: (answer) => queryClient.setQueryData(paymentInfoKeys.all, answer),
  });
}
