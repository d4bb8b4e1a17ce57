import { E, type TCampaignApplication } from "@studio/contract";
import { and, eq, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { boards, campaignApplications, campaigns, channels } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { type ApplicationRow, applicationView, type CampaignRow } from "./campaign-view";

/** Who takes part: a signed-in account of a network. */
export interface Participant {
  networkId: number;
  accountId: number;
}

/** A published, visible campaign of the participant's network, or 404. */
export async function liveCampaign(
  db: Db,
  who: Participant,
  boardId: number,
  now: Date,
): Promise<CampaignRow> {
  const [row] = await db
    .select({ campaign: campaigns })
    .from(campaigns)
    .innerJoin(boards, eq(boards.id, campaigns.boardId))
    .where(
      and(
        eq(campaigns.boardId, boardId),
        eq(boards.networkId, who.networkId),
        eq(boards.hidden, false),
        lte(boards.publishAt, now),
      ),
    );
  if (!row) throw AppError.notFound();
  return row.campaign;
}

/** The participant's own channel in the network (60004 otherwise: only own channels take part). */
export async function ownChannel(db: Db, who: Participant, channelId: number) {
  const [channel] = await db
    .select()
    .from(channels)
    .where(
      and(
        eq(channels.id, channelId),
        eq(channels.networkId, who.networkId),
        eq(channels.ownerId, who.accountId),
      ),
    );
  if (!channel) throw new AppError(E.CAMPAIGN_OWN_CHANNEL_ONLY);
  return channel;
}

/**
 * Applies to a campaign with an own approved channel (docs/decisions/122). The unique indexes
 * (one application per channel, one channel per account) decide concurrent calls: the insert that
 * loses reads what it lost to and answers its code.
 */
export async function applyToCampaign(
  db: Db,
  who: Participant,
  boardId: number,
  channelId: number,
  now: Date,
): Promise<TCampaignApplication> {
  const campaign = await liveCampaign(db, who, boardId, now);
  if (campaign.goalReachedAt) throw new AppError(E.CAMPAIGN_ENDED_BY_VIEW_GOAL);
  if (now > campaign.benefitUntil) throw new AppError(E.BENEFIT_PERIOD_ENDED);
  if (now < campaign.applyFrom || now > campaign.applyUntil) throw new AppError(E.APPLICATION_PERIOD_CLOSED);
  const channel = await ownChannel(db, who, channelId);
  if (channel.status !== "approved") throw new AppError(E.CHANNEL_UNAVAILABLE);
  const [created] = await db
    .insert(campaignApplications)
    .values({
      campaignId: campaign.boardId,
      networkId: who.networkId,
      accountId: who.accountId,
      channelId: channel.id,
      appliedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return applicationView(created, channel.title);
  throw await whyRefused(db, campaign.boardId, channel.id);
}

async function whyRefused(db: Db, campaignId: number, channelId: number): Promise<AppError> {
  const [same] = await db
    .select({ status: campaignApplications.status })
    .from(campaignApplications)
    .where(
      and(eq(campaignApplications.campaignId, campaignId), eq(campaignApplications.channelId, channelId)),
    );
  return new AppError(refusalCode(same?.status));
}

/** The channel's earlier application decides the code; without one, the account's other channel did. */
function refusalCode(status: ApplicationRow["status"] | undefined) {
  switch (status) {
    case "applied":
      return E.CAMPAIGN_CHANNEL_ALREADY_APPLIED;
    case "approved":
      return E.CHANNEL_ALREADY_APPROVED;
    case "rejected":
      return E.CHANNEL_ALREADY_APPLIED_THIS_TERM;
    default:
      return E.ONLY_ONE_PARTICIPATION;
  }
}
