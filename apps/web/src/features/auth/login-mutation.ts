import type { CallInput, loginCall } from "@studio/contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";
import { useSignIn } from "../../lib/session";

/** Signs in and loads the member before the screen navigates (docs/decisions.md 106). */
export function useLoginMutation() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: (input: CallInput<typeof loginCall>) => callApi("loginCall", input),
    onSuccess: ({ token }) => signIn(token),
  });
}
