import { E } from "@studio/contract";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { verifyPassword } from "../auth/passwords";
import { type Account, revokeAccountSessions } from "../auth/sessions";
import { updateAccount } from "./queries";

/**
 * Withdraws membership: the account is marked deleted, every session ends and personal data is
 * scrubbed (e-mail, nickname, password). Ledger rows, when they exist, stay with the account id.
 */
export async function deleteAccount(deps: AppDeps, account: Account, password: string): Promise<void> {
  if (!(await verifyPassword(account.passwordHash, password))) throw new AppError(E.WRONG_PASSWORD);
  const now = deps.now();
  await updateAccount(deps.db, account.id, {
    status: "deleted",
    deletedAt: now,
    email: `deleted-${account.id}@deleted.invalid`,
    nickname: `deleted-${account.id}`,
    passwordHash: "",
    referralCode: `DELETED${account.id}`,
    pushNotice: false,
    pushMarketing: false,
  });
  await revokeAccountSessions(deps.db, account.id, now);
}
