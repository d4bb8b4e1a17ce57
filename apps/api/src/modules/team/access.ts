import { E } from "@studio/contract";
import type { Account } from "../../db/rows";
import { AppError } from "../../lib/app-error";
import { canManageTeam } from "../auth";

export { canManageTeam };

/** Refuses (403, code 2) an account that may not run a team (`canManageTeam`, modules/auth). */
export function assertTeamManager(account: Account): void {
  if (!canManageTeam(account)) throw new AppError(E.INVALID_ACCESS);
}
