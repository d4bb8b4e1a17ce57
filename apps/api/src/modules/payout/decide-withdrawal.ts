import {
  E,
  type Language,
  OPEN_WITHDRAWAL_STATUSES,
  type TQueuedWithdrawal,
  type WithdrawalStatus,
} from "@studio/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { Account, Network } from "../../db/rows";
import { accounts, withdrawals } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { notify } from "../notification";
import { mailOf, notice } from "./withdrawal-messages";
import { postWithdrawalPaid, postWithdrawalReturned, postWithdrawalWrittenOff } from "./withdrawal-postings";
import { conflict, networkToday, queuedView, USD_DISPLAY } from "./withdrawal-view";

/** Staff's decision on an open withdrawal request (docs/design.md §7; docs/decisions/089, 133). */
type Decision =
  | { kind: "pay"; payoutReference: string }
  | { kind: "reject"; recover: boolean; reason: string };

/**
 * Staff decide an open request, pending or processing in a payout batch: paid (success) or rejected,
 * with a reversing credit when the money is recovered (rejected) or none (rejected.norecover). A
 * conditional update moves it out of the open states once, so it races a settlement import safely
 * (409 when it already left); the posting and the notification share its transaction.
 */
export async function decideWithdrawal(
  deps: AppDeps,
  network: Network,
  staff: Account,
  id: number,
  decision: Decision,
  language: Language,
): Promise<{ withdrawal: TQueuedWithdrawal }> {
  const now = deps.now();
  const status: WithdrawalStatus =
    decision.kind === "pay" ? "success" : decision.recover ? "rejected" : "rejected.norecover";
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(withdrawals)
      .set({
        status,
        decidedBy: staff.id,
        decidedAt: now,
        ...(decision.kind === "pay"
          ? { payoutReference: decision.payoutReference }
          : { reason: decision.reason }),
      })
      .where(
        and(
          eq(withdrawals.id, id),
          eq(withdrawals.networkId, network.id),
          inArray(withdrawals.status, [...OPEN_WITHDRAWAL_STATUSES]),
        ),
      )
      .returning();
    if (!updated) {
      const [exists] = await tx
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(and(eq(withdrawals.id, id), eq(withdrawals.networkId, network.id)));
      throw exists ? conflict() : new AppError(E.INVALID_ACCESS, undefined, 404);
    }
    const posting = { by: staff.id, at: now, reason: decision.kind === "reject" ? decision.reason : null };
    if (status === "success") await postWithdrawalPaid(tx, updated, posting);
    else if (status === "rejected") await postWithdrawalReturned(tx, updated, posting);
    else await postWithdrawalWrittenOff(tx, updated, posting);
    await notify(tx, { networkId: network.id, accountId: updated.accountId }, "withdrawal", notice(updated));
    return updated;
  });
  const [owner] = await deps.db
    .select({ email: accounts.email, nickname: accounts.nickname, language: accounts.language })
    .from(accounts)
    .where(eq(accounts.id, row.accountId));
  if (!owner) throw new Error("withdrawal without account");
  await mailOf(deps, network, owner, row);
  return { withdrawal: queuedView(row, owner, USD_DISPLAY(language), networkToday(network, now)) };
}
