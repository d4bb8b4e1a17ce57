import { E, hasPermissionFlag, PERMISSION_FLAG } from "@studio/contract";
import type { Account } from "../../db/rows";
import { AppError } from "../../lib/app-error";

/**
 * Who may run a team of member sub-accounts (docs/spec.md §6, docs/design.md §4): the highest
 * permission (account type `mcn`), or a middle account (any type other than the creator's: not ''
 * and not a member sub-account) with the SubCreateable flag. A member sub-account never does.
 */
export function canManageTeam(account: Account): boolean {
  if (account.managerId !== null) return false;
  if (account.accountType === "mcn") return true;
  const middle = account.accountType !== "" && account.accountType !== "mcn_creator_sub";
  return middle && hasPermissionFlag(account.permissionFlag, PERMISSION_FLAG.SubCreateable);
}

/** Refuses (403, code 2) an account that may not run a team. */
export function assertTeamManager(account: Account): void {
  if (!canManageTeam(account)) throw new AppError(E.INVALID_ACCESS);
}
