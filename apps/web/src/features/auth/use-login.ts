import type { CallInput, loginCall } from "@studio/contract";
import { useState } from "react";
import { callApi } from "../../lib/api-client";
import { useSignIn } from "../../lib/session";

/**
 * Signs in and loads the member before the screen navigates. Plain state rather than a query
 * mutation: the login page is the first paint of many visits and carries as little code as it can
 * (docs/decisions/106, 107).
 */
export function useLogin() {
  const signIn = useSignIn();
  const [pending, setPending] = useState(false);
  const login = async (input: CallInput<typeof loginCall>) => {
    setPending(true);
    try {
      const { token } = await callApi("loginCall", input);
      await signIn(token);
    } finally {
      setPending(false);
    }
  };
  return { login, pending };
}
