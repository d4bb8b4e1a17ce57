import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PlatformUnavailableError } from "../../lib/platform-adapter";
import { parseIsoDuration, toIsoDuration } from "./iso-duration";
import { createYouTubeClient } from "./youtube-client";

type Handler = (url: URL, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let requests: URL[];

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    requests.push(url);
    handler(url, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/youtube/v3`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
});

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};
const apiError = (response: ServerResponse, status: number, reason: string) =>
  json(response, status, { error: { code: status, message: reason, errors: [{ reason }] } });

const CHANNEL = {
  id: "UC1234567890123456789012",
  snippet: {
    title: "Daily Kitchen",
    description: "Recipes. STUDIO-ABC",
    customUrl: "@DailyKitchen",
    thumbnails: {
      default: { url: "https://yt3.ggpht.com/a=s88" },
      medium: { url: "https://yt3.ggpht.com/a=s240" },
    },
  },
  statistics: { viewCount: "4820000", subscriberCount: "32100", videoCount: "250" },
  contentDetails: { relatedPlaylists: { uploads: "UU1234567890123456789012" } },
};

function platformWith(channelAnswer: Handler): Handler {
  return (url, response) => {
    if (url.pathname.endsWith("/channels")) return channelAnswer(url, response);
    if (url.pathname.endsWith("/playlistItems")) {
      return json(response, 200, { items: [], pageInfo: { totalResults: 214, resultsPerPage: 1 } });
    }
    return json(response, 404, {});
  };
}

const client = (overrides: { retries?: number; timeoutMs?: number } = {}) =>
  createYouTubeClient({
    baseUrl,
    apiKey: "test-key",
    timeoutMs: 2_000,
    retries: 2,
    minRetryDelayMs: 5,
    ...overrides,
  });

describe("YouTube Data API client", () => {
  it("finds a channel by handle with its description, statistics and Shorts count", async () => {
    handler = platformWith((_url, response) => json(response, 200, { items: [CHANNEL] }));
    const found = await client().findChannel({ kind: "handle", value: "dailykitchen" });
    expect(found).toEqual({
      id: CHANNEL.id,
      handle: "dailykitchen",
      title: "Daily Kitchen",
      thumbnailUrl: "https://yt3.ggpht.com/a=s240",
      description: "Recipes. STUDIO-ABC",
      subscriberCount: 32_100,
      viewCount: 4_820_000,
      shortsCount: 214,
    });
    const [channels, shorts] = requests;
    expect(channels?.searchParams.get("forHandle")).toBe("@dailykitchen");
    expect(channels?.searchParams.get("key")).toBe("test-key");
    expect(channels?.searchParams.get("part")).toBe("snippet,statistics,contentDetails");
    expect(shorts?.searchParams.get("playlistId")).toBe("UUSH1234567890123456789012");
  });

  it("looks a channel up by id, and a custom name by handle then by legacy user name", async () => {
    handler = platformWith((url, response) =>
      json(response, 200, {
        items: url.searchParams.get("forUsername") || url.searchParams.get("id") ? [CHANNEL] : [],
      }),
    );
    expect(await client().findChannel({ kind: "id", value: CHANNEL.id })).not.toBeNull();
    expect(requests[0]?.searchParams.get("id")).toBe(CHANNEL.id);
    requests = [];
    expect(await client().findChannel({ kind: "custom", value: "OldName" })).not.toBeNull();
    expect(requests.map((r) => r.searchParams.get("forHandle") ?? r.searchParams.get("forUsername"))).toEqual(
      ["@OldName", "OldName", null],
    );
  });

  it("answers null when the platform has no such channel", async () => {
    handler = platformWith((_url, response) => json(response, 200, { pageInfo: { totalResults: 0 } }));
    expect(await client().findChannel({ kind: "handle", value: "nobody" })).toBeNull();
  });

  it("counts no Shorts when the channel has no Shorts playlist", async () => {
    handler = (url, response) =>
      url.pathname.endsWith("/channels")
        ? json(response, 200, { items: [CHANNEL] })
        : apiError(response, 404, "playlistNotFound");
    expect((await client().findChannel({ kind: "handle", value: "x" }))?.shortsCount).toBe(0);
  });

  it("retries server errors and rate limits with backoff, then succeeds", async () => {
    let calls = 0;
    handler = platformWith((_url, response) => {
      calls++;
      if (calls === 1) return apiError(response, 503, "backendError");
      if (calls === 2) return apiError(response, 403, "rateLimitExceeded");
      return json(response, 200, { items: [CHANNEL] });
    });
    expect(await client().findChannel({ kind: "handle", value: "x" })).not.toBeNull();
    expect(calls).toBe(3);
  });

  it("gives up after the retries with 'unavailable'", async () => {
    handler = (_url, response) => apiError(response, 500, "backendError");
    const failure = await client({ retries: 2 })
      .findChannel({ kind: "handle", value: "x" })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PlatformUnavailableError);
    expect((failure as PlatformUnavailableError).reason).toBe("unavailable");
    expect(requests).toHaveLength(3);
  });

  it("does not retry a spent daily quota ('quota', one request)", async () => {
    handler = (_url, response) => apiError(response, 403, "quotaExceeded");
    const failure = await client()
      .findChannel({ kind: "handle", value: "x" })
      .catch((e: unknown) => e);
    expect((failure as PlatformUnavailableError).reason).toBe("quota");
    expect(requests).toHaveLength(1);
  });

  it("does not retry a refused key ('rejected')", async () => {
    handler = (_url, response) => apiError(response, 400, "keyInvalid");
    const failure = await client()
      .findChannel({ kind: "handle", value: "x" })
      .catch((e: unknown) => e);
    expect((failure as PlatformUnavailableError).reason).toBe("rejected");
    expect(requests).toHaveLength(1);
  });

  it("times out a platform that does not answer", async () => {
    handler = () => {};
    const started = Date.now();
    const failure = await client({ timeoutMs: 150, retries: 1 })
      .findChannel({ kind: "handle", value: "x" })
      .catch((e: unknown) => e);
    expect((failure as PlatformUnavailableError).reason).toBe("unavailable");
    expect(requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("treats an answer of the wrong shape as unavailable", async () => {
    handler = (_url, response) => json(response, 200, { items: [{ id: 5 }] });
    const failure = await client()
      .findChannel({ kind: "handle", value: "x" })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PlatformUnavailableError);
  });

  it("lists recent uploads with their durations and views", async () => {
    handler = (url, response) => {
      if (url.pathname.endsWith("/playlistItems")) {
        expect(url.searchParams.get("playlistId")).toBe("UU1234567890123456789012");
        return json(response, 200, {
          items: [{ contentDetails: { videoId: "v1" } }, { contentDetails: { videoId: "v2" } }],
        });
      }
      expect(url.searchParams.get("id")).toBe("v1,v2");
      return json(response, 200, {
        items: [
          {
            id: "v1",
            snippet: { title: "One", publishedAt: "2026-11-01T09:00:00Z", thumbnails: {} },
            statistics: { viewCount: "1200" },
            contentDetails: { duration: "PT45S" },
          },
          {
            id: "v2",
            snippet: { title: "Two", publishedAt: "2026-11-02T09:00:00Z", thumbnails: {} },
            statistics: {},
            contentDetails: { duration: "PT1H2M3S" },
          },
        ],
      });
    };
    const videos = await client().listRecentVideos(CHANNEL.id, 10);
    expect(videos.map((v) => [v.id, v.durationSeconds, v.viewCount])).toEqual([
      ["v1", 45, 1200],
      ["v2", 3723, 0],
    ]);
  });
});

describe("ISO 8601 durations", () => {
  it.each([
    ["PT45S", 45],
    ["PT1M5S", 65],
    ["PT2H", 7200],
    ["P1DT1S", 86_401],
    ["PT0S", 0],
    ["garbage", 0],
  ])("%s is %i seconds", (text, seconds) => {
    expect(parseIsoDuration(text)).toBe(seconds);
  });

  it("writes what it reads", () => {
    for (const seconds of [0, 1, 59, 60, 61, 3599, 3600, 3723])
      expect(parseIsoDuration(toIsoDuration(seconds))).toBe(seconds);
  });
});
