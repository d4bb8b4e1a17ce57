import { E } from "@studio/contract";
import { pinAssignmentDay } from "../../db/assignment-day";
import type { Db } from "../../db/client";
import { lockConfirmations } from "../../db/confirmation-lock";
import type { Account } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { forgetCachedSessions, revokeAccountSessions, verifyPassword } from "../auth";
import { releaseAccountChannels } from "../channel";
import { deletionJournalPath, journalDeletion } from "./deletion-journal";
import { updateAccount } from "./queries";
import { removeAllSecondFactors } from "./two-factor";

/**
 * Withdraws membership, in one transaction: the account is marked deleted, personal data is scrubbed
 * (e-mail, nickname, password, second factors), every session ends and its channels are released (deleted, so
 * another account can register them; unassigned where it was the member). Ledger rows, when they
 * exist, stay with the account id.
 */
export async function deleteAccount(deps: AppDeps, account: Account, password: string): Promise<void> {
  if (!(await verifyPassword(account.passwordHash, password))) throw new AppError(E.WRONG_PASSWORD);
  const now = deps.now();
  const journal = deletionJournalPath(deps.config);
  await deps.db.transaction((tx) => markAccountDeleted(tx, account, now, journal));
  // Every node heard it on commit; this one forgets at once, before it answers.
  forgetCachedSessions(deps.db, account.id);
}

/**
 * The deletion itself, inside the caller's transaction (a manager deleting a member, after checking
 * the manager's password): marked deleted, scrubbed, signed out, its channels released; last, its
 * line in the deletion journal (`journal`; null when replaying the journal itself), so that a
 * restore of an older backup deletes it again (deletion-journal.ts).
 */
export async function markAccountDeleted(
  tx: Db,
  account: Account,
  now: Date,
  journal: string | null,
): Promise<void> {
  await updateAccount(tx, account.id, {
    status: "deleted",
    deletedAt: now,
    email: `deleted-${account.id}@deleted.invalid`,
    nickname: `deleted-${account.id}`,
    passwordHash: "",
    referralCode: `DELETED${account.id}`,
    pushNotice: false,
    pushMarketing: false,
  });
  await revokeAccountSessions(tx, account.id, now);
  await removeAllSecondFactors(tx, account.id, now);
  await pinAssignmentDay(tx, account.networkId, now);
  await lockConfirmations(tx, account.networkId);
  await releaseAccountChannels(tx, account, now);
  if (journal)
    journalDeletion(journal, {
      account_id: account.id,
      network_id: account.networkId,
      deleted_at: now.toISOString(),
    });
}
