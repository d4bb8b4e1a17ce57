import { SEARCH_TOTAL_CAP } from "@studio/contract";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { favourites, tracks } from "../../db/schema";
import {
  inCatalogue,
  searchConditions,
  type TrackFilters,
  type TrackWithFavourite,
  tracksByIds,
} from "./queries";
import { knownTotal, rememberTotal, type SearchTotal, searchKey } from "./search-totals";
import { cachedTrackCount } from "./tag-counts";

/**
 * A page of the catalogue, newest releases first, and how many tracks match in all, up to
 * SEARCH_TOTAL_CAP (the web shows "N tracks", or "1,000+ tracks" past it; docs/design.md §2).
 * One pass takes the ids and release dates of up to cap + 1 matches, without ordering them: when
 * that is all of them, it is the exact total and the page is sorted from it, so the matches are
 * read once; past the cap, the page is read newest first and the count stops there (decision 078).
 * A later page of a search past the cap takes that from its page 0 (search-totals.ts, 071).
 */
export async function searchTracks(
  db: Db,
  networkId: number,
  accountId: number,
  filters: TrackFilters,
  page: { page: number; size: number },
  cap: number = SEARCH_TOTAL_CAP,
): Promise<{ rows: TrackWithFavourite[] } & SearchTotal> {
  const where = and(...searchConditions(networkId, filters));
  const key = searchKey(networkId, filters);
  let counted = page.page > 0 ? knownTotal(key) : undefined;
  if (!counted?.capped) {
    const matches = await db
      .select({ id: tracks.id, releaseDate: tracks.releaseDate })
      .from(tracks)
      .where(where)
      .limit(cap + 1);
    if (matches.length <= cap) {
      const ids = matches
        .sort(newestFirst)
        .slice(page.page * page.size, (page.page + 1) * page.size)
        .map((m) => m.id);
      const rows = await tracksByIds(db, accountId, ids);
      const byId = new Map(rows.map((r) => [r.track.id, r]));
      return {
        rows: ids.flatMap((id) => byId.get(id) ?? []),
        ...rememberTotal(key, { total: matches.length, capped: false }),
      };
    }
    counted = rememberTotal(key, { total: cap, capped: true });
  }
  // More than `cap` tracks match. A text's page 0 is read off the newest tracks, as are later pages
  // of a text alone: the planner cannot tell how many tracks hold a text (below). With tags, the
  // shared index finds just the matches, fewer than a deeper walk reads; tags alone are planned
  // from real counts.
  const walk = filters.search && (page.page === 0 || filters.tags.length === 0);
  const newest = walk ? await fromNewest(db, networkId, accountId, where, page, cap) : undefined;
  const rows = newest ?? (await byIndexes(db, accountId, where, page));
  // A page that is not full ends the result: its total is exact (an empty page cannot tell).
  if (rows.length > 0 && rows.length < page.size)
    return { rows, ...rememberTotal(key, { total: page.page * page.size + rows.length, capped: false }) };
  return { rows, ...counted };
}

/** ORDER BY release_date DESC, id DESC (dates are YYYY-MM-DD, so text order is date order). */
function newestFirst(a: { id: number; releaseDate: string }, b: { id: number; releaseDate: string }) {
  if (a.releaseDate !== b.releaseDate) return a.releaseDate < b.releaseDate ? 1 : -1;
  return b.id - a.id;
}

/**
 * The page as the planner chooses: the newest-first index, or the tag and gram indexes and a sort.
 * The page is chosen first and only its rows meet the favourites: joined before the sort, every
 * match looked up its favourite (1,848 index probes for "lena" with two common tags).
 */
function byIndexes(db: Db, accountId: number, where: SQL | undefined, page: { page: number; size: number }) {
  const chosen = newestOf(db, where, page.size, page.page * page.size);
  return withFavouriteOf(db, accountId, chosen).orderBy(desc(tracks.releaseDate), desc(tracks.id));
}

/**
 * The page of a text that more than `atLeast` tracks hold, read off tracks_network_newest_idx and
 * stopping at its last match: about reach / share tracks, where the gram index would find every
 * match and sort them. Undefined when the newest tracks hold too few matches after all. The planner
 * guesses a text's matches from its character pairs as if they were independent, which they are
 * not ("le", "en", "na" of "lena"): it expected a handful where there were thousands, and sorted
 * them all.
 */
async function fromNewest(
  db: Db,
  networkId: number,
  accountId: number,
  where: SQL | undefined,
  page: { page: number; size: number },
  atLeast: number,
): Promise<TrackWithFavourite[] | undefined> {
  const reach = (page.page + 1) * page.size;
  // Matches spread evenly would need reach / share tracks; twice that leaves room for unevenness.
  // The share is at least atLeast / size, so this bounds the walk, which stops at the page's end.
  const size = await cachedTrackCount(db, networkId);
  const look = Math.min(size, Math.ceil((2 * reach * size) / Math.max(atLeast, 1)));
  const newest = newestOf(db, inCatalogue(networkId), look, 0);
  const rows = await withFavouriteOf(db, accountId, newest)
    .where(where)
    .orderBy(desc(tracks.releaseDate), desc(tracks.id))
    .limit(page.size)
    .offset(page.page * page.size);
  return rows.length === page.size ? rows : undefined;
}

/**
 * Tracks matching `where`, newest first, as a subquery named as the table, so the search's
 * conditions and the favourite join read its rows.
 */
function newestOf(db: Db, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select()
    .from(tracks)
    .where(where)
    .orderBy(desc(tracks.releaseDate), desc(tracks.id))
    .limit(limit)
    .offset(offset)
    .as("tracks");
}

/** Rows of `from` with whether `accountId` keeps each as a favourite. */
function withFavouriteOf(db: Db, accountId: number, from: ReturnType<typeof newestOf>) {
  return db
    .select({ track: tracks, favorited: sql<boolean>`${favourites.accountId} is not null` })
    .from(from)
    .leftJoin(favourites, and(eq(favourites.trackId, tracks.id), eq(favourites.accountId, accountId)));
}
