// @vitest-environment jsdom
import { BUILD_CHECK_INTERVAL_MS } from "@studio/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type BuildCheck = typeof import("./build-check");

const HOUR = BUILD_CHECK_INTERVAL_MS;
const location = { assign: vi.fn(), reload: vi.fn() };
let fetchBuild: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let stop: (() => void) | undefined;

/** build.json as the server answers it: the stand-in resolves at once, so a check ends within the tick that ran it. */
function answerBuild(answer: { buildId?: string; status?: number } | Error) {
  fetchBuild.mockImplementation(async () => {
    if (answer instanceof Error) throw answer;
    const status = answer.status ?? 200;
    const response: Pick<Response, "ok" | "json"> = {
      ok: status < 400,
      json: async () => {
        // A missing build.json comes back as the app's HTML page.
        if (status >= 400) throw new SyntaxError("Unexpected token '<', \"<!doctype \"... is not valid JSON");
        return { buildId: answer.buildId };
      },
    };
    return response as Response;
  });
}

/** A fresh copy of the module, as a page (re)load has: what it keeps in memory starts over. */
async function loadPage(): Promise<BuildCheck> {
  vi.resetModules();
  return import("./build-check");
}

/**
 * Lets the hour pass. advanceTimersByTimeAsync runs the due check and lets its promises settle
 * before returning; the stand-in fetch never waits on anything else, so the check has ended.
 */
const hourPasses = () => vi.advanceTimersByTimeAsync(HOUR);

beforeEach(() => {
  vi.useFakeTimers();
  location.assign.mockReset();
  location.reload.mockReset();
  vi.stubGlobal("location", location);
  fetchBuild = vi.fn();
  vi.stubGlobal("fetch", fetchBuild);
});
afterEach(() => {
  stop?.();
  stop = undefined;
  // Spies on the (fake) timers first, so the real timers are what stays.
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe("the hourly build check", () => {
  it("asks build.json once an hour, uncached, and on a new build reloads at the next navigation", async () => {
    const { startBuildCheck, reloadIfNewBuild } = await loadPage();
    answerBuild({ buildId: "build-2" });
    stop = startBuildCheck("build-1");

    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(fetchBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBuild).toHaveBeenCalledTimes(1);
    const [url, init] = fetchBuild.mock.calls[0] ?? [];
    expect(url).toMatch(/^\/build\.json\?t=\d+$/);
    expect(init).toMatchObject({ cache: "no-store" });

    // The page is not reloaded under the person's feet: the next navigation loads the new build.
    expect(location.assign).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
    expect(reloadIfNewBuild("/music?page=2")).toBe(true);
    expect(location.assign).toHaveBeenCalledWith("/music?page=2");

    await hourPasses();
    expect(fetchBuild).toHaveBeenCalledTimes(2);
  });

  it("does nothing while the build is the same", async () => {
    const { startBuildCheck, reloadIfNewBuild } = await loadPage();
    answerBuild({ buildId: "build-1" });
    stop = startBuildCheck("build-1");
    await hourPasses();
    await hourPasses();
    expect(fetchBuild).toHaveBeenCalledTimes(2);
    expect(reloadIfNewBuild("/dashboard")).toBe(false);
    expect(location.assign).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
  });

  it.each([
    ["the network fails", new TypeError("Failed to fetch")],
    ["build.json is missing", { status: 404 }],
    ["build.json names no build", {}],
  ])("shrugs off a check where %s, and still finds a new build the next hour", async (_case, answer) => {
    const { startBuildCheck, reloadIfNewBuild } = await loadPage();
    answerBuild(answer);
    const every = vi.spyOn(window, "setInterval");
    stop = startBuildCheck("build-1");
    // The hour's check as the timer runs it settles quietly: a rejection would reach the console.
    const check = every.mock.calls[0]?.[0] as () => Promise<void>;
    await expect(check()).resolves.toBeUndefined();
    expect(fetchBuild).toHaveBeenCalledTimes(1);
    expect(reloadIfNewBuild("/dashboard")).toBe(false);
    expect(location.assign).not.toHaveBeenCalled();

    answerBuild({ buildId: "build-2" });
    await hourPasses();
    expect(reloadIfNewBuild("/dashboard")).toBe(true);
    expect(location.assign).toHaveBeenCalledWith("/dashboard");
  });

  it("stops checking once stopped", async () => {
    const { startBuildCheck } = await loadPage();
    answerBuild({ buildId: "build-2" });
    startBuildCheck("build-1")();
    await hourPasses();
    expect(fetchBuild).not.toHaveBeenCalled();
  });
});

describe("a chunk that fails to load", () => {
  it.each([
    "Failed to fetch dynamically imported module: https://studio.test/assets/music-3f2a.js",
    "Importing a module script failed.",
    "error loading dynamically imported module: https://studio.test/assets/music-3f2a.js",
  ])("reloads the page once: %s", async (message) => {
    const page = await loadPage();
    page.reloadOnceForChunkError(new TypeError(message));
    expect(location.reload).toHaveBeenCalledTimes(1);

    // The reloaded page fails the same way (the chunk is still missing): no reload loop.
    const reloaded = await loadPage();
    reloaded.reloadOnceForChunkError(new TypeError(message));
    await vi.advanceTimersByTimeAsync(59_000);
    reloaded.reloadOnceForChunkError(new TypeError(message));
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it("tries again once a minute has passed since the last reload", async () => {
    const { reloadOnceForChunkError } = await loadPage();
    const error = new TypeError("Importing a module script failed.");
    reloadOnceForChunkError(error);
    await vi.advanceTimersByTimeAsync(60_000);
    reloadOnceForChunkError(error);
    reloadOnceForChunkError(error);
    expect(location.reload).toHaveBeenCalledTimes(2);
  });

  it("leaves other errors to the error page", async () => {
    const { reloadOnceForChunkError } = await loadPage();
    reloadOnceForChunkError(new Error("Cannot read properties of undefined (reading 'title')"));
    reloadOnceForChunkError({ status: 404 });
    reloadOnceForChunkError(undefined);
    expect(location.reload).not.toHaveBeenCalled();
  });
});
