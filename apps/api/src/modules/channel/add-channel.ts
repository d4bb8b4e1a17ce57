import { type ChannelCategory, E, parseChannelLink } from "@studio/contract";
import type { Db } from "../../db/client";
import type { Account } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import type { PlatformChannel } from "../../lib/platform-adapter";
import { findPlatformChannel, statsOf } from "./platform-lookup";
import { type ChannelRow, findRegistrations, insertChannel, lockPlatformChannel } from "./queries";
import { recordChannelEvent } from "./record-event";
import { blocksOthers } from "./registrations";
import { newChannelCode } from "./verification-code";

/**
 * Registers a platform channel for the account (docs/design.md §5): `need.approved` with a fresh code.
 * Idempotent: the same account adding the same channel again gets the registration it already has.
 * Another account's registration answers 30003 while it blocks (proven, or unproven inside its
 * verification window; decision 035). The check and the insert run under the platform channel's lock.
 */
export async function addChannel(
  deps: AppDeps,
  account: Account,
  input: { link: string; category: ChannelCategory },
): Promise<RegisteredChannel> {
  const platform = await lookUpChannelLink(deps, input.link);
  const now = deps.now();
  return deps.db.transaction((tx) => registerPlatformChannel(tx, account, platform, input.category, now));
}

/**
 * The platform's channel behind a link the person typed: 30001 for a link that is not a channel
 * address, 30011 when the platform has no channel there (check the link), 30002/30009 when the
 * platform cannot answer.
 */
export async function lookUpChannelLink(deps: AppDeps, link: string): Promise<PlatformChannel> {
  const ref = parseChannelLink(link);
  if (!ref) throw new AppError(E.INVALID_CHANNEL_URL);
  const found = await findPlatformChannel(deps, ref);
  if (!found) throw new AppError(E.CHANNEL_NOT_FOUND);
  return found;
}

/** A registration, and whether the account had made it before (a repeated add returns it). */
export type RegisteredChannel = ChannelRow & { alreadyRegistered: boolean };

/**
 * The registration half of addChannel, inside the caller's transaction (a manager's new member
 * registers its channels in the member's transaction): under the platform channel's lock, the
 * account's own registration if it has one, else a new `need.approved` one.
 */
export async function registerPlatformChannel(
  tx: Db,
  account: Account,
  platform: PlatformChannel,
  category: ChannelCategory,
  now: Date,
): Promise<RegisteredChannel> {
  await lockPlatformChannel(tx, account.networkId, platform.id);
  const registrations = await findRegistrations(tx, account.networkId, platform.id);
  const own = registrations.find((r) => r.ownerId === account.id);
  if (own) return { ...own, alreadyRegistered: true };
  if (registrations.some((r) => blocksOthers(r, now))) throw new AppError(E.CHANNEL_ALREADY_REGISTERED);
  const created = await insertChannel(tx, {
    networkId: account.networkId,
    ownerId: account.id,
    platformChannelId: platform.id,
    handle: platform.handle,
    category,
    status: "need.approved",
    verificationCode: newChannelCode(),
    createdAt: now,
    ...statsOf(platform, now),
  });
  // Under the lock nothing else can insert it; a miss means the table's rules changed underneath.
  if (!created) throw new AppError(E.CHANNEL_NOT_REGISTRABLE);
  await recordChannelEvent(tx, created, {
    kind: "status",
    from: null,
    to: "need.approved",
    actorId: account.id,
    at: now,
  });
  return { ...created, alreadyRegistered: false };
}
