import { type ChannelCategory, E, parseChannelLink } from "@studio/contract";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import type { Account } from "../auth/sessions";
import { fetchPlatformChannel, statsOf } from "./platform-lookup";
import { type ChannelRow, findChannelByPlatformId, insertChannel } from "./queries";
import { recordChannelEvent } from "./record-event";
import { newChannelCode } from "./verification-code";

/**
 * Registers a platform channel for the account (DESIGN.md §5): `need.approved` with a fresh code.
 * Idempotent: the same account adding the same channel again gets the channel it already has;
 * any other account of the network gets 30003.
 */
export async function addChannel(
  deps: AppDeps,
  account: Account,
  input: { link: string; category: ChannelCategory },
): Promise<ChannelRow> {
  const ref = parseChannelLink(input.link);
  if (!ref) throw new AppError(E.INVALID_CHANNEL_URL);
  const platform = await fetchPlatformChannel(deps, ref);
  const existing = await findChannelByPlatformId(deps.db, account.networkId, platform.id);
  if (existing) return sameOwnerOrConflict(existing, account);

  const now = deps.now();
  const created = await insertChannel(deps.db, {
    networkId: account.networkId,
    ownerId: account.id,
    platformChannelId: platform.id,
    handle: platform.handle,
    category: input.category,
    status: "need.approved",
    verificationCode: newChannelCode(),
    createdAt: now,
    ...statsOf(platform, now),
  });
  if (!created) {
    // Another request registered it between our lookup and insert.
    const winner = await findChannelByPlatformId(deps.db, account.networkId, platform.id);
    if (!winner) throw new AppError(E.CHANNEL_NOT_REGISTRABLE);
    return sameOwnerOrConflict(winner, account);
  }
  await recordChannelEvent(deps.db, created, {
    kind: "status",
    from: null,
    to: "need.approved",
    actorId: account.id,
    at: now,
  });
  return created;
}

function sameOwnerOrConflict(channel: ChannelRow, account: Account): ChannelRow {
  if (channel.ownerId === account.id) return channel;
  throw new AppError(E.CHANNEL_ALREADY_REGISTERED);
}
