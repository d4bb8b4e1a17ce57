import { type ChannelCategory, E, parseChannelLink } from "@studio/contract";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import type { Account } from "../auth";
import { fetchPlatformChannel, statsOf } from "./platform-lookup";
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
): Promise<ChannelRow> {
  const ref = parseChannelLink(input.link);
  if (!ref) throw new AppError(E.INVALID_CHANNEL_URL);
  const platform = await fetchPlatformChannel(deps, ref);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await lockPlatformChannel(tx, account.networkId, platform.id);
    const registrations = await findRegistrations(tx, account.networkId, platform.id);
    const own = registrations.find((r) => r.ownerId === account.id);
    if (own) return own;
    if (registrations.some((r) => blocksOthers(r, now))) throw new AppError(E.CHANNEL_ALREADY_REGISTERED);
    const created = await insertChannel(tx, {
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
    // Under the lock nothing else can insert it; a miss means the table's rules changed underneath.
    if (!created) throw new AppError(E.CHANNEL_NOT_REGISTRABLE);
    await recordChannelEvent(tx, created, {
      kind: "status",
      from: null,
      to: "need.approved",
      actorId: account.id,
      at: now,
    });
    return created;
  });
}
