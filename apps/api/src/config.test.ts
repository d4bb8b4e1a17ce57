import { describe, expect, it } from "vitest";
import { loadConfig, platformBaseUrl } from "./config";

describe("platform settings", () => {
  it("uses the in-process sandbox without a YouTube key (an empty key counts as none)", () => {
    for (const env of [{}, { YOUTUBE_API_KEY: "" }, { YOUTUBE_API_KEY: "  " }]) {
      const config = loadConfig(env);
      expect(config.sandbox).toBe(true);
      expect(config.YOUTUBE_API_KEY).toBeUndefined();
      expect(platformBaseUrl(config, 4321)).toBe("http://127.0.0.1:4321/sandbox/youtube/v3");
    }
  });

  it("uses Google's API with a key, or the base URL it is given", () => {
    const config = loadConfig({ YOUTUBE_API_KEY: "AIza-key" });
    expect(config.sandbox).toBe(false);
    expect(platformBaseUrl(config, 3000)).toBe("https://www.googleapis.com/youtube/v3");
    const custom = loadConfig({ YOUTUBE_API_KEY: "k", YOUTUBE_API_BASE_URL: "http://yt.internal/v3" });
    expect(platformBaseUrl(custom, 3000)).toBe("http://yt.internal/v3");
  });

  it("refuses a check interval outside 1 s to 1 h", () => {
    expect(() => loadConfig({ CHANNEL_CHECK_INTERVAL_SECONDS: "0" })).toThrow(
      /CHANNEL_CHECK_INTERVAL_SECONDS/,
    );
    expect(loadConfig({}).CHANNEL_CHECK_INTERVAL_SECONDS).toBe(180);
  });
});
