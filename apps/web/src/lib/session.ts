import type { TMe } from "@studio/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSettings } from "../stores/settings";
import { ApiError, callApi } from "./api-client";

export const meQueryKey = ["member", "me"] as const;

/** The signed-in member, or null when signed out; a refused token is cleared (docs/spec.md §4). */
export async function fetchMe(): Promise<TMe | null> {
  if (!useSettings.getState().token) return null;
  try {
    return await callApi("meCall", {});
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      useSettings.getState().setToken(null);
      return null;
    }
    throw error;
  }
}

export function meQueryOptions(token: string | null) {
  return { queryKey: [...meQueryKey, token ?? ""] as const, queryFn: fetchMe, staleTime: 60_000 };
}

export function useMe() {
  const token = useSettings((s) => s.token);
  return useQuery(meQueryOptions(token));
}

/** Stores a new session token (the cache empties with it) and loads its member before anything navigates. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return async (token: string) => {
    useSettings.getState().setToken(token);
    await queryClient.fetchQuery(meQueryOptions(token));
  };
}

let afterSignOut: string | null = null;

/** Where the person asked to go when signing out; read once by the route guard. */
export function takeAfterSignOut(): string | null {
  const target = afterSignOut;
  afterSignOut = null;
  return target;
}

/** Signs out locally and sends the person to `to` (the login page by default); the cache empties with the token. */
export function useSignOut() {
  return (to = "/login") => {
    afterSignOut = to;
    useSettings.getState().setToken(null);
  };
}

/** Ends the session on the server too; a failure there still signs out here. */
export function useLogout() {
  const signOut = useSignOut();
  return async () => {
    await callApi("logoutCall", {}).catch(() => undefined);
    signOut();
  };
}
