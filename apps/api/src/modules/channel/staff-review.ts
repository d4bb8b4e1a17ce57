import { E } from "@studio/contract";
import type { Account } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { type ChannelRow, findChannel } from "./queries";
import { type ChannelChange, transition } from "./transition";

/**
 * A staff decision on a channel of the staff member's network: 404 when there is none, 30010 when
 * the channel's status does not allow it (only pending and held channels wait for staff), 30005 when
 * it changed meanwhile.
 */
async function decide(
  deps: AppDeps,
  staff: Account,
  channelId: number,
  change: Omit<ChannelChange, "actorId" | "at">,
): Promise<ChannelRow> {
  const found = await findChannel(deps.db, staff.networkId, channelId);
  if (!found) throw AppError.notFound();
  const decided = await transition(deps.db, found.channel, { ...change, actorId: staff.id, at: deps.now() });
  if (!decided) throw new AppError(E.CHANNEL_UNAVAILABLE);
  return decided;
}

/** Staff approve a pending (or held) channel: from now on it counts for studio use and payouts. */
export function approveChannel(deps: AppDeps, staff: Account, channelId: number): Promise<ChannelRow> {
  const now = deps.now();
  return decide(deps, staff, channelId, {
    action: "approve",
    to: "approved",
    patch: { approvedAt: now, denyReason: null, lastWatchedAt: now, codeMissingSince: null },
  });
}

/** Staff deny a channel, with the reason the owner will read; final. */
export function denyChannel(
  deps: AppDeps,
  staff: Account,
  channelId: number,
  reason: string,
): Promise<ChannelRow> {
  return decide(deps, staff, channelId, {
    action: "deny",
    to: "deny",
    patch: { denyReason: reason },
    reason,
  });
}
