import { creatorTimeZone, type DateRange, dashboardMaxDate, periodRange } from "@studio/contract";
import type { Db } from "../../db/client";
import type { Account, Network } from "../../db/rows";
import { importLogOf } from "./imports-log";
import { type ChannelSums, channelSums } from "./queries";
import type { RevenueScope } from "./scope";
import { scopeOf } from "./scope";

/** The newest complete day the account's dashboards end on (docs/design.md §6), null before any data. */
export async function maxDateOf(
  db: Db,
  account: Account,
  network: Network,
  now: Date,
): Promise<string | null> {
  const { newestDay } = await importLogOf(db, network.id);
  return dashboardMaxDate(now, creatorTimeZone(account, network), newestDay);
}

/**
 * The one source of a channel's figures (docs/decisions/037): each channel of the scope with its
 * views and revenue over the range, as the asker's share. The channel report answers with it, and
 * so does the channel list (through `channelFiguresFor`).
 */
export function channelFigures(db: Db, scope: RevenueScope, range: DateRange): Promise<ChannelSums[]> {
  return channelSums(db, scope, range);
}

export interface ChannelListFigures {
  /** The latest period (28 days ending at the newest complete day); null before any data. */
  range: DateRange | null;
  /** The figures of each asked channel that counts for the viewer's revenue. */
  byChannel: Map<number, ChannelSums>;
}

/**
 * The figures the channel list shows: the viewer's channel report over the latest period, for the
 * asked channels. A channel absent from the answer does not count for the viewer (not approved,
 * or outside the viewer's revenue), as in the report.
 */
export async function channelFiguresFor(
  db: Db,
  viewer: Account,
  network: Network,
  now: Date,
  channelIds: number[],
): Promise<ChannelListFigures> {
  const maxDate = await maxDateOf(db, viewer, network, now);
  if (!maxDate) return { range: null, byChannel: new Map() };
  const range = periodRange("latest", maxDate);
  const scope = await scopeOf(db, viewer, {});
  const asked = new Set(channelIds);
  const channels = scope.channelIds.filter((id) => asked.has(id));
  const rows = await channelFigures(db, { ...scope, channelIds: channels }, range);
  return { range, byChannel: new Map(rows.map((row) => [row.id, row])) };
}
