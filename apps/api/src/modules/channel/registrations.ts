import { unprovenHoldEndsAt } from "@studio/contract";
import type { Db } from "../../db/client";
import type { Account } from "../../db/rows";
import { type ChannelRow, findRegistrations, lockChannelsOwnedBy, unassignMember } from "./queries";
import { transition } from "./transition";

/**
 * Whether a registration keeps other accounts from registering its platform channel (decision 035):
 * a proven one always (until deleted), an unproven one only inside its verification window.
 */
export function blocksOthers(registration: ChannelRow, now: Date): boolean {
  return registration.status !== "need.approved" || now < unprovenHoldEndsAt(registration.createdAt);
}

/**
 * Ownership proven by `winner`: every other unproven registration of the same platform channel in
 * the network is released (deleted, with its history and a notification to its owner). Runs inside
 * the proof's transaction, under the platform channel's lock.
 */
export async function releaseOtherRegistrations(tx: Db, winner: ChannelRow, now: Date): Promise<void> {
  const others = await findRegistrations(tx, winner.networkId, winner.platformChannelId, { forUpdate: true });
  for (const other of others) {
    if (other.id === winner.id || other.status !== "need.approved") continue;
    await transition(tx, other, {
      action: "release",
      to: "deleted",
      actorId: null,
      at: now,
      reason: "ownership_proven_by_another_account",
    });
  }
}

/**
 * A deleted account lets go of its channels (docs/design.md §4): the ones it owns are deleted, so the
 * platform channel can be registered again, and it is taken off the ones assigned to it. Runs inside
 * the account deletion's transaction.
 */
export async function releaseAccountChannels(tx: Db, account: Account, now: Date): Promise<void> {
  for (const channel of await lockChannelsOwnedBy(tx, account.id)) {
    const released = await transition(tx, channel, {
      action: "delete",
      to: "deleted",
      actorId: account.id,
      at: now,
      reason: "account_deleted",
    });
    // Locked above, so nothing can have changed it; a miss would leave the channel blocked.
    if (!released) throw new Error(`channel ${channel.id} changed while its owner was being deleted`);
  }
  await unassignMember(tx, account.id);
}
