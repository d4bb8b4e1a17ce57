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

export interface PlatformVideo {
  id: string;
  title: string;
  publishedAt: string;
  durationSeconds: number;
  viewCount: number;
  thumbnailUrl: string;
}

/**
 * What Studio needs from a video platform (docs/design.md §5). `findChannel` answers null when the
 * platform has no such channel and throws PlatformUnavailableError when it cannot answer.
 */
export interface PlatformAdapter {
  findChannel(ref: ChannelRef): Promise<PlatformChannel | null>;
  listRecentVideos(channelId: string, limit: number): Promise<PlatformVideo[]>;
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
