import type { CallInput, loginCall, TSecondFactorStep } from "@studio/contract";
import { useState } from "react";
import { callApi } from "../../lib/api-client";
import { useSignIn } from "../../lib/session";
import { trustedDeviceFor } from "../../lib/trusted-devices";

/** What a login came to: signed in, or the second step an account with a second factor takes. */
export type LoginOutcome = { signedIn: true } | { signedIn: false; step: TSecondFactorStep };

/**
 * Signs in and loads the member before the screen navigates. Plain state rather than a query
 * mutation: the login page is the first paint of many visits and carries as little code as it can
 * (docs/decisions/106, 107). A device remembered for the e-mail goes with the password; an account
 * with a second factor answers the second step instead of a session (docs/decisions/142).
 */
export function useLogin() {
  const signIn = useSignIn();
  const [pending, setPending] = useState(false);
  const login = async (input: CallInput<typeof loginCall>): Promise<LoginOutcome> => {
    setPending(true);
    try {
      const device = trustedDeviceFor(input.id);
      const answer = await callApi("loginCall", device ? { ...input, device } : input);
      if ("second_factor" in answer) return { signedIn: false, step: answer.second_factor };
      await signIn(answer.token);
      return { signedIn: true };
    } finally {
      setPending(false);
    }
  };
  return { login, pending };
}
