import {
  AI_TAGS,
  MOOD_TAGS,
  type MusicTag,
  musicFavouritesCall,
  musicFavouriteToggleCall,
  musicHomeCall,
  musicLogCall,
  musicSearchCall,
  musicTagsCall,
} from "@studio/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { tracks } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { registerCall } from "../../lib/register-call";
import { favouritePage, findTrack, logMusicEvent, newestTracks, searchTracks } from "./queries";
import { cachedTagCounts } from "./tag-counts";
import { toggleFavourite } from "./toggle-favourite";
import { toMusic } from "./track-view";
import { weeklyPopular } from "./weekly-popular";

const HOME_ROW = 12;
const MOOD_PICKS = 6;
const MOOD_PICK_SIZE = 8;

/** The music calls of docs/spec.md §7: catalogue, search, favourites and the music log. */
export function registerMusicRoutes(app: FastifyInstance): void {
  registerCall(app, musicTagsCall, async ({ deps, network }) => {
    const counts = await cachedTagCounts(deps.db, network.id);
    return {
      datas: [
        ...MOOD_TAGS.map((id) => ({ id, family: "mood" as const, count: counts.get(id) ?? 0 })),
        ...AI_TAGS.map((id) => ({ id, family: "ai" as const, count: counts.get(id) ?? 0 })),
      ],
    };
  });

  registerCall(app, musicHomeCall, async ({ deps, network, account }) => {
    const counts = await cachedTagCounts(deps.db, network.id);
    const moods = MOOD_TAGS.filter((tag) => (counts.get(tag) ?? 0) > 0)
      .sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))
      .slice(0, MOOD_PICKS);
    const [latest, prioritized, popular, picks] = await Promise.all([
      newestTracks(deps.db, network.id, account.id, HOME_ROW),
      newestTracks(deps.db, network.id, account.id, HOME_ROW, eq(tracks.prioritized, true)),
      weeklyPopular(deps, network, account),
      Promise.all(
        moods.map(async (tag) => ({
          tag: tag as MusicTag,
          items: (
            await searchTracks(
              deps.db,
              network.id,
              account.id,
              { tags: [tag] },
              { page: 0, size: MOOD_PICK_SIZE },
            )
          ).rows.map((r) => toMusic(r.track, r.favorited)),
        })),
      ),
    ]);
    return {
      new_releases: latest.map((r) => toMusic(r.track, r.favorited)),
      weekly_popular: popular,
      mood_picks: picks,
      prioritized: prioritized.map((r) => toMusic(r.track, r.favorited)),
    };
  });

  registerCall(app, musicSearchCall, async ({ deps, network, account, input }) => {
    const { rows, total } = await searchTracks(deps.db, network.id, account.id, input, input);
    return { items: rows.map((r) => toMusic(r.track, r.favorited)), total };
  });

  registerCall(app, musicFavouritesCall, async ({ deps, network, account, input }) => {
    const { rows, total } = await favouritePage(deps.db, account.id, input);
    return { items: rows.map((track) => toMusic(track, true)), total, limit: network.favouritesLimit };
  });

  registerCall(
    app,
    musicFavouriteToggleCall,
    async ({ deps, network, account, input }) => ({
      favorited: await toggleFavourite(deps, network, account, input.isrc),
    }),
    { rateLimit: { max: 120, timeWindow: "1 minute" } },
  );

  registerCall(
    app,
    musicLogCall,
    async ({ deps, network, account, input }) => {
      const track = await findTrack(deps.db, network.id, input.isrc);
      if (!track) throw AppError.notFound();
      await logMusicEvent(deps.db, {
        networkId: network.id,
        accountId: account.id,
        trackId: track.id,
        kind: input.kind,
        createdAt: deps.now(),
      });
      return {};
    },
    // The log feeds the ranking: one account cannot inflate it faster than a person listens.
    { rateLimit: { max: 120, timeWindow: "1 minute" } },
  );
}
