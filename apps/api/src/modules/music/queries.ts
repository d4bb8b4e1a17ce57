import { calendarDayIn, normalizeSearchText, queryGrams } from "@studio/contract";
import { and, count, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { favourites, musicLog, musicUses, tracks } from "../../db/schema";
import { likePattern } from "../../lib/like-pattern";
import { chineseForms } from "./chinese-forms";

export type TrackRow = typeof tracks.$inferSelect;
export interface TrackWithFavourite {
  track: TrackRow;
  favorited: boolean;
}

export interface TrackFilters {
  search?: string | undefined;
  tags: string[];
  category?: "bgm" | "kpop" | "ost" | undefined;
  shopping?: boolean | undefined;
  prioritized?: boolean | undefined;
}

const textArray = (items: readonly string[]) =>
  sql`array[${sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  )}]::text[]`;

/**
 * The network's catalogue as creators see it: without the tracks staff withdrew (docs/decisions/125).
 * Every listing, count and favourite starts from it; past uses of a withdrawn track remain.
 */
export function inCatalogue(networkId: number): SQL {
  return and(eq(tracks.networkId, networkId), isNull(tracks.withdrawnAt)) as SQL;
}

/** Tracks carrying every one of `tags` (the tag index answers it). */
export function withTags(tags: readonly string[]): SQL {
  return sql`${tracks.tags} @> ${textArray(tags)}`;
}

/**
 * The WHERE of a catalogue search: network, text (grams for the index, then a substring check),
 * tags... Text with tags asks tracks_search_keys_idx for grams and tags at once (decision 078).
 */
export function searchConditions(networkId: number, filters: TrackFilters): SQL[] {
  const conditions: SQL[] = [inCatalogue(networkId)];
  const text = normalizeSearchText(filters.search ?? "");
  if (text) {
    // Chinese typed in either script finds names written in the other (decision 111).
    const matches = chineseForms(text).map((form) => textMatch(form, filters.tags));
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  } else if (filters.tags.length > 0) conditions.push(withTags(filters.tags));
  if (filters.category) conditions.push(eq(tracks.category, filters.category));
  if (filters.shopping !== undefined) conditions.push(eq(tracks.shopping, filters.shopping));
  if (filters.prioritized !== undefined) conditions.push(eq(tracks.prioritized, filters.prioritized));
  return conditions;
}

/** Tracks whose text holds `text` (and every one of `tags`): grams for the index, then a substring check. */
function textMatch(text: string, tags: readonly string[]): SQL {
  const grams = queryGrams(text);
  const indexed =
    tags.length > 0
      ? sql`(${tracks.searchGrams} || ${tracks.tags}) @> ${textArray([...grams, ...tags])}`
      : sql`${tracks.searchGrams} @> ${textArray(grams)}`;
  return sql`(${indexed} and ${tracks.searchText} like ${likePattern(text)})`;
}

/** Tracks with whether `accountId` keeps each as a favourite. */
export function withFavourite(db: Db, accountId: number) {
  return db
    .select({ track: tracks, favorited: sql<boolean>`${favourites.accountId} is not null` })
    .from(tracks)
    .leftJoin(favourites, and(eq(favourites.trackId, tracks.id), eq(favourites.accountId, accountId)));
}

export async function findTrack(db: Db, networkId: number, isrc: string): Promise<TrackRow | null> {
  const [row] = await db
    .select()
    .from(tracks)
    .where(and(inCatalogue(networkId), eq(tracks.isrc, isrc)))
    .limit(1);
  return row ?? null;
}

/** The catalogue's newest track rows, optionally narrowed, without anyone's favourites. */
export async function newestTrackRows(
  db: Db,
  networkId: number,
  limit: number,
  extra?: SQL,
): Promise<TrackRow[]> {
  return db
    .select()
    .from(tracks)
    .where(and(inCatalogue(networkId), extra))
    .orderBy(desc(tracks.releaseDate), desc(tracks.id))
    .limit(limit);
}

/** Which of these tracks an account keeps as favourites, in one read. */
export async function favouredAmong(db: Db, accountId: number, trackIds: number[]): Promise<Set<number>> {
  if (trackIds.length === 0) return new Set();
  const rows = await db
    .select({ trackId: favourites.trackId })
    .from(favourites)
    .where(and(eq(favourites.accountId, accountId), inArray(favourites.trackId, trackIds)));
  return new Set(rows.map((row) => row.trackId));
}

export async function tracksByIds(db: Db, accountId: number, ids: number[]): Promise<TrackWithFavourite[]> {
  if (ids.length === 0) return [];
  return withFavourite(db, accountId).where(and(inArray(tracks.id, ids), isNull(tracks.withdrawnAt)));
}

/** How many tracks the network has. */
export async function trackCount(db: Db, networkId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tracks).where(inCatalogue(networkId));
  return Number(row?.n ?? 0);
}

/** How many tracks of the network carry each tag. */
export async function tagCounts(db: Db, networkId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ tag: sql<string>`unnest(${tracks.tags})`.as("tag"), n: count() })
    .from(tracks)
    .where(inCatalogue(networkId))
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.tag, Number(r.n)]));
}

/**
 * Each track's use in [from, to): music-log entries plus uses in the network's videos (weighted).
 * A use is dated by a calendar day, so the window's days are those of `from` and `to` in
 * `timeZone`, the asker's (docs/design.md §11, decision 051).
 */
export async function popularity(
  db: Db,
  networkId: number,
  window: { from: Date; to: Date; timeZone: string },
): Promise<Map<number, number>> {
  const { from, to, timeZone } = window;
  const [logged, used] = await Promise.all([
    db
      .select({ trackId: musicLog.trackId, n: count() })
      .from(musicLog)
      .where(
        and(eq(musicLog.networkId, networkId), gte(musicLog.createdAt, from), lt(musicLog.createdAt, to)),
      )
      .groupBy(musicLog.trackId),
    db
      .select({ trackId: musicUses.trackId, n: count() })
      .from(musicUses)
      .where(
        and(
          eq(musicUses.networkId, networkId),
          gte(musicUses.usedOn, calendarDayIn(from, timeZone)),
          lt(musicUses.usedOn, calendarDayIn(to, timeZone)),
        ),
      )
      .groupBy(musicUses.trackId),
  ]);
  const scores = new Map<number, number>();
  for (const row of logged) scores.set(row.trackId, (scores.get(row.trackId) ?? 0) + Number(row.n));
  // A use in a published video says more than a play: it weighs as much as five.
  for (const row of used) scores.set(row.trackId, (scores.get(row.trackId) ?? 0) + 5 * Number(row.n));
  return scores;
}

/** An account's favourites that count: a withdrawn track's row stays, for if it is put back. */
const heldFavourites = (accountId: number) =>
  and(eq(favourites.accountId, accountId), isNull(tracks.withdrawnAt));

export async function favouritePage(
  db: Db,
  accountId: number,
  page: { page: number; size: number },
): Promise<{ rows: TrackRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({ track: tracks })
      .from(favourites)
      .innerJoin(tracks, eq(tracks.id, favourites.trackId))
      .where(heldFavourites(accountId))
      .orderBy(desc(favourites.createdAt), desc(tracks.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db
      .select({ n: count() })
      .from(favourites)
      .innerJoin(tracks, eq(tracks.id, favourites.trackId))
      .where(heldFavourites(accountId)),
  ]);
  return { rows: rows.map((r) => r.track), total: Number(totals?.n ?? 0) };
}

/** Removes the favourite if there is one; true when it was removed. */
export async function removeFavourite(db: Db, accountId: number, trackId: number): Promise<boolean> {
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.accountId, accountId), eq(favourites.trackId, trackId)))
    .returning({ trackId: favourites.trackId });
  return removed.length > 0;
}

/**
 * Adds a favourite only while the account has fewer than `limit`. The account row is locked for the
 * count, so two quick clicks cannot pass the limit together. False when the limit stopped it.
 */
export async function addFavouriteWithinLimit(
  db: Db,
  accountId: number,
  trackId: number,
  limit: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from accounts where id = ${accountId} for update`);
    const [held] = await tx
      .select({ n: count() })
      .from(favourites)
      .innerJoin(tracks, eq(tracks.id, favourites.trackId))
      .where(heldFavourites(accountId));
    if (Number(held?.n ?? 0) >= limit) return false;
    await tx.insert(favourites).values({ accountId, trackId, createdAt: now }).onConflictDoNothing();
    return true;
  });
}

export async function logMusicEvent(db: Db, values: typeof musicLog.$inferInsert): Promise<void> {
  await db.insert(musicLog).values(values);
}
