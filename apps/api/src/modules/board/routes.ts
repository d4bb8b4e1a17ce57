import {
  adminBoardDetailCall,
  adminBoardListCall,
  adminBoardPreviewCall,
  adminBoardSaveCall,
  adminCampaignDecideCall,
  adminCampaignParticipantsCall,
  boardDetailCall,
  boardHeaderCall,
  boardListCall,
  campaignApplyCall,
  campaignResourcesCall,
  campaignVideoCall,
  popupListCall,
} from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../lib/register-call";
import { adminBoard, adminBoardPage, saveBoard } from "./admin-queries";
import { applyToCampaign } from "./campaign-apply";
import { enterCampaignVideo } from "./campaign-entry";
import { campaignResources } from "./campaign-resources";
import { campaignParticipants, decideApplication } from "./campaign-staff";
import { campaignView } from "./campaign-view";
import { renderBoardMarkdown } from "./markdown";
import { boardDetailText, boardPage, currentPopups, headerNotice } from "./reader-queries";

/** Boards, popups and campaigns (docs/decisions/122): readers' calls and the back-office's. */
export function registerBoardRoutes(app: FastifyInstance): void {
  const readerOf = (network: { id: number }, account: { id: number }, language: string) => ({
    networkId: network.id,
    accountId: account.id,
    language: language as "en",
  });
  const who = (network: { id: number }, account: { id: number }) => ({
    networkId: network.id,
    accountId: account.id,
  });

  registerCall(app, boardListCall, async ({ deps, network, account, language, input }) =>
    boardPage(deps.db, readerOf(network, account, language), input.kind, input.page, deps.now()),
  );

  registerCall(app, boardDetailCall, async ({ deps, network, account, language, input }) => {
    const now = deps.now();
    const { campaignRow, ...detail } = await boardDetailText(
      deps.db,
      readerOf(network, account, language),
      input.kind,
      input.id,
      now,
    );
    const campaign = campaignRow ? await campaignView(deps.db, campaignRow, account.id, now) : null;
    return { ...detail, campaign };
  });

  registerCall(app, boardHeaderCall, async ({ deps, network, account, language }) => ({
    notice: await headerNotice(deps.db, readerOf(network, account, language), deps.now()),
  }));

  registerCall(app, popupListCall, async ({ deps, network, account, language }) => ({
    items: await currentPopups(deps.db, readerOf(network, account, language), deps.now()),
  }));

  registerCall(app, campaignApplyCall, async ({ deps, network, account, input }) =>
    applyToCampaign(deps.db, who(network, account), input.board_id, input.channel_id, deps.now()),
  );

  registerCall(app, campaignVideoCall, async ({ deps, network, account, input }) =>
    enterCampaignVideo(
      deps,
      who(network, account),
      { boardId: input.board_id, channelId: input.channel_id, url: input.url },
      deps.now(),
    ),
  );

  registerCall(app, campaignResourcesCall, async ({ deps, network, account, input }) =>
    campaignResources(deps.db, who(network, account), input.board_id, deps.now()),
  );

  registerCall(app, adminBoardListCall, async ({ deps, network, input }) =>
    adminBoardPage(deps.db, network.id, input.kind, input.page),
  );

  registerCall(app, adminBoardDetailCall, async ({ deps, network, input }) =>
    adminBoard(deps.db, network.id, input.id),
  );

  registerCall(app, adminBoardSaveCall, async ({ deps, network, account, input }) =>
    saveBoard(deps.db, network.id, account.id, input, deps.now()),
  );

  registerCall(app, adminBoardPreviewCall, async ({ input }) => ({ html: renderBoardMarkdown(input.body) }));

  registerCall(app, adminCampaignParticipantsCall, async ({ deps, network, input }) =>
    campaignParticipants(deps.db, network.id, input.board_id),
  );

  registerCall(app, adminCampaignDecideCall, async ({ deps, network, input }) =>
    decideApplication(deps.db, network.id, input.application_id, input.status, deps.now()),
  );
}
