import { describe, expect, it } from "vitest";
import { musicSearchCall } from "../calls/music";
import { musicVideoExportCall, musicVideoListCall } from "../calls/revenue";
import { MAX_VIDEO_SEARCH_TEXT } from "../constants";
import { MAX_SEARCH_TEXT, MUSIC_TAGS } from "./music-tags";
import { queryGrams, searchGrams, searchTextWithin } from "./search-text";

const RANGE = { start: "2026-11-01", end: "2026-11-30" };

describe("the video search limit", () => {
  it("is 100 characters after trimming, in the list and its export", () => {
    expect(MAX_VIDEO_SEARCH_TEXT).toBe(100);
    for (const call of [musicVideoListCall, musicVideoExportCall]) {
      expect(call.input.safeParse({ ...RANGE, search: "a".repeat(100) }).success).toBe(true);
      expect(call.input.safeParse({ ...RANGE, search: ` ${"a".repeat(100)} ` }).success).toBe(true);
      expect(call.input.safeParse({ ...RANGE, search: "a".repeat(101) }).success).toBe(false);
    }
  });
});

describe("the music search limit", () => {
  it("is 100 characters after trimming", () => {
    expect(musicSearchCall.input.safeParse({ search: ` ${"a".repeat(MAX_SEARCH_TEXT)} ` }).success).toBe(
      true,
    );
    expect(musicSearchCall.input.safeParse({ search: "a".repeat(MAX_SEARCH_TEXT + 1) }).success).toBe(false);
  });
});

describe("searchTextWithin", () => {
  it.each([
    ["", 5, ""],
    ["  cat  ", 5, "cat"],
    ["abcde", 5, "abcde"],
    ["abcdef", 5, "abcde"],
    // Trimmed before it is cut, as the schemas count: the leading space costs nothing.
    [" abcde", 5, "abcde"],
    ["ab cdef", 3, "ab"],
    // Never half a surrogate pair: "😀" is two UTF-16 units.
    ["ab😀", 3, "ab"],
    ["ab😀", 4, "ab😀"],
  ])("searchTextWithin(%o, %s) === %o", (text, max, expected) => {
    expect(searchTextWithin(text, max)).toBe(expected);
  });

  it("gives what the video list takes, whatever is pasted", () => {
    const pasted = `  ${"검색".repeat(80)}  `;
    const search = searchTextWithin(pasted, MAX_VIDEO_SEARCH_TEXT);
    expect(search).toHaveLength(MAX_VIDEO_SEARCH_TEXT);
    expect(musicVideoListCall.input.safeParse({ ...RANGE, search }).success).toBe(true);
  });
});

describe("grams and tags in one index", () => {
  it("never collide: grams have one or two characters, every tag has more", () => {
    for (const tag of MUSIC_TAGS) expect([...tag].length, tag).toBeGreaterThan(2);
    const grams = [...searchGrams("calm|edm|sad"), ...queryGrams("bright")];
    for (const gram of grams) expect([...gram].length).toBeLessThanOrEqual(2);
    expect(grams.filter((gram) => (MUSIC_TAGS as readonly string[]).includes(gram))).toEqual([]);
  });
});
