import {
  channelAddCall,
  channelDeleteCall,
  channelDetailCall,
  channelListCall,
  channelReviewCall,
  channelVerifyCall,
} from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../lib/register-call";
import { channelManagedBy, channelVisibleTo } from "./access";
import { addChannel } from "./add-channel";
import { channelViewsWithFigures, toChannelView } from "./channel-view";
import { deleteChannel } from "./delete-channel";
import { startOwnershipCheck } from "./ownership-check";
import { findChannel, listVisibleChannels } from "./queries";
import { requestReview } from "./request-review";

/** The channel calls of the owner, the owner's manager and assigned members. */
export function registerChannelRoutes(app: FastifyInstance): void {
  registerCall(
    app,
    channelAddCall,
    async ({ deps, network, account, input }) => {
      const channel = await addChannel(deps, account, input);
      const found = await findChannel(deps.db, network.id, channel.id);
      if (!found) throw new Error("channel vanished after add");
      const view = toChannelView(found, account, network, deps.now());
      return { ...view, already_registered: channel.alreadyRegistered };
    },
    // Each add asks the platform: a runaway client must not spend the network's API quota.
    { rateLimit: { max: 30, timeWindow: "10 minutes" } },
  );

  registerCall(app, channelListCall, async ({ deps, network, account, input, currency, language }) => {
    const { rows, total, approved } = await listVisibleChannels(deps.db, network.id, account.id, input);
    const { items, figuresPeriod } = await channelViewsWithFigures(
      deps.db,
      rows,
      account,
      network,
      deps.now(),
      { currency, language },
    );
    return { items, total, approved_count: approved, figures_period: figuresPeriod };
  });

  registerCall(app, channelDetailCall, async ({ deps, network, account, input, currency, language }) => {
    const found = await channelVisibleTo(deps.db, account, input.channel_id);
    const { items } = await channelViewsWithFigures(deps.db, [found], account, network, deps.now(), {
      currency,
      language,
    });
    return items[0] ?? toChannelView(found, account, network, deps.now());
  });

  registerCall(
    app,
    channelVerifyCall,
    async ({ deps, network, account, input }) => {
      const found = await channelManagedBy(deps.db, account, input.channel_id);
      const channel = await startOwnershipCheck(deps, account, found.channel);
      return toChannelView({ ...found, channel }, account, network, deps.now());
    },
    { rateLimit: { max: 30, timeWindow: "10 minutes" } },
  );

  registerCall(app, channelReviewCall, async ({ deps, network, account, input }) => {
    const found = await channelManagedBy(deps.db, account, input.channel_id);
    const channel = await requestReview(deps, network, account, found);
    return toChannelView({ ...found, channel }, account, network, deps.now());
  });

  registerCall(
    app,
    channelDeleteCall,
    async ({ deps, account, input }) => {
      const found = await channelManagedBy(deps.db, account, input.channel_id);
      await deleteChannel(deps, account, found.channel, input.password);
      return {};
    },
    { rateLimit: { max: 10, timeWindow: "15 minutes" } },
  );
}
