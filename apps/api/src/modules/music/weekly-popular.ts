import { calendarDayIn, creatorTimeZone, type TRankedMusic } from "@studio/contract";
import type { Db } from "../../db/client";
import type { Account, Network } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { popularity, tracksByIds } from "./queries";
import { toMusic } from "./track-view";

const WEEK = 7 * 86_400_000;
export const WEEKLY_POPULAR_SIZE = 20;

/**
 * The week's scores are two sums over the music log and the videos' uses, the music home's heaviest
 * read; a node keeps them 30 s per network, time zone and week (docs/decisions/126). Its own
 * music-log writes forget them at once; other nodes' plays show within the 30 s.
 */
const SCORES_MS = 30_000;
type Scores = { thisWeek: Map<number, number>; lastWeek: Map<number, number> };
const scoreCache = new Map<string, { db: Db; at: number; scores: Promise<Scores> }>();

/** Forgets a network's cached scores (a play or a copy was just logged on this node). */
export function forgetWeeklyScores(networkId: number): void {
  for (const key of scoreCache.keys()) if (key.startsWith(`${networkId}|`)) scoreCache.delete(key);
}

function weeklyScores(db: Db, networkId: number, now: Date, timeZone: string): Promise<Scores> {
  const weekAgo = new Date(now.getTime() - WEEK);
  // The week's days in the zone are in the key: a cached week is never another week.
  const key = `${networkId}|${timeZone}|${calendarDayIn(weekAgo, timeZone)}|${calendarDayIn(now, timeZone)}`;
  const hit = scoreCache.get(key);
  if (hit && hit.db === db && Date.now() - hit.at < SCORES_MS) return hit.scores;
  for (const [old, entry] of scoreCache) if (Date.now() - entry.at >= SCORES_MS) scoreCache.delete(old);
  const scores = Promise.all([
    // Up to and including this moment.
    popularity(db, networkId, { from: weekAgo, to: new Date(now.getTime() + 1), timeZone }),
    popularity(db, networkId, { from: new Date(weekAgo.getTime() - WEEK), to: weekAgo, timeZone }),
  ]).then(([thisWeek, lastWeek]) => ({ thisWeek, lastWeek }));
  scores.catch(() => scoreCache.delete(key));
  scoreCache.set(key, { db, at: Date.now(), scores });
  return scores;
}

/** Ranks scores (highest first; ties by track id for a stable order) into track id -> rank. */
export function rankOf(scores: Map<number, number>, size: number): Map<number, number> {
  const ranked = [...scores.entries()]
    .filter(([, score]) => score > 0)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, size);
  return new Map(ranked.map(([id], index) => [id, index + 1]));
}

/**
 * The weekly popular ranking (docs/design.md §8, §11): the last 7 days of the music log and of use in
 * the network's videos, with each track's rank the week before (null: new in the ranking). The days
 * of use are counted in the asker's time zone (decision 051).
 */
export async function weeklyPopular(
  deps: AppDeps,
  network: Network,
  account: Account,
): Promise<TRankedMusic[]> {
  const { thisWeek, lastWeek } = await weeklyScores(
    deps.db,
    network.id,
    deps.now(),
    creatorTimeZone(account, network),
  );
  const ranks = rankOf(thisWeek, WEEKLY_POPULAR_SIZE);
  const previous = rankOf(lastWeek, Number.MAX_SAFE_INTEGER);
  const rows = new Map(
    (await tracksByIds(deps.db, account.id, [...ranks.keys()])).map((r) => [r.track.id, r]),
  );
  return [...ranks.entries()].flatMap(([id, rank]) => {
    const row = rows.get(id);
    if (!row) return [];
    return [
      {
        music: toMusic(row.track, row.favorited),
        rank,
        previous_rank: previous.get(id) ?? null,
        score: thisWeek.get(id) ?? 0,
      },
    ];
  });
}
