import { type CallOutput, LANDING_MOODS, type landingMusicCall, MOOD_TAGS } from "@studio/contract";
import { and, desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { onReadDb } from "../../db/read-replica";
import type { Network } from "../../db/rows";
import { tracks } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { inCatalogue, withTags } from "./queries";
import { cachedTagCounts } from "./tag-counts";
import { toMusic } from "./track-view";

/**
 * What the public landing page's mood slider plays (docs/spec.md §2 landing): the network's
 * fullest moods, each with its newest tracks. A visitor hears the catalogue's own previews; nothing
 * of an account is read, so it reads the replica when one is set (docs/decisions/148).
 */
export async function landingMusic(
  deps: AppDeps,
  network: Network,
): Promise<CallOutput<typeof landingMusicCall>> {
  return onReadDb(deps, (db) => moodsOf(db, network));
}

async function moodsOf(db: Db, network: Network): Promise<CallOutput<typeof landingMusicCall>> {
  const counts = await cachedTagCounts(db, network.id);
  const moods = MOOD_TAGS.filter((tag) => (counts.get(tag) ?? 0) > 0)
    .sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))
    .slice(0, LANDING_MOODS.moods);
  return {
    moods: await Promise.all(
      moods.map(async (tag) => {
        const rows = await db
          .select()
          .from(tracks)
          .where(and(inCatalogue(network.id), withTags([tag])))
          .orderBy(desc(tracks.releaseDate), desc(tracks.id))
          .limit(LANDING_MOODS.tracksPerMood);
        return {
          tag,
          // A track as every music call answers it, narrowed to what a visitor hears.
          tracks: rows.map((track) => {
            const { isrc, name, artist, thumbnail, music, duration } = toMusic(track, false);
            return { isrc, name, artist, thumbnail, music, duration };
          }),
        };
      }),
    ),
  };
}
