import { describe, expect, it } from "vitest";
import type { Account } from "../../db/rows";
import { SessionCache } from "./session-cache";

const MINUTE = 60_000;

/** What a read of a session of this account found at `storedAt`. */
function readOf(accountId: number, storedAt = 0) {
  return {
    accountId,
    account: { id: accountId, networkId: 1 } as Account,
    version: "1",
    expiresAt: new Date(storedAt + 30 * 86_400_000),
    storedAt,
  };
}

function listeningCache(maxEntries = 10) {
  const cache = new SessionCache(maxEntries, MINUTE);
  cache.setListening(true);
  return cache;
}

describe("SessionCache", () => {
  it("trusts a read made while listening with nothing heard meanwhile", () => {
    const cache = listeningCache();
    cache.set("a", readOf(1), cache.snapshot());
    expect(cache.get("a", 0)?.trusted).toBe(true);
  });

  it("does not trust a read during which a change was heard, whichever the account", () => {
    const cache = listeningCache();
    const startedAt = cache.snapshot();
    cache.forgetAccount(99);
    cache.set("a", readOf(1), startedAt);
    expect(cache.get("a", 0)?.trusted).toBe(false);
  });

  it("does not trust a read that started before the listener came up, nor one made while it is down", () => {
    const cache = new SessionCache(10, MINUTE);
    const beforeUp = cache.snapshot();
    cache.setListening(true);
    cache.set("a", readOf(1), beforeUp);
    expect(cache.get("a", 0)?.trusted).toBe(false);

    cache.setListening(false);
    cache.set("b", readOf(2), cache.snapshot());
    expect(cache.get("b", 0)?.trusted).toBe(false);
  });

  it("drops everything when the listener goes down or comes back", () => {
    const cache = listeningCache();
    cache.set("a", readOf(1), cache.snapshot());
    cache.setListening(false);
    expect(cache.size).toBe(0);
    cache.set("b", readOf(2), cache.snapshot());
    cache.setListening(true);
    expect(cache.size).toBe(0);
  });

  it("forgets every session of an account heard about, and only those", () => {
    const cache = listeningCache();
    cache.set("a1", readOf(1), cache.snapshot());
    cache.set("a2", readOf(1), cache.snapshot());
    cache.set("b", readOf(2), cache.snapshot());
    cache.forgetAccount(1);
    expect(cache.get("a1", 0)).toBeUndefined();
    expect(cache.get("a2", 0)).toBeUndefined();
    expect(cache.get("b", 0)).toBeDefined();
  });

  it("reads an entry again once it is a minute old", () => {
    const cache = listeningCache();
    cache.set("a", readOf(1, 1_000), cache.snapshot());
    expect(cache.get("a", 1_000 + MINUTE - 1)).toBeDefined();
    expect(cache.get("a", 1_000 + MINUTE)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps at most its bound, dropping the least recently used first", () => {
    const cache = listeningCache(2);
    cache.set("a", readOf(1), cache.snapshot());
    cache.set("b", readOf(2), cache.snapshot());
    cache.get("a", 0);
    cache.set("c", readOf(3), cache.snapshot());
    expect(cache.size).toBe(2);
    expect(cache.get("b", 0)).toBeUndefined();
    expect(cache.get("a", 0)).toBeDefined();
    expect(cache.get("c", 0)).toBeDefined();
    // The dropped entry's account index went with it: forgetting account 2 touches nothing else.
    cache.forgetAccount(2);
    expect(cache.size).toBe(2);
  });
});
