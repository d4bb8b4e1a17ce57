import { type ChannelAction, type ChannelTarget, canTransition, E } from "@studio/contract";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { ofChannels, recordChannelRemoval, refreshClearance } from "../clearance";
import {
  type ChannelExpectation,
  type ChannelPatch,
  type ChannelRow,
  deleteChannelRow,
  updateChannel,
} from "./queries";
import { type ChannelEvent, recordChannelEvent } from "./record-event";

export interface ChannelChange {
  /** What is being done; the contract's table lists where each action may go from where. */
  action: ChannelAction;
  to: ChannelTarget;
  /** Columns that change with the status (ignored when the channel is deleted). */
  patch?: ChannelPatch;
  /** Who did it; null when the system did. */
  actorId: number | null;
  at: Date;
  /** Why, kept in the history and shown to the owner. */
  reason?: string | null;
  /** Record a status event even though the status stays (a re-review that keeps the channel held). */
  noteStay?: boolean;
  /** Further conditions the channel must still meet (the check run, the re-review day). */
  onlyIf?: Omit<ChannelExpectation, "status">;
  /** Other events of the same change (a check outcome, a re-check finding), recorded before the status. */
  events?: ChannelEvent[];
}

/**
 * The one place a channel changes (decision 033): the contract's table decides whether the action
 * may take `channel` from its status to `change.to` (30010 otherwise); the row changes only while
 * it still has that status (and `onlyIf`), and its events and the owner's notification are written
 * in the same transaction, so a failure anywhere leaves no trace. Null when the channel changed
 * meanwhile. Given a transaction, it runs inside it (as a savepoint).
 */
export async function transition(
  db: Db,
  channel: ChannelRow,
  change: ChannelChange,
): Promise<ChannelRow | null> {
  const from = channel.status;
  if (!canTransition(change.action, from, change.to)) throw new AppError(E.CHANNEL_TRANSITION_REFUSED);
  const expected = { ...change.onlyIf, status: from };
  return db.transaction(async (tx) => {
    const changed =
      change.to === "deleted"
        ? await deleteChannelRow(tx, channel.id, expected)
        : await updateChannel(tx, channel.id, { ...change.patch, status: change.to }, expected);
    if (!changed) return null;
    // Claim safety rests on the channel's status and on its leaving the network (decision 127).
    if (change.to === "deleted") await recordChannelRemoval(tx, changed, change.at);
    else if (change.to !== from) await refreshClearance(tx, ofChannels([changed.id]));
    for (const event of change.events ?? []) await recordChannelEvent(tx, changed, event);
    if (change.to !== from || change.noteStay) {
      await recordChannelEvent(tx, changed, {
        kind: "status",
        from,
        to: change.to,
        actorId: change.actorId,
        at: change.at,
        reason: change.reason ?? null,
      });
    }
    return changed;
  });
}
