import { normalizeSearchText, searchGrams } from "@studio/contract";
import type { Db } from "../../src/db/client";
import { tracks } from "../../src/db/schema";

export type NewTrack = typeof tracks.$inferInsert;

/**
 * Adds `count` tracks to a network in one statement: "<name> <i>" by `artist`, ISRCs from
 * `isrcStart` on (KRA40 + 7 digits), release dates spread over a week so some share a day, and
 * the search text and grams the catalogue import writes. `each` overrides fields per track.
 */
export async function createTracks(
  db: Db,
  networkId: number,
  count: number,
  options: { name: string; artist: string; isrcStart: number; each?: (i: number) => Partial<NewTrack> },
): Promise<void> {
  const rows: NewTrack[] = Array.from({ length: count }, (_, i) => {
    const name = `${options.name} ${i}`;
    const isrc = `KRA40${String(options.isrcStart + i).padStart(7, "0")}`;
    const searchText = normalizeSearchText(`${name}|${options.artist}|${isrc}`);
    return {
      networkId,
      isrc,
      name,
      artist: options.artist,
      category: "bgm",
      tags: ["calm"],
      releaseDate: `2019-06-0${1 + (i % 7)}`,
      durationSeconds: 60,
      audioFile: "a.wav",
      coverFile: "c.svg",
      searchText,
      searchGrams: searchGrams(searchText),
      ...options.each?.(i),
    };
  });
  await db.insert(tracks).values(rows);
}
