import { E, isHeldByViews } from "@studio/contract";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import type { Account } from "../auth/sessions";
import type { Network } from "../site/queries";
import { fetchPlatformChannel, statsOf } from "./platform-lookup";
import { type ChannelRow, updateChannel } from "./queries";
import { recordChannelEvent } from "./record-event";
import { reviewAllowedToday } from "./review-day";

/**
 * A held channel asks staff to look again (DESIGN.md §5): once a day in the network's time zone
 * (30007), only when held (30006). The views are read again: above the threshold the channel goes
 * to the staff queue as pending; otherwise it stays held, marked as asking, at the top of the staff
 * queue's held list (decision 016).
 */
export async function requestReview(
  deps: AppDeps,
  network: Network,
  actor: Account,
  channel: ChannelRow,
): Promise<ChannelRow> {
  if (channel.status !== "denied.pending") throw new AppError(E.REREVIEW_NOT_ELIGIBLE);
  const now = deps.now();
  if (!reviewAllowedToday(channel.reviewRequestedAt, now, network.timeZone)) {
    throw new AppError(E.REREVIEW_DAILY_LIMIT);
  }
  const platform = await fetchPlatformChannel(deps, { kind: "id", value: channel.platformChannelId });
  const status = isHeldByViews(platform.viewCount, network.holdThresholdViews) ? "denied.pending" : "pending";
  const queued = await updateChannel(
    deps.db,
    channel.id,
    { ...statsOf(platform, now), status, reviewRequestedAt: now },
    { status: "denied.pending" },
  );
  if (!queued) throw new AppError(E.REREVIEW_NOT_ELIGIBLE);
  await recordChannelEvent(deps.db, queued, {
    kind: "status",
    from: "denied.pending",
    to: status,
    actorId: actor.id,
    at: now,
    reason: "rereview_requested",
  });
  return queued;
}
