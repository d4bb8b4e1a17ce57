import { E } from "@studio/contract";
import { pinAssignmentDay } from "../../db/assignment-day";
import { lockConfirmations } from "../../db/confirmation-lock";
import type { Account } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { assertTeamManager } from "./access";
import { audit } from "./audit";
import { findTeamMember, lockChannel, nicknameOf, setChannelMember } from "./queries";

/**
 * The channel `actor` may hand out: one it owns. A channel outside its team is 404; one of its
 * team it does not own (a member's own registration) is 403 (code 2).
 */
async function ownedChannel(tx: AppDeps["db"], actor: Account, channelId: number) {
  const channel = await lockChannel(tx, actor.networkId, channelId);
  if (!channel) throw AppError.notFound();
  if (channel.ownerId === actor.id) return channel;
  if (channel.ownerManagerId === actor.id) throw new AppError(E.INVALID_ACCESS);
  throw AppError.notFound();
}

const memberRef = async (tx: AppDeps["db"], id: number | null) =>
  id === null ? null : { id, name: await nicknameOf(tx, id) };

/** Assigns one of the actor's channels to one of its members (replacing an earlier member); audited. */
export async function assignChannel(
  deps: AppDeps,
  actor: Account,
  input: { channel_id: number; target: number },
  address: string | null = null,
): Promise<void> {
  assertTeamManager(actor);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await pinAssignmentDay(tx, actor.networkId, now);
    // After any confirmation in progress: it reads the holders it freezes (docs/decisions/131).
    await lockConfirmations(tx, actor.networkId);
    const channel = await ownedChannel(tx, actor, input.channel_id);
    const member = await findTeamMember(tx, actor, input.target);
    if (!member) throw AppError.notFound();
    if (channel.assignedMemberId === member.id) return;
    await setChannelMember(tx, channel.id, member.id);
    await audit(
      tx,
      actor,
      now,
      [
        {
          action: "channel.assign",
          memberId: member.id,
          channelId: channel.id,
          before: { channel_name: channel.title, member: await memberRef(tx, channel.assignedMemberId) },
          after: { channel_name: channel.title, member: { id: member.id, name: member.nickname } },
        },
      ],
      address,
    );
  });
}

/**
 * Takes a channel back from its member (docs/spec.md §4). The channel stays with its owner and
 * nothing is moved: the channel's figures stay on the channel, and earnings already credited are
 * ledger rows of whoever earned them, never rewritten.
 */
export async function unassignChannel(
  deps: AppDeps,
  actor: Account,
  input: { channel_id: number },
  address: string | null = null,
): Promise<void> {
  assertTeamManager(actor);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await pinAssignmentDay(tx, actor.networkId, now);
    // After any confirmation in progress: it reads the holders it freezes (docs/decisions/131).
    await lockConfirmations(tx, actor.networkId);
    const channel = await ownedChannel(tx, actor, input.channel_id);
    if (channel.assignedMemberId === null) return;
    await setChannelMember(tx, channel.id, null);
    await audit(
      tx,
      actor,
      now,
      [
        {
          action: "channel.unassign",
          memberId: channel.assignedMemberId,
          channelId: channel.id,
          before: { channel_name: channel.title, member: await memberRef(tx, channel.assignedMemberId) },
          after: { channel_name: channel.title, member: null },
        },
      ],
      address,
    );
  });
}
