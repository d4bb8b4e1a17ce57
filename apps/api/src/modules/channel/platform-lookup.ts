import { type ChannelRef, E } from "@studio/contract";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import type { PlatformChannel } from "../../lib/platform-adapter";
import { PlatformUnavailableError } from "../../lib/platform-adapter";

/**
 * The channel as the platform reports it now, or null when the platform says there is no such
 * channel; 30002 when the platform cannot answer now (try again later), 30009 when no platform is
 * configured (production without YOUTUBE_API_KEY).
 */
export async function findPlatformChannel(deps: AppDeps, ref: ChannelRef): Promise<PlatformChannel | null> {
  try {
    return await deps.platform.findChannel(ref);
  } catch (error) {
    if (!(error instanceof PlatformUnavailableError)) throw error;
    if (error.reason === "unconfigured") throw new AppError(E.PLATFORM_NOT_CONFIGURED);
    throw new AppError(E.CHANNEL_FETCH_FAILED);
  }
}

/** A registered channel as the platform reports it now; 30002 too when the platform lost it. */
export async function fetchPlatformChannel(deps: AppDeps, ref: ChannelRef): Promise<PlatformChannel> {
  const found = await findPlatformChannel(deps, ref);
  if (!found) throw new AppError(E.CHANNEL_FETCH_FAILED);
  return found;
}

/** Stored columns that follow the platform's numbers. */
export function statsOf(platform: PlatformChannel, now: Date) {
  return {
    title: platform.title,
    thumbnailUrl: platform.thumbnailUrl,
    subscriberCount: platform.subscriberCount,
    viewCount: platform.viewCount,
    shortsCount: platform.shortsCount,
    statsUpdatedAt: now,
  };
}
