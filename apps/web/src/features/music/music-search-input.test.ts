import { MUSIC_TAGS } from "@studio/contract";
import { describe, expect, it } from "vitest";
import {
  filtersFromParams,
  type MusicFilters,
  musicSearchInput,
  nextSearchPage,
  paramsWithFilters,
  toggleTag,
} from "./music-search-input";

const none: MusicFilters = { search: "", tags: [], category: null, shopping: false };

describe("musicSearchInput", () => {
  it("sends only the page and size without filters", () => {
    expect(musicSearchInput(none, 0)).toEqual({ page: 0, size: 50 });
  });
  it("trims the text and keeps Korean and Chinese text as typed", () => {
    expect(musicSearchInput({ ...none, search: "  푸른 밤 " }, 1).search).toBe("푸른 밤");
    expect(musicSearchInput({ ...none, search: "夜空" }, 0).search).toBe("夜空");
    expect(musicSearchInput({ ...none, search: "   " }, 0)).not.toHaveProperty("search");
    expect(musicSearchInput({ ...none, search: "x".repeat(150) }, 0).search).toHaveLength(100);
  });
  it("cuts long text where the server's limit is, never inside an emoji", () => {
    // "😀" is two UTF-16 units: the 100th unit would be half of it.
    expect(musicSearchInput({ ...none, search: `${"x".repeat(99)}😀` }, 0).search).toBe("x".repeat(99));
  });
  it("joins at most five distinct tags with commas", () => {
    const input = musicSearchInput({ ...none, tags: ["calm", "ai.cute", "calm"] }, 0);
    expect(input.tags).toBe("calm,ai.cute");
    const many = musicSearchInput({ ...none, tags: MUSIC_TAGS.slice(0, 7) }, 0);
    expect(String(many.tags).split(",")).toHaveLength(5);
  });
  it("adds the category and the shopping flag", () => {
    expect(musicSearchInput({ ...none, category: "kpop", shopping: true }, 2, 20)).toEqual({
      page: 2,
      size: 20,
      category: "kpop",
      shopping: "true",
    });
  });
});

describe("address bar filters", () => {
  it("reads known tags and category and drops the rest", () => {
    const params = new URLSearchParams("tags=calm,bogus,ai.cute&category=ost");
    expect(filtersFromParams(params)).toEqual({ tags: ["calm", "ai.cute"], category: "ost" });
    expect(filtersFromParams(new URLSearchParams("category=jazz"))).toEqual({ tags: [], category: null });
  });
  it("writes them back and keeps other parameters", () => {
    const params = paramsWithFilters(new URLSearchParams("x=1&tags=sad"), { tags: ["calm"], category: null });
    expect(params.toString()).toBe("x=1&tags=calm");
    expect(paramsWithFilters(params, { tags: [], category: "bgm" }).toString()).toBe("x=1&category=bgm");
  });
});

describe("toggleTag", () => {
  it("adds and removes, and refuses a sixth tag", () => {
    expect(toggleTag(["calm"], "sad")).toEqual(["calm", "sad"]);
    expect(toggleTag(["calm", "sad"], "calm")).toEqual(["sad"]);
    const five = MUSIC_TAGS.slice(0, 5);
    expect(toggleTag(five, "ai.cute")).toEqual(five);
  });
});

describe("nextSearchPage", () => {
  it("asks for the next page until all are loaded", () => {
    expect(nextSearchPage([{ items: [1, 2] }], 5)).toBe(1);
    expect(nextSearchPage([{ items: [1, 2] }, { items: [3, 4] }], 5)).toBe(2);
    expect(nextSearchPage([{ items: [1, 2] }, { items: [3, 4, 5] }], 5)).toBeUndefined();
    expect(nextSearchPage([{ items: [] }], 5)).toBeUndefined();
  });
  it("goes on past a capped total until a page comes back empty", () => {
    expect(nextSearchPage([{ items: [1, 2] }], 2, true)).toBe(1);
    expect(nextSearchPage([{ items: [1, 2] }, { items: [3, 4] }], 2, true)).toBe(2);
    expect(nextSearchPage([{ items: [1, 2] }, { items: [] }], 2, true)).toBeUndefined();
  });
});
