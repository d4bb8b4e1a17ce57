import { meCall, RETRY_STATUSES } from "@studio/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSettings } from "../stores/settings";
import { aMember } from "../test/fixtures";
import { ApiError, callApi } from "./api-client";
import { ContractMismatch } from "./contract-check";

const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, message: "", data }), { status: 200 });
const failure = (status: number, code: number) =>
  new Response(JSON.stringify({ success: false, code, message: `error ${code}` }), { status });
const me = aMember();
// The settings as the file found them: tests set a language, currency, site and token.
const settingsAtStart = useSettings.getState();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  useSettings.setState(settingsAtStart, true);
});

describe("callApi", () => {
  it.each(RETRY_STATUSES)("retries a GET once after %i", async (status) => {
    const fetch = vi.fn().mockResolvedValueOnce(failure(status, 1)).mockResolvedValueOnce(ok(me));
    vi.stubGlobal("fetch", fetch);
    await expect(callApi("meCall", {})).resolves.toEqual(me);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("retries a GET once after a network failure, then reports it", async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetch);
    await expect(callApi("meCall", {})).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("does not retry a POST, nor a GET answered 400", async () => {
    const fetch = vi.fn().mockResolvedValue(failure(503, 1));
    vi.stubGlobal("fetch", fetch);
    await expect(callApi("loginCall", { id: "a@b.c", password: "x" })).rejects.toMatchObject({
      code: 1,
      status: 503,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    fetch.mockClear();
    fetch.mockResolvedValue(failure(400, 4));
    await expect(callApi("meCall", {})).rejects.toMatchObject({ code: 4, message: "error 4" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("sends language, currency, site and token headers", async () => {
    useSettings.setState({ language: "zh-TW", currency: "CNY", token: "tok", domain: "wave.localhost" });
    useSettings.setState({ metaSite: { name: "Wave" } as never });
    const fetch = vi.fn().mockResolvedValue(ok(me));
    vi.stubGlobal("fetch", fetch);
    await callApi("meCall", {});
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers).toMatchObject({
      "accept-language": "zh-TW",
      "x-currency": "CNY",
      "x-network-domain": "wave.localhost",
      authorization: "Bearer tok",
    });
  });
});

describe("callApi and a refused session", () => {
  it("signs out locally when the API answers 401 to the current token", async () => {
    useSettings.setState({ token: "gone" });
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(failure(401, 10000)));
    await expect(callApi("meCall", {})).rejects.toMatchObject({ status: 401 });
    expect(useSettings.getState().token).toBeNull();
  });

  it("leaves a newer session alone when a late 401 answers an older token", async () => {
    useSettings.setState({ token: "old" });
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal("fetch", vi.fn().mockReturnValue(new Promise<Response>((resolve) => (answer = resolve))));
    const pending = callApi("meCall", {});
    useSettings.setState({ token: "new" });
    answer(failure(401, 10000));
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(useSettings.getState().token).toBe("new");
  });
});

describe("callApi and the routes of every call", () => {
  it("sends the session of the moment a call is made, though the routes load first", async () => {
    useSettings.setState({ token: "old" });
    const fetch = vi.fn().mockResolvedValue(failure(400, 1));
    vi.stubGlobal("fetch", fetch);
    // Not a start-up call: its route comes with the table of every call (docs/decisions/147).
    const pending = callApi("logoutCall", {});
    useSettings.setState({ token: "new" });
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ authorization: "Bearer old" });
  });
});

describe("callApi and the contract's output schemas", () => {
  it("runs with the check on in tests", () => {
    expect(import.meta.env.MODE).toBe("test");
  });

  it("returns an answer that matches the contract as it came", async () => {
    const answer = { ...me, added_later: true };
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(ok(answer)));
    // Unknown fields pass, and nothing is stripped: development returns what production would.
    await expect(callApi("meCall", {})).resolves.toEqual(answer);
  });

  it("throws ContractMismatch naming the call and the zod issues", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { permission: _dropped, ...withoutPermission } = me;
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(ok({ ...withoutPermission, tutorial_step: "2" })));
    const error = await callApi("meCall", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractMismatch);
    const mismatch = error as ContractMismatch;
    expect(mismatch.call).toBe("GET member/me");
    expect(mismatch.issues.map((issue) => issue.path.join("."))).toEqual(["permission", "tutorial_step"]);
    expect(mismatch.message).toContain("GET member/me");
    expect(mismatch.message).toContain("→ at permission");
    expect(mismatch.message).toContain("→ at tutorial_step");
    expect(console.error).toHaveBeenCalledWith(mismatch);
  });

  it("checks nested answers too (a null where the contract wants a list)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn().mockResolvedValue(ok({ max_date: "2026-11-21", time_zone: "Asia/Seoul", members: null })),
    );
    await expect(callApi("musicDashboardMetaCall", {})).rejects.toMatchObject({
      name: "ContractMismatch",
      call: "GET v2/music/dashboard/meta",
      issues: [expect.objectContaining({ path: ["members"] })],
    });
  });

  it("does not check in a production build", async () => {
    vi.stubEnv("DEV", false);
    vi.stubEnv("MODE", "production");
    const parse = vi.spyOn(meCall.output, "safeParse");
    const wrong = { info: { name: "A", user_id: "a@b.c" } };
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(ok(wrong)));
    await expect(callApi("meCall", {})).resolves.toEqual(wrong);
    expect(parse).not.toHaveBeenCalled();
  });

  it("does not check failures: they stay ApiError", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(failure(400, 4)));
    await expect(callApi("loginCall", { id: "a@b.c", password: "x" })).rejects.toBeInstanceOf(ApiError);
  });
});
