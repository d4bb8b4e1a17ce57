import { E, feeRateBpToPercent, feeRatePercentToBp, type TTeamMember } from "@studio/contract";
import { lockConfirmations } from "../../db/confirmation-lock";
import type { Account, Network } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { assertPasswordPolicy, hashPassword, revokeAccountSessions } from "../auth";
import { updateAccount } from "../member";
import { feeRateOn } from "../revenue";
import { assertTeamManager } from "./access";
import { type AuditEntry, audit } from "./audit";
import { teamMemberView } from "./member-view";
import { assertNotPast, currentMonth, monthStart } from "./months";
import { findTeamMember, insertFeeRateChange, monthConfirmed } from "./queries";

export interface UpdateMemberInput {
  target: number;
  password?: string | undefined;
  fee_rate?: number | undefined;
  month?: string | undefined;
}

/**
 * Changes a member's password (every session of the member ends, as after its own password change)
 * and/or its fee rate from the first day of `month` (default this month; an earlier month or one
 * already confirmed is 10029). One transaction with its audit rows; a password is audited as
 * `{ password: "changed" }`, never its value.
 */
export async function updateMember(
  deps: AppDeps,
  network: Network,
  manager: Account,
  input: UpdateMemberInput,
  address: string | null = null,
): Promise<{ member: TTeamMember }> {
  assertTeamManager(manager);
  const now = deps.now();
  const thisMonth = currentMonth(network, now);
  const month = input.month ?? thisMonth;
  if (!(await findTeamMember(deps.db, manager, input.target))) throw AppError.notFound();
  if (input.fee_rate !== undefined) assertNotPast(month, network, now);
  if (input.password !== undefined) assertPasswordPolicy(input.password, network);
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);

  await deps.db.transaction(async (tx) => {
    // A confirmed month's rates are frozen: checked under the lock its confirmation takes, so a
    // change racing a confirmation either lands before it or is refused (docs/decisions/131).
    if (input.fee_rate !== undefined) {
      await lockConfirmations(tx, network.id);
      if (await monthConfirmed(tx, manager.id, monthStart(month)))
        throw new AppError(E.FEE_RATE_MONTH_CLOSED);
    }
    const member = await findTeamMember(tx, manager, input.target, { forUpdate: true });
    if (!member) throw AppError.notFound();
    const entries: AuditEntry[] = [];
    if (passwordHash !== undefined) {
      await updateAccount(tx, member.id, { passwordHash });
      await revokeAccountSessions(tx, member.id, now);
      entries.push({ action: "member.password", memberId: member.id, after: { password: "changed" } });
    }
    if (input.fee_rate !== undefined) {
      const bp = feeRatePercentToBp(input.fee_rate);
      const previousBp = await feeRateOn(tx, member.id, monthStart(month));
      await insertFeeRateChange(tx, {
        networkId: network.id,
        memberId: member.id,
        effectiveMonth: monthStart(month),
        feeRateBp: bp,
        changedBy: manager.id,
        createdAt: now,
      });
      // The account's column is the rate in force today, for readers that do not ask the history.
      if (month === thisMonth) await updateAccount(tx, member.id, { feeRateBp: bp });
      entries.push({
        action: "member.fee_rate",
        memberId: member.id,
        before: { fee_rate: feeRateBpToPercent(previousBp), month },
        after: { fee_rate: feeRateBpToPercent(bp), month },
      });
    }
    await audit(tx, manager, now, entries, address);
  });
  return { member: await teamMemberView(deps.db, manager, input.target, monthStart(thisMonth)) };
}
