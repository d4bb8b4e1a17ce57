import { hasPermissionFlag, PAGE_SIZE, PERMISSION_FLAG, type TMe } from "@studio/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSettings } from "../stores/settings";
import { showSnackbar } from "../stores/snackbar";
import { failureMessage } from "./api-action";
import { callApi } from "./api-client";

/**
 * A manager's team (docs/spec.md §2 member management, §6): who may manage member sub-accounts, and
 * the page of them the app loads at start (docs/spec.md §4). Shared by the start-up, the dashboard's
 * member selector and the team screens, which never import each other (docs/design.md §12).
 */

/** Members per page of the team list (docs/spec.md §9 default page size). */
export const TEAM_PAGE_SIZE = PAGE_SIZE.default;

/**
 * Whether this account may manage sub-accounts: the highest network permission, or a middle account
 * with the SubCreateable flag (docs/spec.md §6; docs/decisions/081: a creator or a member
 * sub-account never does, flag or not). The API checks it again on every call.
 */
export function canManageTeam(me: TMe | null | undefined): boolean {
  if (!me) return false;
  if (me.permission === "manager") return true;
  return me.permission === "middle" && hasPermissionFlag(me.permission_flag, PERMISSION_FLAG.SubCreateable);
}

/** Query keys of the team calls: one root, so a change to the team refreshes every team view. */
export const teamKeys = {
  all: ["team"] as const,
  accounts: () => [...teamKeys.all, "accounts"] as const,
  accountsPage: (page: number, size: number) => [...teamKeys.accounts(), { page, size }] as const,
};

/** A page of the manager's members (page from 0). */
export function teamAccountsQuery(page = 0, size = TEAM_PAGE_SIZE) {
  return queryOptions({
    queryKey: teamKeys.accountsPage(page, size),
    queryFn: () => callApi("mcnAccountsCall", { page, size }),
    staleTime: 60_000,
  });
}

/** Page 0 of the team, for an account that may manage one (nothing is asked otherwise). */
export function useTeamAccounts(me: TMe | null | undefined) {
  return useQuery({ ...teamAccountsQuery(0), enabled: canManageTeam(me) });
}

/**
 * Loads page 0 of the team at start for an account that may manage one (docs/spec.md §4); a failed
 * load shows the server's message in an error snackbar, once per failure.
 */
export function useTeamAccountsAtStart(me: TMe | null | undefined) {
  const accounts = useTeamAccounts(me);
  const language = useSettings((s) => s.language);
  const failedAt = accounts.isError ? accounts.errorUpdatedAt : 0;
  // Only a new failure shows again, not a change of language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the failure's time
  useEffect(() => {
    if (failedAt) showSnackbar("error", failureMessage(accounts.error, language));
  }, [failedAt]);
  return accounts;
}
