import {
  AI_TAGS,
  landingMusicCall,
  MOOD_TAGS,
  musicFavouritesCall,
  musicFavouriteToggleCall,
  musicHomeCall,
  musicLogCall,
  musicSearchCall,
  musicTagsCall,
} from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { onReadDb } from "../../db/read-replica";
import { AppError } from "../../lib/app-error";
import { registerCall } from "../../lib/register-call";
import { landingMusic } from "./landing-music";
import { musicHome } from "./music-home";
import { favouritePage, findTrack, logMusicEvent } from "./queries";
import { searchTracks } from "./search-tracks";
import { cachedTagCounts } from "./tag-counts";
import { toggleFavourite } from "./toggle-favourite";
import { toMusic } from "./track-view";
import { forgetWeeklyScores } from "./weekly-popular";

/** The music calls of docs/spec.md §7: catalogue, search, favourites and the music log. */
export function registerMusicRoutes(app: FastifyInstance): void {
  registerCall(app, musicTagsCall, async ({ deps, network }) => {
    // The catalogue's counts, nothing of the account: the replica may answer (docs/decisions/148).
    const counts = await onReadDb(deps, (db) => cachedTagCounts(db, network.id));
    return {
      datas: [
        ...MOOD_TAGS.map((id) => ({ id, family: "mood" as const, count: counts.get(id) ?? 0 })),
        ...AI_TAGS.map((id) => ({ id, family: "ai" as const, count: counts.get(id) ?? 0 })),
      ],
    };
  });

  registerCall(app, musicHomeCall, ({ deps, network, account }) => musicHome(deps, network, account));

  registerCall(app, landingMusicCall, ({ deps, network }) => landingMusic(deps, network));

  registerCall(app, musicSearchCall, async ({ deps, network, account, input }) => {
    const { rows, total, capped } = await searchTracks(deps.db, network.id, account.id, input, input);
    return { items: rows.map((r) => toMusic(r.track, r.favorited)), total, total_capped: capped };
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
      forgetWeeklyScores(network.id);
      return {};
    },
    // The log feeds the ranking: one account cannot inflate it faster than a person listens.
    { rateLimit: { max: 120, timeWindow: "1 minute" } },
  );
}
