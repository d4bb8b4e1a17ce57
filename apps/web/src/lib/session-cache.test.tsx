import { STORAGE_KEYS } from "@studio/contract";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { useSettings } from "../stores/settings";
import { aMember } from "../test/fixtures";
import { meQueryOptions } from "./session";
import { clearCacheOnTokenChange, rememberMemberName } from "./session-cache";

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

describe("rememberMemberName (docs/decisions.md 119)", () => {
  const remembered = () => window.localStorage.getItem(STORAGE_KEYS.memberName);
  afterEach(() => window.localStorage.clear());

  it("keeps the member's name as the member query answers it, and its change", async () => {
    useSettings.setState({ token: "creator-token" });
    const client = new QueryClient();
    stop = rememberMemberName(client);
    const options = meQueryOptions("creator-token");
    await client.fetchQuery({ ...options, queryFn: () => aMember({ info: { name: "Mina", user_id: "m" } }) });
    expect(remembered()).toBe("Mina");
    await client.fetchQuery({
      ...options,
      staleTime: 0,
      queryFn: () => aMember({ info: { name: "Mina Park", user_id: "m" } }),
    });
    expect(remembered()).toBe("Mina Park");
  });

  it("forgets it on logout and when the token is refused (the member query answers null)", async () => {
    useSettings.setState({ token: "creator-token" });
    window.localStorage.setItem(STORAGE_KEYS.memberName, "Mina");
    const client = new QueryClient();
    stop = rememberMemberName(client);
    useSettings.getState().setToken(null);
    expect(remembered()).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.memberName, "Mina");
    await client.fetchQuery({ ...meQueryOptions("refused"), queryFn: () => null });
    expect(remembered()).toBeNull();
  });
});
