import type { Db } from "../../db/client";
import { channelRemovals } from "../../db/schema";

/**
 * Remembers that an approved channel left the network (deleted): registered again later, its videos
 * published until the new approval are at risk (docs/decisions/127). A registration never approved
 * was never covered, so its deletion changes nothing.
 */
export async function recordChannelRemoval(
  db: Db,
  channel: {
    id: number;
    networkId: number;
    platform: string;
    platformChannelId: string;
    approvedAt: Date | null;
  },
  at: Date,
): Promise<void> {
  if (channel.approvedAt === null) return;
  await db.insert(channelRemovals).values({
    networkId: channel.networkId,
    platform: channel.platform,
    platformChannelId: channel.platformChannelId,
    channelId: channel.id,
    removedAt: at,
  });
}
