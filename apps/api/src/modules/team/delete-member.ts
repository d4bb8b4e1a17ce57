import { E } from "@studio/contract";
import type { Account } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { verifyPassword } from "../auth";
import { deletionJournalPath, markAccountDeleted } from "../member";
import { assertTeamManager } from "./access";
import { audit } from "./audit";
import { findTeamMember, lockMemberChannels } from "./queries";

/**
 * Deletes a member sub-account with the manager's password (10004 when wrong), as the member's own
 * withdrawal does (docs/design.md §4): marked deleted and scrubbed, signed out, taken off its
 * channels, which stay with the manager. Ledger and revenue history stay with the account id.
 */
export async function deleteMember(
  deps: AppDeps,
  manager: Account,
  input: { target: number; password: string },
  address: string | null = null,
): Promise<void> {
  assertTeamManager(manager);
  if (!(await findTeamMember(deps.db, manager, input.target))) throw AppError.notFound();
  if (!(await verifyPassword(manager.passwordHash, input.password))) throw new AppError(E.WRONG_PASSWORD);
  const now = deps.now();
  const journal = deletionJournalPath(deps.config);
  await deps.db.transaction(async (tx) => {
    const member = await findTeamMember(tx, manager, input.target, { forUpdate: true });
    if (!member) throw AppError.notFound();
    const channels = await lockMemberChannels(tx, member.id);
    await markAccountDeleted(tx, member, now, journal);
    await audit(
      tx,
      manager,
      now,
      [
        ...channels.map((channel) => ({
          action: "channel.unassign" as const,
          memberId: member.id,
          channelId: channel.id,
          before: { channel_name: channel.title, member: { id: member.id, name: member.nickname } },
          after: { channel_name: channel.title, member: null },
        })),
        {
          action: "member.delete",
          memberId: member.id,
          before: { user_id: member.email, name: member.nickname, channels: channels.map((c) => c.title) },
        },
      ],
      address,
    );
  });
}
