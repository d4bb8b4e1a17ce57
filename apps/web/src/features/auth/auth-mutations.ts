import type {
  CallInput,
  emailVerifyCall,
  findPasswordCall,
  findPasswordUpdateCall,
  findPasswordVerifyCall,
  joinCall,
  onetimeLoginCall,
} from "@studio/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";
import { meQueryKey, useSignIn } from "../../lib/session";
import { storage } from "../../stores/storage";

/**
 * The auth screens' writes. A call that answers a session token signs in here (the token is stored
 * and its member loaded), so a screen only navigates once the mutation has succeeded.
 */

export function useJoinMutation() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: (input: CallInput<typeof joinCall>) => callApi("joinCall", input),
    onSuccess: async ({ token }) => {
      // The invitation is used up by the sign-up: a later visit must not fill it again.
      storage.set("referralCode", null);
      await signIn(token);
    },
  });
}

/** Exchanges the single-use token of /auth/external for a session. */
export function useOnetimeLoginMutation() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: (input: CallInput<typeof onetimeLoginCall>) => callApi("onetimeLoginCall", input),
    onSuccess: ({ token }) => signIn(token),
  });
}

/** The sign-up code: once verified, the member (auth_required) is fetched again. */
export function useEmailVerifyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof emailVerifyCall>) => callApi("emailVerifyCall", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function useSendEmailCodeMutation() {
  return useMutation({ mutationFn: () => callApi("sendEmailCodeCall", {}) });
}

export function useFindPasswordMutation() {
  return useMutation({
    mutationFn: (input: CallInput<typeof findPasswordCall>) => callApi("findPasswordCall", input),
  });
}

export function useFindPasswordVerifyMutation() {
  return useMutation({
    mutationFn: (input: CallInput<typeof findPasswordVerifyCall>) => callApi("findPasswordVerifyCall", input),
  });
}

export function useFindPasswordUpdateMutation() {
  return useMutation({
    mutationFn: (input: CallInput<typeof findPasswordUpdateCall>) => callApi("findPasswordUpdateCall", input),
  });
}
