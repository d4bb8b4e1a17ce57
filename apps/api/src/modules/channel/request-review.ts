import { E, isHeldByViews } from "@studio/contract";
import type { Account, Network } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { fetchPlatformChannel, statsOf } from "./platform-lookup";
import { type ChannelRow, type ChannelWithPeople, findChannelById, reviewNotRequestedOn } from "./queries";
import { reviewAllowedToday, reviewTimeZone } from "./review-day";
import { transition } from "./transition";

/**
 * A held channel asks staff to look again (docs/design.md §5): once a day, counted in the owner's
 * time zone (30007, decision 051), only when held (30006). The views are read again: above the
 * threshold the channel goes to the staff queue as pending; otherwise it stays held, marked as
 * asking, at the top of the staff queue's held list (decision 016). The day rule is part of the
 * UPDATE (decision 034), so of many parallel asks exactly one passes.
 */
export async function requestReview(
  deps: AppDeps,
  network: Network,
  actor: Account,
  found: ChannelWithPeople,
): Promise<ChannelRow> {
  const { channel } = found;
  if (channel.status !== "denied.pending") throw new AppError(E.REREVIEW_NOT_ELIGIBLE);
  const now = deps.now();
  const timeZone = reviewTimeZone(found, network);
  if (!reviewAllowedToday(channel.reviewRequestedAt, now, timeZone)) {
    throw new AppError(E.REREVIEW_DAILY_LIMIT);
  }
  const platform = await fetchPlatformChannel(deps, { kind: "id", value: channel.platformChannelId });
  const to = isHeldByViews(platform.viewCount, network.holdThresholdViews) ? "denied.pending" : "pending";
  const queued = await transition(deps.db, channel, {
    action: "rereview",
    to,
    patch: { ...statsOf(platform, now), reviewRequestedAt: now },
    onlyIf: { where: reviewNotRequestedOn(now, timeZone) },
    actorId: actor.id,
    at: now,
    reason: "rereview_requested",
    noteStay: true,
  });
  if (queued) return queued;
  // Another ask won meanwhile: say which rule stopped this one.
  const current = await findChannelById(deps.db, channel.id);
  if (current?.status !== "denied.pending") throw new AppError(E.REREVIEW_NOT_ELIGIBLE);
  throw new AppError(E.REREVIEW_DAILY_LIMIT);
}
