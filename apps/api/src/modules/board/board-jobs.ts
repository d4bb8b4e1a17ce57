import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { boards, campaignApplications, campaigns } from "../../db/schema";
import type { AppDeps } from "../../deps";
import type { PlatformAdapter } from "../../lib/platform-adapter";

export const BOARD_PUBLISH_QUEUE = "board.publish";
export const CAMPAIGN_VIEWS_QUEUE = "campaign.views";
/** Every minute: a scheduled notice reaches the bells within a minute of its publication. */
const BOARD_PUBLISH_CRON = "* * * * *";
/** Every half hour (CAMPAIGN.viewsRefreshMinutes): entered videos' views, and the goal. */
const CAMPAIGN_VIEWS_CRON = "*/30 * * * *";

export async function startBoardWorkers(deps: AppDeps): Promise<void> {
  await deps.jobs.work(BOARD_PUBLISH_QUEUE, async () => {
    await notifyPublishedBoards(deps.db, deps.now());
  });
  await deps.jobs.schedule(BOARD_PUBLISH_QUEUE, BOARD_PUBLISH_CRON);
  await deps.jobs.work(CAMPAIGN_VIEWS_QUEUE, async () => {
    await refreshCampaignViews(deps, deps.now());
  });
  await deps.jobs.schedule(CAMPAIGN_VIEWS_QUEUE, CAMPAIGN_VIEWS_CRON);
}

/**
 * Tells every active account of the network about each notice and event whose publication came
 * (docs/decisions/122): one notification per account, titled in its language (English, else any,
 * when the item has none in it), mailed to those who chose the kind. Claimed with `skip locked` and
 * marked in the same transaction, so two nodes never notify twice. Answers how many items went out.
 */
export async function notifyPublishedBoards(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: boards.id, networkId: boards.networkId, kind: boards.kind })
      .from(boards)
      .where(
        and(
          isNull(boards.notifiedAt),
          lte(boards.publishAt, now),
          eq(boards.hidden, false),
          inArray(boards.kind, ["notice", "event"]),
        ),
      )
      .orderBy(asc(boards.publishAt))
      .limit(20)
      .for("update", { skipLocked: true });
    for (const board of due) {
      await tx.execute(sql`
        insert into notifications (network_id, account_id, type, params, mail_pending)
        select a.network_id, a.id, ${board.kind},
          jsonb_build_object('board_id', ${board.id}::bigint, 'title', coalesce(mine.title, en.title, first.title, '')),
          true
        from accounts a
        left join board_translations mine on mine.board_id = ${board.id} and mine.language = a.language
        left join board_translations en on en.board_id = ${board.id} and en.language = 'en'
        left join lateral (
          select title from board_translations where board_id = ${board.id} order by language limit 1
        ) first on true
        where a.network_id = ${board.networkId} and a.status = 'active' and a.deleted_at is null`);
      await tx.update(boards).set({ notifiedAt: now }).where(eq(boards.id, board.id));
    }
    return due.length;
  });
}

/**
 * Reads the entered videos' views from the platform for every campaign whose entries still count,
 * sums them, and marks the goal reached the first time the sum meets it (60000, 60011).
 */
export async function refreshCampaignViews(
  deps: { db: Db; platform: PlatformAdapter },
  now: Date,
): Promise<void> {
  const running = await deps.db
    .select({ id: campaigns.boardId })
    .from(campaigns)
    .where(
      and(
        isNull(campaigns.goalReachedAt),
        lte(campaigns.benefitFrom, now),
        // A day past its end still counts the views its entries made before it.
        gte(campaigns.benefitUntil, new Date(now.getTime() - 86_400_000)),
      ),
    )
    .orderBy(asc(campaigns.boardId));
  for (const campaign of running) await refreshOneCampaign(deps, campaign.id, now);
}

async function refreshOneCampaign(
  deps: { db: Db; platform: PlatformAdapter },
  campaignId: number,
  now: Date,
) {
  const { db } = deps;
  const entries = await db
    .select({ id: campaignApplications.id, videoId: campaignApplications.videoId })
    .from(campaignApplications)
    .where(and(eq(campaignApplications.campaignId, campaignId), isNotNull(campaignApplications.videoId)));
  for (let start = 0; start < entries.length; start += 50) {
    const batch = entries.slice(start, start + 50);
    const videos = await deps.platform.findVideos(batch.map((e) => e.videoId ?? ""));
    const viewsOf = new Map(videos.map((v) => [v.id, v.viewCount]));
    for (const entry of batch) {
      const views = viewsOf.get(entry.videoId ?? "");
      if (views === undefined) continue;
      await db.update(campaignApplications).set({ views }).where(eq(campaignApplications.id, entry.id));
    }
  }
  await db.execute(sql`
    update campaigns c set
      total_views = s.total,
      views_read_at = ${now.toISOString()}::timestamptz,
      goal_reached_at = case when s.total >= c.view_goal then coalesce(c.goal_reached_at, ${now.toISOString()}::timestamptz) else c.goal_reached_at end
    from (
      select coalesce(sum(views), 0)::bigint as total from campaign_applications
      where campaign_id = ${campaignId} and video_id is not null and status <> 'rejected'
    ) s
    where c.board_id = ${campaignId}`);
}
