import type { FastifyInstance, FastifyReply } from "fastify";
import type { Db } from "../../db/client";
import { videoThumbnailUrl } from "../../lib/generated-images";
import { toIsoDuration } from "../platform";
import { findSandboxChannel, listSandboxChannels, type SandboxChannel } from "./sandbox-store";

type Query = Record<string, string | undefined>;

/**
 * The subset of the YouTube Data API v3 that Studio's client uses, answered from the sandbox's
 * channels in the same shapes and with the same error bodies.
 */
export function registerSandboxYouTubeApi(app: FastifyInstance, db: Db): void {
  // Like YouTube, every call needs a key (any key will do here). `app` is this API's own scope.
  app.addHook("onRequest", async (request, reply) => {
    if (!(request.query as Query).key) {
      return apiError(reply, 403, "forbidden", "The request is missing a valid API key.");
    }
  });
  app.get("/channels", async (request, reply) => {
    const query = request.query as Query;
    // Like YouTube: up to 50 comma-separated ids in one call, unknown ones left out.
    const ids = (query.id ?? "").split(",").filter(Boolean);
    if (ids.length > 50)
      return apiError(reply, 400, "invalidFilters", "The request specifies more than 50 channel ids.");
    const found =
      ids.length > 1
        ? (await listSandboxChannels(db)).filter((c) => ids.includes(c.channelId))
        : [await channelFor(db, query)].filter((c): c is SandboxChannel => c !== null);
    return {
      kind: "youtube#channelListResponse",
      pageInfo: { totalResults: found.length, resultsPerPage: Math.max(found.length, 5) },
      items: found.map(channelItem),
    };
  });

  app.get("/playlistItems", async (request, reply) => {
    const query = request.query as Query;
    const playlistId = query.playlistId ?? "";
    const shorts = playlistId.startsWith("UUSH");
    const channelId = `UC${playlistId.slice(shorts ? 4 : 2)}`;
    const channel = playlistId.startsWith("UU") ? await findSandboxChannel(db, { channelId }) : null;
    if (!channel)
      return apiError(
        reply,
        404,
        "playlistNotFound",
        "The playlist identified with the request's playlistId parameter cannot be found.",
      );
    const videos = shorts ? channel.videos.filter((v) => v.durationSeconds <= 60) : channel.videos;
    const max = Math.min(Math.max(Number(query.maxResults ?? 5) || 5, 0), 50);
    return {
      kind: "youtube#playlistItemListResponse",
      pageInfo: { totalResults: shorts ? channel.shortsCount : videos.length, resultsPerPage: max },
      items: videos.slice(0, max).map((v) => ({
        kind: "youtube#playlistItem",
        id: `${playlistId}.${v.id}`,
        contentDetails: { videoId: v.id, videoPublishedAt: v.publishedAt },
      })),
    };
  });

  app.get("/videos", async (request) => {
    const query = request.query as Query;
    const ids = new Set((query.id ?? "").split(",").filter(Boolean));
    const channels = await channelsWithVideos(db, ids);
    const items = channels.flatMap((channel) =>
      channel.videos
        .filter((v) => ids.has(v.id))
        .map((v) => ({
          kind: "youtube#video",
          id: v.id,
          snippet: {
            title: v.title,
            publishedAt: v.publishedAt,
            channelId: channel.channelId,
            description: v.description ?? "",
            thumbnails: { medium: { url: videoThumbnailUrl(v.id) } },
          },
          statistics: { viewCount: String(v.viewCount) },
          contentDetails: { duration: toIsoDuration(v.durationSeconds) },
        })),
    );
    return { kind: "youtube#videoListResponse", pageInfo: { totalResults: items.length }, items };
  });
}

async function channelFor(db: Db, query: Query): Promise<SandboxChannel | null> {
  if (query.forHandle) return findSandboxChannel(db, { handle: query.forHandle.replace(/^@/, "") });
  if (query.id) return findSandboxChannel(db, { channelId: query.id });
  if (query.forUsername) return findSandboxChannel(db, { handle: query.forUsername });
  return null;
}

async function channelsWithVideos(db: Db, ids: Set<string>): Promise<SandboxChannel[]> {
  if (ids.size === 0) return [];
  return (await listSandboxChannels(db)).filter((c) => c.videos.some((v) => ids.has(v.id)));
}

function channelItem(channel: SandboxChannel) {
  return {
    kind: "youtube#channel",
    id: channel.channelId,
    snippet: {
      title: channel.title,
      description: channel.description,
      customUrl: `@${channel.handle}`,
      thumbnails: { default: { url: channel.thumbnailUrl }, medium: { url: channel.thumbnailUrl } },
    },
    statistics: {
      viewCount: String(channel.viewCount),
      subscriberCount: String(channel.subscriberCount),
      hiddenSubscriberCount: false,
      videoCount: String(channel.videos.length),
    },
    contentDetails: { relatedPlaylists: { uploads: `UU${channel.channelId.slice(2)}` } },
  };
}

function apiError(reply: FastifyReply, code: number, reason: string, message: string) {
  return reply
    .code(code)
    .send({ error: { code, message, errors: [{ message, domain: "youtube.api", reason }] } });
}
