import { CAMPAIGN, E, parseVideoLink, type TCampaignApplication } from "@studio/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { campaignApplications, tracks } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { AppError } from "../../lib/app-error";
import {
  type PlatformAdapter,
  PlatformUnavailableError,
  type PlatformVideoDetail,
} from "../../lib/platform-adapter";
import { liveCampaign, ownChannel, type Participant } from "./campaign-apply";
import { applicationView, type CampaignRow } from "./campaign-view";
import { musicCredits } from "./music-credits";

/**
 * Enters a video in a campaign (docs/decisions/122): the channel applied, the benefit period is
 * on, the goal not reached; the platform says whose video it is, how long, when it was published
 * and what music its description credits.
 */
export async function enterCampaignVideo(
  deps: { db: Db; platform: PlatformAdapter },
  who: Participant,
  input: { boardId: number; channelId: number; url: string },
  now: Date,
): Promise<TCampaignApplication> {
  const { db } = deps;
  const videoId = parseVideoLink(input.url);
  if (!videoId) throw new AppError(E.INVALID_VIDEO_URL);
  const campaign = await liveCampaign(db, who, input.boardId, now);
  if (campaign.goalReachedAt) throw new AppError(E.CAMPAIGN_GOAL_REACHED);
  if (now < campaign.benefitFrom) throw new AppError(E.BENEFIT_PERIOD_NOT_STARTED);
  if (now > campaign.benefitUntil) throw new AppError(E.BENEFIT_PERIOD_ENDED);
  const channel = await ownChannel(db, who, input.channelId);
  const [application] = await db
    .select()
    .from(campaignApplications)
    .where(
      and(
        eq(campaignApplications.campaignId, campaign.boardId),
        eq(campaignApplications.channelId, channel.id),
      ),
    );
  if (!application || application.status === "rejected") throw new AppError(E.CAMPAIGN_APPLY_FIRST);
  if (application.videoId === videoId) throw new AppError(E.CAMPAIGN_VIDEO_ALREADY_ENTERED);
  if (application.videoId) throw new AppError(E.CAMPAIGN_CHANNEL_VIDEO_ENTERED);

  const video = await lookUpVideo(deps.platform, videoId);
  if (video.channelId !== channel.platformChannelId) throw new AppError(E.CAMPAIGN_OWN_CHANNEL_ONLY);
  await checkVideoRules(db, campaign, video);

  try {
    const [entered] = await db
      .update(campaignApplications)
      .set({ videoId, videoTitle: video.title, views: video.viewCount, enteredAt: now })
      .where(and(eq(campaignApplications.id, application.id), isNull(campaignApplications.videoId)))
      .returning();
    if (!entered) throw new AppError(E.CAMPAIGN_CHANNEL_VIDEO_ENTERED);
    return applicationView(entered, channel.title);
  } catch (error) {
    if (isUniqueViolation(error, "campaign_applications_video_key"))
      throw new AppError(E.CAMPAIGN_VIDEO_ALREADY_ENTERED);
    throw error;
  }
}

async function lookUpVideo(platform: PlatformAdapter, videoId: string): Promise<PlatformVideoDetail> {
  try {
    const [video] = await platform.findVideos([videoId]);
    if (video) return video;
  } catch (error) {
    if (!(error instanceof PlatformUnavailableError)) throw error;
  }
  throw new AppError(E.VIDEO_FETCH_FAILED);
}

/** Shorts only, made for the campaign (published once it opened), long enough, with its song. */
async function checkVideoRules(db: Db, campaign: CampaignRow, video: PlatformVideoDetail): Promise<void> {
  if (video.durationSeconds > CAMPAIGN.shortsMaxSeconds) throw new AppError(E.CAMPAIGN_SHORTS_ONLY);
  if (new Date(video.publishedAt) < campaign.applyFrom) throw new AppError(E.CAMPAIGN_DEDICATED_SHORTS_ONLY);
  if (video.durationSeconds < campaign.minSeconds)
    throw new AppError(E.CAMPAIGN_VIDEO_TOO_SHORT, { seconds: campaign.minSeconds });
  const credits = musicCredits(video.description);
  for (const credit of credits) {
    if (!(await isCatalogueSong(db, campaign.networkId, credit)))
      throw new AppError(E.CAMPAIGN_THIRD_PARTY_MUSIC);
  }
  const [song] = await db.select({ name: tracks.name }).from(tracks).where(eq(tracks.id, campaign.trackId));
  const credited = credits.some((credit) => song && credit.toLowerCase().includes(song.name.toLowerCase()));
  if (!credited) throw new AppError(E.CAMPAIGN_SONG_REQUIRED);
}

/** Whether a credit line names a song of the network's catalogue. */
async function isCatalogueSong(db: Db, networkId: number, credit: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tracks.id })
    .from(tracks)
    .where(and(eq(tracks.networkId, networkId), sql`strpos(lower(${credit}), lower(${tracks.name})) > 0`))
    .limit(1);
  return row !== undefined;
}
