import {
  adminChannelApproveCall,
  adminChannelDenyCall,
  adminChannelHistoryCall,
  adminChannelQueueCall,
  type ChannelEventValue,
  type TQueuedChannel,
} from "@studio/contract";
import type { FastifyInstance } from "fastify";
import type { Account, Network } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { registerCall } from "../../lib/register-call";
import { toChannelView } from "./channel-view";
import { type ChannelWithPeople, findChannel, listChannelEvents, listReviewQueue } from "./queries";
import { approveChannel, denyChannel } from "./staff-review";

function toQueued(found: ChannelWithPeople, staff: Account, network: Network, now: Date): TQueuedChannel {
  return { ...toChannelView(found, staff, network, now), owner_email: found.ownerEmail };
}

async function queuedView(deps: AppDeps, staff: Account, network: Network, channelId: number) {
  const found = await findChannel(deps.db, network.id, channelId);
  if (!found) throw AppError.notFound();
  return toQueued(found, staff, network, deps.now());
}

/** The back-office's channel review: network staff only, their own network only. */
export function registerChannelAdminRoutes(app: FastifyInstance): void {
  registerCall(app, adminChannelQueueCall, async ({ deps, network, account, input }) => {
    const { rows, total } = await listReviewQueue(deps.db, network.id, input);
    const now = deps.now();
    return { items: rows.map((row) => toQueued(row, account, network, now)), total };
  });

  registerCall(app, adminChannelApproveCall, async ({ deps, network, account, input }) => {
    await approveChannel(deps, account, input.channel_id);
    return queuedView(deps, account, network, input.channel_id);
  });

  registerCall(app, adminChannelDenyCall, async ({ deps, network, account, input }) => {
    await denyChannel(deps, account, input.channel_id, input.reason);
    return queuedView(deps, account, network, input.channel_id);
  });

  registerCall(app, adminChannelHistoryCall, async ({ deps, network, account, input }) => {
    const channel = await queuedView(deps, account, network, input.channel_id);
    const events = await listChannelEvents(deps.db, network.id, input.channel_id);
    return {
      channel,
      events: events.map(({ event, actorName }) => ({
        id: event.id,
        kind: event.kind,
        from: event.fromValue,
        to: event.toValue as ChannelEventValue,
        reason: event.reason,
        actor: event.actorId !== null ? { id: event.actorId, name: actorName ?? "" } : null,
        at: event.createdAt.toISOString(),
      })),
    };
  });
}
