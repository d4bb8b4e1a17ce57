import type { accountUpdateCall, CallInput, deleteAccountCall } from "@studio/contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";
import { useSignOut } from "../../lib/session";
import { withDimSpinner } from "../../stores/loading";

/** The account page's writes, each under the dim spinner (docs/spec.md §4 Loading). */

/** The session stays valid after a password change: nothing cached depends on the password. */
export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (input: CallInput<typeof accountUpdateCall>) =>
      withDimSpinner("change-password", () => callApi("accountUpdateCall", input)),
  });
}

/** A deleted account signs out here: the cache empties with the token and the login page shows. */
export function useDeleteAccountMutation() {
  const signOut = useSignOut();
  return useMutation({
    mutationFn: (input: CallInput<typeof deleteAccountCall>) =>
      withDimSpinner("delete-account", () => callApi("deleteAccountCall", input)),
    onSuccess: () => signOut(),
  });
}
