import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { favourites, tracks } from "../../db/schema";
import { searchConditions, type TrackFilters, type TrackWithFavourite, withFavourite } from "./queries";
import { knownTotal, rememberTotal, searchKey } from "./search-totals";
import { cachedTrackCount } from "./tag-counts";

/**
 * A page of the catalogue, newest releases first, and how many tracks match in all (the web shows
 * it: "N tracks", docs/design.md §3). Counting reads every match, so it runs only when the page
 * cannot tell: page 0 that is not full already holds them all, and a later page takes the count
 * its search's page 0 made (search-totals.ts, decision 071).
 */
export async function searchTracks(
  db: Db,
  networkId: number,
  accountId: number,
  filters: TrackFilters,
  page: { page: number; size: number },
): Promise<{ rows: TrackWithFavourite[]; total: number }> {
  const where = and(...searchConditions(networkId, filters));
  const key = searchKey(networkId, filters);
  const countAll = async () => {
    const [totals] = await db.select({ n: count() }).from(tracks).where(where);
    return rememberTotal(key, Number(totals?.n ?? 0));
  };
  // A text alone: the planner cannot tell how many tracks hold it (below), so the count comes first
  // and says which way to read the page. Tags are planned from real counts, and with them the
  // text's matches are few.
  if (filters.search && filters.tags.length === 0) {
    const total = (page.page > 0 ? knownTotal(key) : undefined) ?? (await countAll());
    const newest = await fromNewest(db, networkId, accountId, where, page, total);
    return { rows: newest ?? (await byIndexes(db, accountId, where, page)), total };
  }
  const rows = await byIndexes(db, accountId, where, page);
  if (page.page === 0 && rows.length < page.size) return { rows, total: rememberTotal(key, rows.length) };
  const known = page.page > 0 ? knownTotal(key) : undefined;
  return { rows, total: known ?? (await countAll()) };
}

/** The page as the planner chooses: the newest-first index, or the tag and gram indexes and a sort. */
function byIndexes(db: Db, accountId: number, where: SQL | undefined, page: { page: number; size: number }) {
  return withFavourite(db, accountId)
    .where(where)
    .orderBy(desc(tracks.releaseDate), desc(tracks.id))
    .limit(page.size)
    .offset(page.page * page.size);
}

/**
 * The page read off tracks_network_newest_idx, stopping at its last row, when that reads fewer
 * tracks than the gram index would find (`total` of them); undefined otherwise, or when the newest
 * tracks hold too few matches after all. The planner guesses a text's matches from its character
 * pairs as if they were independent, which they are not ("le", "en", "na" of "lena"): it expected a
 * handful where there were thousands, and sorted them all.
 */
async function fromNewest(
  db: Db,
  networkId: number,
  accountId: number,
  where: SQL | undefined,
  page: { page: number; size: number },
  total: number,
): Promise<TrackWithFavourite[] | undefined> {
  const reach = (page.page + 1) * page.size;
  if (total < reach) return undefined;
  // Matches spread evenly would need reach / share tracks; twice that leaves room for unevenness.
  const look = Math.ceil((2 * reach * (await cachedTrackCount(db, networkId))) / total);
  if (look > total) return undefined;
  // Named as the table, so the search's conditions and the favourite join read the newest rows.
  const newest = db
    .select()
    .from(tracks)
    .where(eq(tracks.networkId, networkId))
    .orderBy(desc(tracks.releaseDate), desc(tracks.id))
    .limit(look)
    .as("tracks");
  const rows = await db
    .select({ track: tracks, favorited: sql<boolean>`${favourites.accountId} is not null` })
    .from(newest)
    .leftJoin(favourites, and(eq(favourites.trackId, tracks.id), eq(favourites.accountId, accountId)))
    .where(where)
    .orderBy(desc(tracks.releaseDate), desc(tracks.id))
    .limit(page.size)
    .offset(page.page * page.size);
  return rows.length === page.size ? rows : undefined;
}
