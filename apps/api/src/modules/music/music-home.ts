import { type CallOutput, MOOD_TAGS, type MusicTag, type musicHomeCall } from "@studio/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Account, Network } from "../../db/rows";
import { tracks } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { favouredAmong, newestTrackRows, type TrackRow, withTags } from "./queries";
import { cachedTagCounts } from "./tag-counts";
import { toMusic } from "./track-view";
import { weeklyPopular } from "./weekly-popular";

const HOME_ROW = 12;
const MOOD_PICKS = 6;
const MOOD_PICK_SIZE = 8;

/**
 * The home's rows are the same for everyone of a network: a node reads them once per 30 s, and each
 * request adds only its account's favourites (one read) and the week's ranking. A change of the
 * catalogue on this node forgets them at once (`forgetHomeRows`); other nodes within the 30 s
 * (docs/decisions/126).
 */
const ROWS_MS = 30_000;
interface HomeRows {
  latest: TrackRow[];
  prioritized: TrackRow[];
  picks: { tag: MusicTag; rows: TrackRow[] }[];
}
const homeRows = new Map<number, { db: Db; at: number; rows: Promise<HomeRows> }>();

/** Forgets a network's rows (its catalogue changed on this node). */
export function forgetHomeRows(networkId: number): void {
  homeRows.delete(networkId);
}

function rowsOf(db: Db, networkId: number): Promise<HomeRows> {
  const hit = homeRows.get(networkId);
  if (hit && hit.db === db && Date.now() - hit.at < ROWS_MS) return hit.rows;
  const rows = readHomeRows(db, networkId);
  // A failed read is not kept.
  rows.catch(() => homeRows.delete(networkId));
  homeRows.set(networkId, { db, at: Date.now(), rows });
  return rows;
}

async function readHomeRows(db: Db, networkId: number): Promise<HomeRows> {
  const counts = await cachedTagCounts(db, networkId);
  const moods = MOOD_TAGS.filter((tag) => (counts.get(tag) ?? 0) > 0)
    .sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))
    .slice(0, MOOD_PICKS);
  const [latest, prioritized, picks] = await Promise.all([
    newestTrackRows(db, networkId, HOME_ROW),
    newestTrackRows(db, networkId, HOME_ROW, eq(tracks.prioritized, true)),
    // Each mood's newest tracks, without counting them: the home shows no totals.
    Promise.all(
      moods.map(async (tag) => ({
        tag: tag as MusicTag,
        rows: await newestTrackRows(db, networkId, MOOD_PICK_SIZE, withTags([tag])),
      })),
    ),
  ]);
  return { latest, prioritized, picks };
}

/** The music home (docs/spec.md §7): new releases, weekly popular, mood picks, prioritized. */
export async function musicHome(
  deps: AppDeps,
  network: Network,
  account: Account,
): Promise<CallOutput<typeof musicHomeCall>> {
  const [rows, popular] = await Promise.all([
    rowsOf(deps.db, network.id),
    weeklyPopular(deps, network, account),
  ]);
  const ids = [...rows.latest, ...rows.prioritized, ...rows.picks.flatMap((pick) => pick.rows)].map(
    (row) => row.id,
  );
  const favoured = await favouredAmong(deps.db, account.id, [...new Set(ids)]);
  const view = (row: TrackRow) => toMusic(row, favoured.has(row.id));
  return {
    new_releases: rows.latest.map(view),
    weekly_popular: popular,
    mood_picks: rows.picks.map((pick) => ({ tag: pick.tag, items: pick.rows.map(view) })),
    prioritized: rows.prioritized.map(view),
  };
}
