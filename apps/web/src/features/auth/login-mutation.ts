import type { CallInput, loginCall } from "@studio/contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";
import { loginEntryCall } from "../../lib/entry-calls";
import { useSignIn } from "../../lib/session";

/**
 * Signs in and loads the member before the screen navigates. Its own file, on the schema-free
 * route of the call, so the login page loads no zod (docs/decisions.md 106).
 */
export function useLoginMutation() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: (input: CallInput<typeof loginCall>) => callApi(loginEntryCall, input),
    onSuccess: ({ token }) => signIn(token),
  });
}
