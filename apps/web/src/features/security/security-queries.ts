import type { CallInput, CallName, CallOf, CallOutput } from "@studio/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";
import { meQueryKey } from "../../lib/session";

/** The account's second factors (docs/decisions/142). */
export const twoFactorStatusKey = ["security", "two-factor"] as const;

export const twoFactorStatusQuery = () =>
  queryOptions({ queryKey: twoFactorStatusKey, queryFn: () => callApi("twoFactorStatusCall", {}) });

/**
 * A change to the account's second factors: afterwards the status and the member (its `two_factor`)
 * are read again. `refreshMember: false` leaves the member alone until the person has saved the
 * recovery codes, so the route rules do not move them off the setup screen before that.
 */
export function useSecurityWrite<N extends CallName>(name: N, options: { refreshMember?: boolean } = {}) {
  const queryClient = useQueryClient();
  const { refreshMember = true } = options;
  return useMutation({
    mutationFn: (input: CallInput<CallOf<N>>): Promise<CallOutput<CallOf<N>>> => callApi(name, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: twoFactorStatusKey });
      if (refreshMember) await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
