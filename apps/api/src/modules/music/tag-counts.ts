import type { Db } from "../../db/client";
import { tagCounts, trackCount } from "./queries";

/** Counting tags scans the whole catalogue; the counts are only shown, so a minute's age is fine. */
const TTL_MS = 60_000;
const cache = new Map<number, { counts: Promise<Map<string, number>>; at: number }>();

/** How many tracks of the network carry each tag, recounted at most once a minute per process. */
export function cachedTagCounts(db: Db, networkId: number): Promise<Map<string, number>> {
  const hit = cache.get(networkId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.counts;
  const counts = tagCounts(db, networkId);
  cache.set(networkId, { counts, at: Date.now() });
  // A failed count is not kept: the next request tries again.
  counts.catch(() => cache.delete(networkId));
  return counts;
}

const sizes = new Map<number, { count: Promise<number>; at: number }>();

/** How many tracks the network has, recounted at most once a minute: it only steers search plans. */
export function cachedTrackCount(db: Db, networkId: number): Promise<number> {
  const hit = sizes.get(networkId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.count;
  const count = trackCount(db, networkId);
  sizes.set(networkId, { count, at: Date.now() });
  count.catch(() => sizes.delete(networkId));
  return count;
}
