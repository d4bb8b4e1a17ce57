import { hasPermissionFlag, PERMISSION_FLAG } from "@studio/contract";
import type { Account } from "../../db/rows";

/**
 * Who may run a team of member sub-accounts (docs/spec.md §6, docs/design.md §4): the highest
 * permission (account type `mcn`), or a middle account (any type other than the creator's: not ''
 * and not a member sub-account) with the SubCreateable flag. A member sub-account never does.
 * Here, in the auth module, because managers must sign in with a second factor (docs/decisions/142);
 * the team module asks it through modules/team/access.ts.
 */
export function canManageTeam(account: Account): boolean {
  if (account.managerId !== null) return false;
  if (account.accountType === "mcn") return true;
  const middle = account.accountType !== "" && account.accountType !== "mcn_creator_sub";
  return middle && hasPermissionFlag(account.permissionFlag, PERMISSION_FLAG.SubCreateable);
}
