import type { TClearance } from "@studio/contract";
import { bigintOf, numberOf, type RawRow, textOf, textOrNullOf } from "../../lib/parsed-rows";
import { readClearance } from "../clearance";
import type { Sums } from "./figures-view";

/**
 * The video list's rows as its raw SQL answers them (video-list-queries.ts), read column by column
 * with checks: counts become numbers, money stays bigint (docs/decisions/055).
 */

/** The sums columns of a raw row (`views`, `revenue`... or `total_views`, `total_revenue`...). */
const sumsOf = (row: RawRow, prefix = ""): Sums => ({
  views: numberOf(row, `${prefix}views`),
  premiumViews: numberOf(row, `${prefix}premium_views`),
  revenue: bigintOf(row, `${prefix}revenue`),
  premiumRevenue: bigintOf(row, `${prefix}premium_revenue`),
  watchSeconds: numberOf(row, `${prefix}watch_seconds`),
});

/** A video of the list with its channel, its music and its sums over the range. */
export interface VideoSums {
  id: number;
  platformVideoId: string;
  title: string;
  thumbnail: string;
  publishedOn: string;
  duration: number;
  channel: { id: number; title: string; handle: string; thumbnail: string };
  music: { isrc: string; name: string; artist: string } | null;
  clearance: TClearance | null;
  sums: Sums;
}

/** A row of the list's video select (`videoColumns` in video-list-queries.ts). */
export function videoRow(row: RawRow): VideoSums {
  const isrc = textOrNullOf(row, "isrc");
  return {
    id: numberOf(row, "id"),
    platformVideoId: textOf(row, "platform_video_id"),
    title: textOf(row, "title"),
    thumbnail: textOf(row, "thumbnail_url"),
    publishedOn: textOf(row, "published_on"),
    duration: numberOf(row, "duration_seconds"),
    channel: {
      id: numberOf(row, "channel_id"),
      title: textOf(row, "channel_title"),
      handle: textOf(row, "channel_handle"),
      thumbnail: textOf(row, "channel_thumbnail"),
    },
    music: isrc
      ? { isrc, name: textOrNullOf(row, "track_name") ?? "", artist: textOrNullOf(row, "track_artist") ?? "" }
      : null,
    clearance: readClearance(Reflect.get(row, "clearance")),
    sums: sumsOf(row),
  };
}

export type VideoTotals = { total: number; totals: Sums };

/** The count and sums of every matching video. */
export const videoTotalsRow = (row: RawRow): VideoTotals => ({
  total: numberOf(row, "total"),
  totals: sumsOf(row),
});

/** A page row summed from the facts: the video, and the totals of every match as window sums. */
export const videoRowWithTotals = (row: RawRow): { video: VideoSums; totals: VideoTotals } => ({
  video: videoRow(row),
  totals: { total: numberOf(row, "total"), totals: sumsOf(row, "total_") },
});
