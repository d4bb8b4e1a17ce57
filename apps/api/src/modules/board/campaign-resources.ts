import { extname } from "node:path";
import { CAMPAIGN, E } from "@studio/contract";
import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { campaignApplications, tracks } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audioUrlOf, coverUrlOf } from "../music";
import { liveCampaign, type Participant } from "./campaign-apply";

/**
 * A campaign's resources, the campaign song and its cover, for an account that applied at least a
 * minute ago (60008, 60009; docs/decisions/122).
 */
export async function campaignResources(db: Db, who: Participant, boardId: number, now: Date) {
  const campaign = await liveCampaign(db, who, boardId, now);
  const [application] = await db
    .select({ appliedAt: campaignApplications.appliedAt })
    .from(campaignApplications)
    .where(
      and(
        eq(campaignApplications.campaignId, campaign.boardId),
        eq(campaignApplications.accountId, who.accountId),
        ne(campaignApplications.status, "rejected"),
      ),
    )
    .orderBy(asc(campaignApplications.appliedAt))
    .limit(1);
  if (!application) throw new AppError(E.CAMPAIGN_APPLY_BEFORE_DOWNLOAD);
  const opensAt = application.appliedAt.getTime() + CAMPAIGN.resourceDelaySeconds * 1000;
  if (now.getTime() < opensAt) throw new AppError(E.CAMPAIGN_DOWNLOAD_NOT_READY);
  const [track] = await db.select().from(tracks).where(eq(tracks.id, campaign.trackId));
  if (!track) throw AppError.notFound();
  const name = `${track.name} - ${track.artist}`;
  return {
    items: [
      { name: `${name}${extname(track.audioFile)}`, url: audioUrlOf(track), kind: "audio" as const },
      { name: `${name}${extname(track.coverFile)}`, url: coverUrlOf(track), kind: "image" as const },
    ],
  };
}
