import { z } from "zod";
import type { Sums } from "./figures-view";
import { bigintColumn, numberColumn } from "./parsed-rows";

/**
 * The video list's rows as its raw SQL answers them (video-list-queries.ts), checked and typed by
 * zod: counts become numbers, money stays bigint (docs/decisions.md 055).
 */

/** The sums columns of a raw row, as `Sums`. */
const sumsColumns = {
  views: numberColumn,
  premium_views: numberColumn,
  revenue: bigintColumn,
  premium_revenue: bigintColumn,
  watch_seconds: numberColumn,
};
const toSums = (row: z.output<z.ZodObject<typeof sumsColumns>>): Sums => ({
  views: row.views,
  premiumViews: row.premium_views,
  revenue: row.revenue,
  premiumRevenue: row.premium_revenue,
  watchSeconds: row.watch_seconds,
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
  sums: Sums;
}

/** The columns of the list's video select (`videoColumns` in video-list-queries.ts), checked. */
const videoRowColumns = {
  id: numberColumn,
  platform_video_id: z.string(),
  title: z.string(),
  thumbnail_url: z.string(),
  published_on: z.string(),
  duration_seconds: numberColumn,
  channel_id: numberColumn,
  channel_title: z.string(),
  channel_handle: z.string(),
  channel_thumbnail: z.string(),
  isrc: z.string().nullable(),
  track_name: z.string().nullable(),
  track_artist: z.string().nullable(),
  ...sumsColumns,
};

const toVideoSums = (row: z.output<z.ZodObject<typeof videoRowColumns>>): VideoSums => ({
  id: row.id,
  platformVideoId: row.platform_video_id,
  title: row.title,
  thumbnail: row.thumbnail_url,
  publishedOn: row.published_on,
  duration: row.duration_seconds,
  channel: {
    id: row.channel_id,
    title: row.channel_title,
    handle: row.channel_handle,
    thumbnail: row.channel_thumbnail,
  },
  music: row.isrc ? { isrc: row.isrc, name: row.track_name ?? "", artist: row.track_artist ?? "" } : null,
  sums: toSums(row),
});

export const videoRow = z.object(videoRowColumns).transform(toVideoSums);

export type VideoTotals = { total: number; totals: Sums };

/** The count and sums of every matching video. */
export const videoTotalsRow = z
  .object({ total: numberColumn, ...sumsColumns })
  .transform((row): VideoTotals => ({ total: row.total, totals: toSums(row) }));

/** A page row summed from the facts: the video, and the totals of every match as window sums. */
export const videoRowWithTotals = z
  .object({
    ...videoRowColumns,
    total: numberColumn,
    total_views: numberColumn,
    total_premium_views: numberColumn,
    total_revenue: bigintColumn,
    total_premium_revenue: bigintColumn,
    total_watch_seconds: numberColumn,
  })
  .transform((row) => ({
    video: toVideoSums(row),
    totals: {
      total: row.total,
      totals: {
        views: row.total_views,
        premiumViews: row.total_premium_views,
        revenue: row.total_revenue,
        premiumRevenue: row.total_premium_revenue,
        watchSeconds: row.total_watch_seconds,
      },
    } satisfies VideoTotals,
  }));
