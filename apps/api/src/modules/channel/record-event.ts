import type { ChannelEventValue } from "@studio/contract";
import type { Db } from "../../db/client";
import { notify } from "../notification";
import { type ChannelRow, insertChannelEvent } from "./queries";

export interface ChannelEvent {
  kind: "status" | "check" | "watch";
  from: string | null;
  to: ChannelEventValue;
  reason?: string | null;
  /** Who did it; null when the system did (a check, a re-check). */
  actorId: number | null;
  at: Date;
}

/** Records what happened to a channel; status changes and re-check findings also notify the owner. */
export async function recordChannelEvent(db: Db, channel: ChannelRow, event: ChannelEvent): Promise<void> {
  await insertChannelEvent(db, {
    networkId: channel.networkId,
    channelId: channel.id,
    actorId: event.actorId,
    kind: event.kind,
    fromValue: event.from,
    toValue: event.to,
    reason: event.reason ?? null,
    createdAt: event.at,
  });
  // Checks are routine, and nobody needs telling what they did themselves.
  if (event.kind === "check" || event.actorId === channel.ownerId) return;
  await notify(
    db,
    { networkId: channel.networkId, accountId: channel.ownerId },
    event.kind === "status" ? "channel.status" : "channel.watch",
    {
      channel_id: channel.id,
      channel_name: channel.title,
      to: event.to,
      ...(event.reason ? { reason: event.reason } : {}),
    },
  );
}
