import { creatorTimeZone, type TRankedMusic } from "@studio/contract";
import type { AppDeps } from "../../deps";
import type { Account } from "../auth";
import type { Network } from "../site";
import { popularity, tracksByIds } from "./queries";
import { toMusic } from "./track-view";

const WEEK = 7 * 86_400_000;
export const WEEKLY_POPULAR_SIZE = 20;

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
  const now = deps.now();
  const weekAgo = new Date(now.getTime() - WEEK);
  const timeZone = creatorTimeZone(account, network);
  const [thisWeek, lastWeek] = await Promise.all([
    // Up to and including this moment.
    popularity(deps.db, network.id, { from: weekAgo, to: new Date(now.getTime() + 1), timeZone }),
    popularity(deps.db, network.id, { from: new Date(weekAgo.getTime() - WEEK), to: weekAgo, timeZone }),
  ]);
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
