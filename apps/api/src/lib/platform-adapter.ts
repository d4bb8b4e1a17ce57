import type { ChannelRef } from "@studio/contract";

/** A channel as the platform reports it now. */
export interface PlatformChannel {
  id: string;
  /** Lower-case, without "@"; empty when the channel has none. */
  handle: string;
  title: string;
  thumbnailUrl: string;
  description: string;
  subscriberCount: number;
  viewCount: number;
  shortsCount: number;
}

/**
 * A channel as one call for many reports it (channels.list by up to 50 ids): without the Shorts
 * count, which costs a call per channel.
 */
export type PlatformChannelSnapshot = Omit<PlatformChannel, "shortsCount">;

/** How many channel ids one `findChannelsById` call takes (YouTube's channels.list maximum). */
export const CHANNELS_PER_CALL = 50;

export interface PlatformVideo {
  id: string;
  title: string;
  publishedAt: string;
  durationSeconds: number;
  viewCount: number;
  thumbnailUrl: string;
}

/** One video looked up by its id: whose it is and what its uploader wrote under it. */
export interface PlatformVideoDetail extends PlatformVideo {
  channelId: string;
  description: string;
}

/**
 * What Studio needs from a video platform (docs/design.md §5). `findChannel` answers null when the
 * platform has no such channel and throws PlatformUnavailableError when it cannot answer.
 */
export interface PlatformAdapter {
  findChannel(ref: ChannelRef): Promise<PlatformChannel | null>;
  /**
   * Channels by id in one call (at most CHANNELS_PER_CALL ids; one unit of YouTube's quota); ids
   * the platform does not know are left out.
   */
  findChannelsById(channelIds: readonly string[]): Promise<PlatformChannelSnapshot[]>;
  listRecentVideos(channelId: string, limit: number): Promise<PlatformVideo[]>;
  /** Videos by id (at most 50); ids the platform does not know are left out. */
  findVideos(videoIds: readonly string[]): Promise<PlatformVideoDetail[]>;
}

/** "unconfigured": production without a YouTube key (no platform to ask at all). */
export type PlatformFailure = "quota" | "unavailable" | "rejected" | "unconfigured";

/** The platform could not answer (down, timed out, quota spent, or refused our key). */
export class PlatformUnavailableError extends Error {
  constructor(
    readonly reason: PlatformFailure,
    detail: string,
  ) {
    super(`platform ${reason}: ${detail}`);
    this.name = "PlatformUnavailableError";
  }
}
