import { CAMPAIGN, shortLinkOf, type TCampaign, type TCampaignApplication } from "@studio/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { campaignApplications, type campaigns, channels, tracks } from "../../db/schema";
import { coverUrlOf } from "../music";
import { campaignStateAt } from "./campaign-state";

export type CampaignRow = typeof campaigns.$inferSelect;
export type ApplicationRow = typeof campaignApplications.$inferSelect;

/** An application as its owner sees it. */
export function applicationView(row: ApplicationRow, channelName: string): TCampaignApplication {
  return {
    id: row.id,
    channel_id: row.channelId,
    channel_name: channelName,
    status: row.status,
    applied_at: row.appliedAt.toISOString(),
    resources_at: new Date(row.appliedAt.getTime() + CAMPAIGN.resourceDelaySeconds * 1000).toISOString(),
    entry:
      row.videoId && row.enteredAt
        ? {
            video_id: row.videoId,
            title: row.videoTitle ?? "",
            url: shortLinkOf(row.videoId),
            views: row.views,
            registered_at: row.enteredAt.toISOString(),
          }
        : null,
  };
}

/** A campaign as one account sees it: the rules, the song, the progress and its own applications. */
export async function campaignView(
  db: Db,
  campaign: CampaignRow,
  accountId: number,
  now: Date,
): Promise<TCampaign> {
  const [[song], mine] = await Promise.all([
    db.select().from(tracks).where(eq(tracks.id, campaign.trackId)),
    db
      .select({ application: campaignApplications, channelName: channels.title })
      .from(campaignApplications)
      .innerJoin(channels, eq(channels.id, campaignApplications.channelId))
      .where(
        and(
          eq(campaignApplications.campaignId, campaign.boardId),
          eq(campaignApplications.accountId, accountId),
        ),
      )
      .orderBy(asc(campaignApplications.id)),
  ]);
  return {
    state: campaignStateAt(campaign, now),
    song: song
      ? { isrc: song.isrc, name: song.name, artist: song.artist, thumbnail: coverUrlOf(song) }
      : { isrc: "", name: "", artist: "", thumbnail: "" },
    view_goal: campaign.viewGoal,
    total_views: campaign.totalViews,
    apply_from: campaign.applyFrom.toISOString(),
    apply_until: campaign.applyUntil.toISOString(),
    benefit_from: campaign.benefitFrom.toISOString(),
    benefit_until: campaign.benefitUntil.toISOString(),
    min_seconds: campaign.minSeconds,
    applications: mine.map((m) => applicationView(m.application, m.channelName)),
  };
}
