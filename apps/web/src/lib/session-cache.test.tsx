import { STORAGE_KEYS } from "@studio/contract";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { useSettings } from "../stores/settings";
import { clearCacheOnTokenChange } from "./session-cache";

const seeded = () => {
  const client = new QueryClient();
  client.setQueryData(["member", "me", "manager-token"], { info: { user_id: "manager@studio.test" } });
  client.setQueryData(["v2/music/dashboard", { start: "2026-11-01" }], { totals: { revenue: "166220000" } });
  client.setQueryData(["music", "favourites"], { items: [{ id: 1 }] });
  return client;
};

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  useSettings.setState({ token: null });
});

describe("clearCacheOnTokenChange", () => {
  it.each([
    ["logout", "manager-token", null],
    ["login as another account", null, "creator-token"],
    ["a new session over an old one (one-time login)", "manager-token", "creator-token"],
  ])("empties every query on %s", (_name, before, after) => {
    useSettings.setState({ token: before });
    const client = seeded();
    stop = clearCacheOnTokenChange(client);
    useSettings.getState().setToken(after);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it("keeps the cache when the token stays the same", () => {
    useSettings.setState({ token: "manager-token" });
    const client = seeded();
    stop = clearCacheOnTokenChange(client);
    useSettings.getState().setToken("manager-token");
    useSettings.getState().setCurrency("CNY");
    expect(client.getQueryCache().getAll()).toHaveLength(3);
  });
});

describe("the remembered member name (docs/decisions/119)", () => {
  afterEach(() => window.localStorage.clear());

  it.each([
    ["logout", null],
    ["another session", "creator-token"],
  ])("is forgotten on %s", (_name, next) => {
    useSettings.setState({ token: "manager-token" });
    window.localStorage.setItem(STORAGE_KEYS.memberName, "Mina");
    useSettings.getState().setToken(next);
    expect(window.localStorage.getItem(STORAGE_KEYS.memberName)).toBeNull();
  });
});
