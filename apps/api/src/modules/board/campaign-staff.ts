import type { TParticipant } from "@studio/contract";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, boards, campaignApplications, campaigns, channels } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { applicationView } from "./campaign-view";

const participantColumns = {
  application: campaignApplications,
  channelName: channels.title,
  ownerEmail: accounts.email,
};

function participantOf(row: {
  application: typeof campaignApplications.$inferSelect;
  channelName: string;
  ownerEmail: string;
}): TParticipant {
  const view = applicationView(row.application, row.channelName);
  return {
    application_id: view.id,
    channel_name: view.channel_name,
    owner_email: row.ownerEmail,
    status: view.status,
    applied_at: view.applied_at,
    entry: view.entry,
  };
}

/** A campaign of the staff's network with its applications, most viewed first. */
export async function campaignParticipants(db: Db, networkId: number, boardId: number) {
  const [campaign] = await db
    .select({ totalViews: campaigns.totalViews, viewGoal: campaigns.viewGoal })
    .from(campaigns)
    .innerJoin(boards, eq(boards.id, campaigns.boardId))
    .where(and(eq(campaigns.boardId, boardId), eq(boards.networkId, networkId)));
  if (!campaign) throw AppError.notFound();
  const rows = await db
    .select(participantColumns)
    .from(campaignApplications)
    .innerJoin(channels, eq(channels.id, campaignApplications.channelId))
    .innerJoin(accounts, eq(accounts.id, campaignApplications.accountId))
    .where(eq(campaignApplications.campaignId, boardId))
    .orderBy(desc(campaignApplications.views), desc(campaignApplications.id))
    .limit(1000);
  return { total_views: campaign.totalViews, view_goal: campaign.viewGoal, items: rows.map(participantOf) };
}

/**
 * Approves or rejects an application of the staff's network, in one transaction: the call's audit
 * row is written in it (docs/decisions/139).
 */
export async function decideApplication(
  db: Db,
  networkId: number,
  applicationId: number,
  status: "approved" | "rejected",
  now: Date,
): Promise<TParticipant> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(campaignApplications)
      .set({ status, decidedAt: now })
      .where(and(eq(campaignApplications.id, applicationId), eq(campaignApplications.networkId, networkId)))
      .returning({ id: campaignApplications.id });
    if (!updated) throw AppError.notFound();
    const [row] = await tx
      .select(participantColumns)
      .from(campaignApplications)
      .innerJoin(channels, eq(channels.id, campaignApplications.channelId))
      .innerJoin(accounts, eq(accounts.id, campaignApplications.accountId))
      .where(eq(campaignApplications.id, updated.id));
    if (!row) throw AppError.notFound();
    return participantOf(row);
  });
}
