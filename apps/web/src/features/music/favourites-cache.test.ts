import type { TMusic } from "@studio/contract";
import { describe, expect, it } from "vitest";
import { aTrack } from "../../test/fixtures";
import { withFavourite } from "./favourites-cache";

const track = (n: number): TMusic => aTrack(n);

describe("withFavourite", () => {
  const list = { items: [{ ...track(1), favorited: true }], total: 1, limit: 10 };
  it("puts a new favourite first", () => {
    const next = withFavourite(list, track(2), true);
    expect(next.items.map((t) => t.isrc)).toEqual(["KRA402600002", "KRA402600001"]);
    expect(next.items[0]?.favorited).toBe(true);
    expect(next.total).toBe(2);
  });
  it("takes a track out", () => {
    expect(withFavourite(list, track(1), false)).toEqual({ items: [], total: 0, limit: 10 });
    expect(withFavourite(list, track(3), false).total).toBe(1);
  });
});
