import { describe, expect, it } from "vitest";
import { loadConfig, platformBaseUrl } from "./config";

describe("platform settings", () => {
  it("uses the in-process sandbox in demo mode without a YouTube key (an empty key counts as none)", () => {
    for (const env of [
      { DEMO: "true" },
      { DEMO: "true", YOUTUBE_API_KEY: "" },
      { DEMO: "true", YOUTUBE_API_KEY: "  " },
    ]) {
      const config = loadConfig(env);
      expect(config.sandbox).toBe(true);
      expect(config.YOUTUBE_API_KEY).toBeUndefined();
      expect(platformBaseUrl(config, 4321)).toBe("http://127.0.0.1:4321/sandbox/youtube/v3");
    }
  });

  it("has no platform at all in production without a key", () => {
    const config = loadConfig({ NODE_ENV: "production" });
    expect(config.sandbox).toBe(false);
    expect(config.platformConfigured).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", YOUTUBE_API_KEY: "k" }).platformConfigured).toBe(true);
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

describe("modes (docs/design.md §12)", () => {
  const DEMO_FLAGS = { demo: true, devTools: true, sandbox: true, seedDemo: true, platformConfigured: true };
  const PRODUCTION_FLAGS = {
    demo: false,
    devTools: false,
    sandbox: false,
    seedDemo: false,
    platformConfigured: false,
  };

  it("is demo only when DEMO=true says so", () => {
    expect(loadConfig({ DEMO: "true" })).toMatchObject(DEMO_FLAGS);
    expect(loadConfig({ DEMO: "true", DATABASE_URL: "postgres://db.internal/studio" })).toMatchObject(
      DEMO_FLAGS,
    );
  });

  it.each([
    ["no flag at all", {}],
    ["NODE_ENV=production", { NODE_ENV: "production" }],
    ["a DATABASE_URL without the flag", { DATABASE_URL: "postgres://db.internal/studio" }],
    ["DEMO=false", { DEMO: "false", NODE_ENV: "development" }],
  ])("is production with %s", (_name, env) => {
    expect(loadConfig(env)).toMatchObject(PRODUCTION_FLAGS);
  });

  it("refuses to mix demo and NODE_ENV=production", () => {
    expect(() => loadConfig({ DEMO: "true", NODE_ENV: "production" })).toThrow(/never mix/);
  });

  it("seeds in demo mode unless SEED=never; SEED=always is refused with the reason", () => {
    expect(loadConfig({ DEMO: "true", SEED: "never" })).toMatchObject({ demo: true, seedDemo: false });
    expect(() => loadConfig({ NODE_ENV: "production", SEED: "always" })).toThrow(/SEED=always is gone/);
  });
});

describe("the listening address (HOST)", () => {
  it("is this machine only in the demo and every address in production, unless HOST says otherwise", () => {
    expect(loadConfig({ DEMO: "true" }).HOST).toBe("127.0.0.1");
    expect(loadConfig({}).HOST).toBe("0.0.0.0");
    expect(loadConfig({ NODE_ENV: "production" }).HOST).toBe("0.0.0.0");
    expect(loadConfig({ DEMO: "true", HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    expect(loadConfig({ NODE_ENV: "production", HOST: " 10.0.0.5 " }).HOST).toBe("10.0.0.5");
    expect(loadConfig({ DEMO: "true", HOST: "" }).HOST).toBe("127.0.0.1");
  });
});
