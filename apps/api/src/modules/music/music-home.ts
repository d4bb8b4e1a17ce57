import { type CallOutput, MOOD_TAGS, type MusicTag, type musicHomeCall } from "@studio/contract";
import { eq } from "drizzle-orm";
import { tracks } from "../../db/schema";
import type { AppDeps } from "../../deps";
import type { Account } from "../auth";
import type { Network } from "../site";
import { newestTracks, withTags } from "./queries";
import { cachedTagCounts } from "./tag-counts";
import { toMusic } from "./track-view";
import { weeklyPopular } from "./weekly-popular";

const HOME_ROW = 12;
const MOOD_PICKS = 6;
const MOOD_PICK_SIZE = 8;

/** The music home (docs/spec.md §7): new releases, weekly popular, mood picks, prioritized. */
export async function musicHome(
  deps: AppDeps,
  network: Network,
  account: Account,
): Promise<CallOutput<typeof musicHomeCall>> {
  const counts = await cachedTagCounts(deps.db, network.id);
  const moods = MOOD_TAGS.filter((tag) => (counts.get(tag) ?? 0) > 0)
    .sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))
    .slice(0, MOOD_PICKS);
  const [latest, prioritized, popular, picks] = await Promise.all([
    newestTracks(deps.db, network.id, account.id, HOME_ROW),
    newestTracks(deps.db, network.id, account.id, HOME_ROW, eq(tracks.prioritized, true)),
    weeklyPopular(deps, network, account),
    // Each mood's newest tracks, without counting them: the home shows no totals.
    Promise.all(
      moods.map(async (tag) => ({
        tag: tag as MusicTag,
        items: (await newestTracks(deps.db, network.id, account.id, MOOD_PICK_SIZE, withTags([tag]))).map(
          (r) => toMusic(r.track, r.favorited),
        ),
      })),
    ),
  ]);
  return {
    new_releases: latest.map((r) => toMusic(r.track, r.favorited)),
    weekly_popular: popular,
    mood_picks: picks,
    prioritized: prioritized.map((r) => toMusic(r.track, r.favorited)),
  };
}
