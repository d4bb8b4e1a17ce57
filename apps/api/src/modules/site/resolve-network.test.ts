import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { networkDomains, networks } from "../../db/schema";
import { createNetworkResolver } from "./resolve-network";

/** A database that knows two networks and counts the queries it answers. */
function fakeDb() {
  const rows = new Map<unknown, unknown[]>([
    [
      networks,
      [
        { id: 1, slug: "studio", isDefault: true },
        { id: 2, slug: "wave", isDefault: false },
      ],
    ],
    [networkDomains, [{ domain: "wave.studio.test", networkId: 2 }]],
  ]);
  const counter = { queries: 0 };
  const db = {
    select: () => ({
      from: async (table: unknown) => {
        counter.queries += 1;
        return rows.get(table) ?? [];
      },
    }),
  };
  return { db: db as unknown as Db, counter };
}

describe("network resolver", () => {
  it("answers the network of a known domain and the default one for any other", async () => {
    const { db } = fakeDb();
    const resolve = createNetworkResolver(db);
    expect((await resolve("WWW.Wave.Studio.Test:3000")).slug).toBe("wave");
    expect((await resolve("unknown.example")).slug).toBe("studio");
    expect((await resolve(undefined)).slug).toBe("studio");
  });

  it("costs no query per made-up domain: a thousand of them read the map once", async () => {
    const { db, counter } = fakeDb();
    const resolve = createNetworkResolver(db);
    for (let i = 0; i < 1_000; i++) await resolve(`made-up-${i}.example`);
    // One map: the networks and their domains, two queries in all.
    expect(counter.queries).toBe(2);
  });
});
