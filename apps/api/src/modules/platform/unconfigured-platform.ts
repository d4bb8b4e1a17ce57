import { type PlatformAdapter, PlatformUnavailableError } from "../../lib/platform-adapter";

const WHY = "YOUTUBE_API_KEY is not set";

/**
 * The platform of a production server without a YouTube key: every call fails as "unconfigured",
 * so adding a channel answers 30009 and background checks record the platform as unreachable.
 */
export const unconfiguredPlatform: PlatformAdapter = {
  findChannel: () => Promise.reject(new PlatformUnavailableError("unconfigured", WHY)),
  findChannelsById: () => Promise.reject(new PlatformUnavailableError("unconfigured", WHY)),
  listRecentVideos: () => Promise.reject(new PlatformUnavailableError("unconfigured", WHY)),
  findVideos: () => Promise.reject(new PlatformUnavailableError("unconfigured", WHY)),
};
