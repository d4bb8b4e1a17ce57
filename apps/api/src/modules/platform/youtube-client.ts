import type { ChannelRef } from "@studio/contract";
import pRetry, { AbortError } from "p-retry";
import { z } from "zod";
import {
  CHANNELS_PER_CALL,
  type PlatformAdapter,
  type PlatformChannel,
  type PlatformChannelSnapshot,
  PlatformUnavailableError,
  type PlatformVideo,
  type PlatformVideoDetail,
} from "../../lib/platform-adapter";
import { parseIsoDuration } from "./iso-duration";

export interface YouTubeClientOptions {
  /**
   * e.g. https://www.googleapis.com/youtube/v3, or the sandbox's /sandbox/youtube/v3; a function
   * when it is known only once the server listens (the in-process sandbox).
   */
  baseUrl: string | (() => string);
  apiKey: string;
  timeoutMs: number;
  /** Further attempts after the first, with exponential backoff. */
  retries: number;
  /** First backoff delay; doubles each attempt. */
  minRetryDelayMs?: number;
}

const count = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => Number(v ?? 0) || 0);
const ZThumbnails = z
  .record(z.string(), z.object({ url: z.string() }))
  .optional()
  .transform((t) => t?.medium?.url ?? t?.high?.url ?? t?.default?.url ?? "");

const ZChannelItem = z.object({
  id: z.string(),
  snippet: z.object({
    title: z.string(),
    description: z.string().default(""),
    customUrl: z.string().optional(),
    thumbnails: ZThumbnails,
  }),
  statistics: z
    .object({ viewCount: count, subscriberCount: count, videoCount: count })
    .default({ viewCount: 0, subscriberCount: 0, videoCount: 0 }),
  contentDetails: z.object({ relatedPlaylists: z.object({ uploads: z.string().optional() }) }).optional(),
});
const ZChannelList = z.object({ items: z.array(ZChannelItem).default([]) });
const ZPlaylistItems = z.object({
  items: z.array(z.object({ contentDetails: z.object({ videoId: z.string() }) })).default([]),
  pageInfo: z.object({ totalResults: z.number() }).optional(),
});
const ZVideoList = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({
          title: z.string(),
          publishedAt: z.string(),
          thumbnails: ZThumbnails,
          channelId: z.string().default(""),
          description: z.string().default(""),
        }),
        statistics: z.object({ viewCount: count }).default({ viewCount: 0 }),
        contentDetails: z.object({ duration: z.string() }),
      }),
    )
    .default([]),
});
const ZApiError = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});

/** Reasons YouTube gives when the project's daily quota is spent: waiting seconds will not help. */
const QUOTA_REASONS = new Set(["quotaExceeded", "dailyLimitExceeded"]);
/** Reasons worth a retry after a pause. */
const RATE_REASONS = new Set(["rateLimitExceeded", "userRateLimitExceeded"]);

class NotFound extends Error {}

/**
 * The production platform adapter: a YouTube Data API v3 client (channels.list by handle, id or
 * legacy name; playlistItems of the uploads playlist; videos.list), with a timeout per request and
 * retries with exponential backoff on network errors, 5xx, 429 and rate limits. A spent quota is
 * not retried.
 */
export function createYouTubeClient(options: YouTubeClientOptions): PlatformAdapter {
  const get = <T>(resource: string, params: Record<string, string>, schema: z.ZodType<T>) =>
    pRetry(() => request(options, resource, params, schema), {
      retries: options.retries,
      minTimeout: options.minRetryDelayMs ?? 300,
      factor: 2,
      randomize: true,
    }).catch((error: unknown) => {
      if (error instanceof NotFound || error instanceof PlatformUnavailableError) throw error;
      const detail = error instanceof Error ? error.message : String(error);
      throw new PlatformUnavailableError("unavailable", detail);
    });

  const channelsBy = async (params: Record<string, string>) => {
    const list = await get(
      "channels",
      { part: "snippet,statistics,contentDetails", ...params },
      ZChannelList,
    );
    return list.items[0] ?? null;
  };

  const shortsCountOf = async (channelId: string) => {
    // The uploads playlist with "UUSH" in place of "UC" holds the channel's Shorts.
    try {
      const shorts = await get(
        "playlistItems",
        { part: "id", maxResults: "1", playlistId: `UUSH${channelId.slice(2)}` },
        ZPlaylistItems,
      );
      return shorts.pageInfo?.totalResults ?? shorts.items.length;
    } catch (error) {
      if (error instanceof NotFound) return 0;
      throw error;
    }
  };

  return {
    async findChannel(ref: ChannelRef): Promise<PlatformChannel | null> {
      try {
        const item = await findItem(channelsBy, ref);
        if (!item) return null;
        return { ...snapshotOf(item), shortsCount: await shortsCountOf(item.id) };
      } catch (error) {
        if (error instanceof NotFound) return null;
        throw error;
      }
    },

    async findChannelsById(channelIds: readonly string[]): Promise<PlatformChannelSnapshot[]> {
      if (channelIds.length === 0) return [];
      if (channelIds.length > CHANNELS_PER_CALL)
        throw new Error(`channels.list takes at most ${CHANNELS_PER_CALL} ids`);
      const list = await get(
        "channels",
        { part: "snippet,statistics", id: channelIds.join(","), maxResults: String(CHANNELS_PER_CALL) },
        ZChannelList,
      ).catch((error: unknown) => {
        if (error instanceof NotFound) return { items: [] };
        throw error;
      });
      return list.items.map(snapshotOf);
    },

    async listRecentVideos(channelId: string, limit: number): Promise<PlatformVideo[]> {
      const uploads = await get(
        "playlistItems",
        {
          part: "contentDetails",
          maxResults: String(Math.min(limit, 50)),
          playlistId: `UU${channelId.slice(2)}`,
        },
        ZPlaylistItems,
      ).catch((error: unknown) => {
        if (error instanceof NotFound) return { items: [] };
        throw error;
      });
      const ids = uploads.items.map((i) => i.contentDetails.videoId);
      if (ids.length === 0) return [];
      const videos = await get(
        "videos",
        { part: "snippet,statistics,contentDetails", id: ids.join(",") },
        ZVideoList,
      );
      return videos.items.map(videoOf);
    },

    async findVideos(videoIds: readonly string[]): Promise<PlatformVideoDetail[]> {
      if (videoIds.length === 0) return [];
      const videos = await get(
        "videos",
        { part: "snippet,statistics,contentDetails", id: videoIds.slice(0, 50).join(",") },
        ZVideoList,
      ).catch((error: unknown) => {
        if (error instanceof NotFound) return { items: [] };
        throw error;
      });
      return videos.items.map((v) => ({
        ...videoOf(v),
        channelId: v.snippet.channelId,
        description: v.snippet.description,
      }));
    },
  };
}

type ChannelItem = z.infer<typeof ZChannelItem>;

function snapshotOf(item: ChannelItem): PlatformChannelSnapshot {
  return {
    id: item.id,
    handle: (item.snippet.customUrl ?? "").replace(/^@/, "").toLowerCase(),
    title: item.snippet.title,
    thumbnailUrl: item.snippet.thumbnails,
    description: item.snippet.description,
    subscriberCount: item.statistics.subscriberCount,
    viewCount: item.statistics.viewCount,
  };
}

function videoOf(v: z.infer<typeof ZVideoList>["items"][number]): PlatformVideo {
  return {
    id: v.id,
    title: v.snippet.title,
    publishedAt: v.snippet.publishedAt,
    durationSeconds: parseIsoDuration(v.contentDetails.duration),
    viewCount: v.statistics.viewCount,
    thumbnailUrl: v.snippet.thumbnails,
  };
}

async function findItem(
  channelsBy: (params: Record<string, string>) => Promise<ChannelItem | null>,
  ref: ChannelRef,
): Promise<ChannelItem | null> {
  switch (ref.kind) {
    case "handle":
      return channelsBy({ forHandle: `@${ref.value}` });
    case "id":
      return channelsBy({ id: ref.value });
    case "user":
      return channelsBy({ forUsername: ref.value });
    case "custom":
      // Custom /c/ names have no lookup of their own; most match the handle, older ones the user name.
      return (await channelsBy({ forHandle: `@${ref.value}` })) ?? channelsBy({ forUsername: ref.value });
  }
}

async function request<T>(
  options: YouTubeClientOptions,
  resource: string,
  params: Record<string, string>,
  schema: z.ZodType<T>,
): Promise<T> {
  const base = typeof options.baseUrl === "function" ? options.baseUrl() : options.baseUrl;
  const url = new URL(`${base.replace(/\/$/, "")}/${resource}`);
  for (const [name, value] of Object.entries({ ...params, key: options.apiKey }))
    url.searchParams.set(name, value);
  const response = await fetch(url, {
    signal: AbortSignal.timeout(options.timeoutMs),
    headers: { accept: "application/json" },
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new AbortError(new PlatformUnavailableError("unavailable", "unexpected answer"));
    return parsed.data;
  }
  const reasons = ZApiError.safeParse(body).data?.error.errors?.map((e) => e.reason ?? "") ?? [];
  if (reasons.some((r) => QUOTA_REASONS.has(r))) {
    throw new AbortError(new PlatformUnavailableError("quota", `${resource}: quota exceeded`));
  }
  if (response.status === 404) throw new AbortError(new NotFound(resource));
  if (response.status === 429 || response.status >= 500 || reasons.some((r) => RATE_REASONS.has(r))) {
    throw new Error(`${resource}: HTTP ${response.status}`);
  }
  throw new AbortError(new PlatformUnavailableError("rejected", `${resource}: HTTP ${response.status}`));
}
