import { E } from "@studio/contract";
import type { Db } from "../../db/client";
import type { Account } from "../../db/rows";
import { AppError } from "../../lib/app-error";
import { type ChannelWithPeople, findChannel } from "./queries";

/** The owner and the owner's manager run a channel; an assigned member only sees it. */
export function canManageChannel(viewer: Account, found: ChannelWithPeople): boolean {
  return found.channel.ownerId === viewer.id || found.ownerManagerId === viewer.id;
}

function canSeeChannel(viewer: Account, found: ChannelWithPeople): boolean {
  return canManageChannel(viewer, found) || found.channel.assignedMemberId === viewer.id;
}

/** The channel if `viewer` may see it; another account's channel is as if it did not exist (404). */
export async function channelVisibleTo(
  db: Db,
  viewer: Account,
  channelId: number,
): Promise<ChannelWithPeople> {
  const found = await findChannel(db, viewer.networkId, channelId);
  if (!found || !canSeeChannel(viewer, found)) throw AppError.notFound();
  return found;
}

/** The channel if `viewer` may act on it: 404 when invisible, 403 (code 2) when only visible. */
export async function channelManagedBy(
  db: Db,
  viewer: Account,
  channelId: number,
): Promise<ChannelWithPeople> {
  const found = await channelVisibleTo(db, viewer, channelId);
  if (!canManageChannel(viewer, found)) throw new AppError(E.INVALID_ACCESS);
  return found;
}
