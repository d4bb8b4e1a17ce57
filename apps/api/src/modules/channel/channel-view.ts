import { type ChannelCategory, channelLinkOf, type TChannel } from "@studio/contract";
import type { Db } from "../../db/client";
import type { Account, Network } from "../../db/rows";
import { type ChannelSums, channelFiguresFor, type Display, money, periodDisplay } from "../revenue";
import { canManageChannel } from "./access";
import type { ChannelWithPeople } from "./queries";
import { reviewAllowedToday, reviewTimeZone } from "./review-day";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A channel as the API answers it to `viewer` (docs/spec.md §3 Channel). `figures` come from the revenue
 * module (`channelViewsWithFigures`); without them the channel shows none (a channel that is not
 * approved has none anyway).
 */
export function toChannelView(
  found: ChannelWithPeople,
  viewer: Account,
  network: Network,
  now: Date,
  figures: { sums: ChannelSums["sums"]; display: Display } | null = null,
): TChannel {
  const { channel } = found;
  const checking =
    channel.checkUntil !== null && channel.checkUntil > now && channel.verificationState !== "verified";
  return {
    id: channel.id,
    platform: channel.platform,
    platform_channel_id: channel.platformChannelId,
    handle: channel.handle,
    link: channel.handle
      ? channelLinkOf({ kind: "handle", value: channel.handle })
      : channelLinkOf({ kind: "id", value: channel.platformChannelId }),
    name: channel.title,
    thumbnail: channel.thumbnailUrl,
    category: channel.category as ChannelCategory,
    status: channel.status,
    verification_code: channel.verificationCode,
    verification: {
      state: channel.verificationState,
      checking,
      checking_until: checking ? iso(channel.checkUntil) : null,
      last_checked_at: iso(channel.lastCheckedAt),
      verified_at: iso(channel.verifiedAt),
    },
    registered_at: channel.createdAt.toISOString(),
    approved_at: iso(channel.approvedAt),
    owner: { id: channel.ownerId, name: found.ownerName },
    assigned_member:
      channel.assignedMemberId !== null
        ? { id: channel.assignedMemberId, name: found.memberName ?? "" }
        : null,
    shorts_count: channel.shortsCount,
    total_views: channel.viewCount,
    subscriber_count: channel.subscriberCount,
    estimated_profit: figures ? figures.sums.revenue.toString() : "0",
    figures: figures
      ? {
          views: figures.sums.views,
          revenue: figures.sums.revenue.toString(),
          revenue_display: money(figures.sums.revenue, figures.display),
        }
      : null,
    review: {
      last_requested_at: iso(channel.reviewRequestedAt),
      can_request:
        channel.status === "denied.pending" &&
        reviewAllowedToday(channel.reviewRequestedAt, now, reviewTimeZone(found, network)),
      deny_reason: channel.denyReason,
    },
    watch: {
      code_missing_since: iso(channel.codeMissingSince),
      handle_changed_from: channel.handleChangedFrom,
      handle_changed_at: iso(channel.handleChangedAt),
    },
    can_manage: canManageChannel(viewer, found),
  };
}

/**
 * Channels with their figures over the latest period, from the same source as the channel report
 * (docs/decisions/037), and the period they cover.
 */
export async function channelViewsWithFigures(
  db: Db,
  rows: ChannelWithPeople[],
  viewer: Account,
  network: Network,
  now: Date,
  shownIn: Pick<Display, "currency" | "language">,
): Promise<{ items: TChannel[]; figuresPeriod: { start: string; end: string } | null }> {
  const figures = await channelFiguresFor(
    db,
    viewer,
    network,
    now,
    rows.map((row) => row.channel.id),
  );
  const display = figures.range
    ? await periodDisplay(db, network.id, figures.range.end, shownIn.currency, shownIn.language)
    : null;
  return {
    items: rows.map((row) => {
      const sums = figures.byChannel.get(row.channel.id);
      return toChannelView(row, viewer, network, now, sums && display ? { sums: sums.sums, display } : null);
    }),
    figuresPeriod: figures.range,
  };
}
