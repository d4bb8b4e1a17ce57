import { E, isAwaitingStaff } from "@studio/contract";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import type { Account } from "../auth/sessions";
import { type ChannelRow, findChannel, updateChannel } from "./queries";
import { recordChannelEvent } from "./record-event";

/** A channel of the staff member's network that is waiting for staff; 30005 otherwise. */
async function awaitingStaff(deps: AppDeps, staff: Account, channelId: number): Promise<ChannelRow> {
  const found = await findChannel(deps.db, staff.networkId, channelId);
  if (!found) throw AppError.notFound();
  if (!isAwaitingStaff(found.channel.status)) throw new AppError(E.CHANNEL_UNAVAILABLE);
  return found.channel;
}

/** Staff approve a pending (or held) channel: from now on it counts for studio use and payouts. */
export async function approveChannel(deps: AppDeps, staff: Account, channelId: number): Promise<ChannelRow> {
  const channel = await awaitingStaff(deps, staff, channelId);
  const now = deps.now();
  const approved = await updateChannel(
    deps.db,
    channel.id,
    { status: "approved", approvedAt: now, denyReason: null, lastWatchedAt: now, codeMissingSince: null },
    { status: channel.status },
  );
  if (!approved) throw new AppError(E.CHANNEL_UNAVAILABLE);
  await recordChannelEvent(deps.db, approved, {
    kind: "status",
    from: channel.status,
    to: "approved",
    actorId: staff.id,
    at: now,
  });
  return approved;
}

/** Staff deny a channel, with the reason the owner will read; final. */
export async function denyChannel(
  deps: AppDeps,
  staff: Account,
  channelId: number,
  reason: string,
): Promise<ChannelRow> {
  const channel = await awaitingStaff(deps, staff, channelId);
  const now = deps.now();
  const denied = await updateChannel(
    deps.db,
    channel.id,
    { status: "deny", denyReason: reason },
    { status: channel.status },
  );
  if (!denied) throw new AppError(E.CHANNEL_UNAVAILABLE);
  await recordChannelEvent(deps.db, denied, {
    kind: "status",
    from: channel.status,
    to: "deny",
    reason,
    actorId: staff.id,
    at: now,
  });
  return denied;
}
