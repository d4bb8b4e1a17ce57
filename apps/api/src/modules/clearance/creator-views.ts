import type { TClearanceReason } from "@studio/contract";
import { CLEARANCE_REASONS } from "@studio/contract";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import type { Account } from "../../db/rows";
import { AppError } from "../../lib/app-error";
import { numberColumn, parseRows } from "../../lib/parsed-rows";
import { localDay, removedOnOfChannel } from "./facts-sql";
import { channelsInReach, type ReachFilters } from "./reach";
import { clearanceOf } from "./rules";

const countRow = z.object({ key: z.string(), videos: numberColumn });

/** The videos in reach counted by state, and the at-risk ones by each of their reasons. */
export async function clearanceSummary(db: Db, account: Account, networkId: number, filters: ReachFilters) {
  const reach = channelsInReach(account, networkId, filters);
  const [states, reasons] = await Promise.all([
    db.execute(sql`select vc.state as key, count(*) as videos from video_clearance vc
      join channels c on c.id = vc.channel_id where ${reach} group by vc.state`),
    db.execute(sql`select r.value->>'code' as key, count(*) as videos from video_clearance vc
      join channels c on c.id = vc.channel_id, jsonb_array_elements(vc.reasons) r
      where ${reach} and vc.state = 'at_risk' group by 1`),
  ]);
  const byState = new Map(parseRows(countRow, states).map((r) => [r.key, r.videos]));
  const byReason = new Map(parseRows(countRow, reasons).map((r) => [r.key, r.videos]));
  return {
    cleared: byState.get("cleared") ?? 0,
    at_risk: byState.get("at_risk") ?? 0,
    not_covered: byState.get("not_covered") ?? 0,
    by_reason: CLEARANCE_REASONS.filter((code) => byReason.has(code)).map((code) => ({
      code,
      videos: byReason.get(code) ?? 0,
    })),
  };
}

const trackRow = z.object({
  isrc: z.string(),
  name: z.string(),
  artist: z.string(),
  withdrawn_on: z.string().nullable(),
  today: z.string(),
});

const channelRow = z.object({
  id: numberColumn,
  title: z.string(),
  handle: z.string(),
  status: z.string(),
  approved_on: z.string().nullable(),
  removed_on: z.string().nullable(),
});

/**
 * Before publishing: whether a video using the track, published today, would be cleared on each of
 * the channels in reach, by the same rules as a published video's (one track, no claim).
 */
export async function checkTrack(db: Db, account: Account, networkId: number, isrc: string, now: Date) {
  const [track] = parseRows(
    trackRow,
    await db.execute(sql`select t.isrc, t.name, t.artist,
        ${localDay(sql`t.withdrawn_at`)} as withdrawn_on,
        ${localDay(sql`${now.toISOString()}::timestamptz`)} as today
      from tracks t join networks n on n.id = t.network_id
      where t.network_id = ${networkId}::bigint and t.isrc = ${isrc}`),
  );
  if (!track) throw AppError.notFound();
  const channels = parseRows(
    channelRow,
    await db.execute(sql`select c.id, c.title, c.handle, c.status,
        ${localDay(sql`c.approved_at`)} as approved_on, ${removedOnOfChannel} as removed_on
      from channels c join networks n on n.id = c.network_id
      where ${channelsInReach(account, networkId)}
      order by (c.status = 'approved') desc, c.created_at, c.id`),
  );
  return {
    track: {
      isrc: track.isrc,
      name: track.name,
      artist: track.artist,
      in_catalogue: track.withdrawn_on === null,
    },
    channels: channels.map((channel) => {
      const clearance = clearanceOf({
        publishedOn: track.today,
        channelStatus: channel.status,
        approvedOn: channel.approved_on,
        removedOn: channel.removed_on,
        isrcCount: 1,
        catalogueTracks: [{ name: track.name, withdrawnOn: track.withdrawn_on }],
        claim: null,
      });
      return {
        id: channel.id,
        title: channel.title,
        handle: channel.handle,
        state: clearance.state,
        reasons: clearance.reasons as TClearanceReason[],
      };
    }),
  };
}
