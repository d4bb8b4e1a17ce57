import { E } from "@studio/contract";
import type { Account, Network } from "../../db/rows";
import { isUniqueViolation } from "../../db/unique-violation";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import {
  assertPasswordPolicy,
  forgetCachedSessions,
  hashPassword,
  revokeAccountSessions,
  verifyPassword,
} from "../auth";
import { nicknameTaken, updateAccount } from "./queries";

export interface AccountUpdateInput {
  password: string;
  new_password?: string | undefined;
  nickname?: string | undefined;
}

/**
 * Changes the password and/or nickname after checking the current password. A new password signs
 * out every other session; the current one stays.
 */
export async function updateAccountSettings(
  deps: AppDeps,
  network: Network,
  account: Account,
  sessionTokenHash: string,
  input: AccountUpdateInput,
): Promise<void> {
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    throw new AppError(E.CURRENT_PASSWORD_MISMATCH);
  }
  const changes: Partial<Account> = {};
  if (input.new_password !== undefined) {
    if (input.new_password === input.password) throw new AppError(E.SAME_PASSWORD);
    assertPasswordPolicy(input.new_password, network);
    changes.passwordHash = await hashPassword(input.new_password);
  }
  if (input.nickname !== undefined && input.nickname !== account.nickname) {
    if (await nicknameTaken(deps.db, network.id, input.nickname, account.id))
      throw new AppError(E.NICKNAME_TAKEN);
    changes.nickname = input.nickname;
  }
  if (Object.keys(changes).length === 0) return;
  try {
    await deps.db.transaction(async (tx) => {
      await updateAccount(tx, account.id, changes);
      if (changes.passwordHash) await revokeAccountSessions(tx, account.id, deps.now(), sessionTokenHash);
    });
  } catch (error) {
    // Another account took the nickname between the check and the write: the index decides.
    if (isUniqueViolation(error, "accounts_network_nickname_key")) throw new AppError(E.NICKNAME_TAKEN);
    throw error;
  }
  // Every node heard it on commit; this one forgets at once, before it answers.
  forgetCachedSessions(deps.db, account.id);
}

export async function setPushSettings(
  deps: AppDeps,
  account: Account,
  input: { notice?: boolean | undefined; marketing?: boolean | undefined },
) {
  const notice = input.notice ?? account.pushNotice;
  const marketing = input.marketing ?? account.pushMarketing;
  await updateAccount(deps.db, account.id, { pushNotice: notice, pushMarketing: marketing });
  return { notice, marketing };
}
