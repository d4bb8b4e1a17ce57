import { CLAIM_MARKS, type ClearanceState } from "@studio/contract";
import { eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { appState, type StoredClearanceReason } from "../../db/schema";
import { numberColumn, parseRows } from "../../lib/parsed-rows";
import { notify } from "../notification";
import { localDay, removedOnOfChannel } from "./facts-sql";
import { type Clearance, clearanceOf } from "./rules";

/**
 * Keeps `video_clearance` in step with the facts (docs/decisions/127): every write that changes
 * one (a channel's status or removal, a report, a withdrawal, a catalogue import, a claim) calls
 * `refreshClearance` in its own transaction with the videos it touched. The refresh locks those
 * videos, so two refreshes of one video follow each other, and a video that turns at risk is
 * announced once to its channel's owner.
 */

/** Videos assessed per statement: the facts of a withdrawal of a much-used track come in batches. */
const BATCH = 2_000;

const day = z.string().nullable();
const factsRow = z.object({
  id: numberColumn,
  network_id: numberColumn,
  channel_id: numberColumn,
  owner_id: numberColumn,
  title: z.string(),
  published_on: z.string(),
  status: z.string(),
  approved_on: day,
  removed_on: day,
  isrc_count: numberColumn,
  tracks: z.array(z.object({ name: z.string(), withdrawn_on: day })),
  claim: z.object({ mark: z.enum(CLAIM_MARKS), on: z.string() }).nullable(),
  old_state: z.string().nullable(),
  old_reasons: z.array(z.record(z.string(), z.unknown())).nullable(),
});
type FactsRow = z.output<typeof factsRow>;

/** The ids of the videos matching `where` (a condition on `v`, the video). */
async function idsOf(db: Db, where: SQL): Promise<number[]> {
  const rows = parseRows(
    z.object({ id: numberColumn }),
    await db.execute(sql`select v.id from videos v where ${where}`),
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** The facts of these videos, locked in id order (two refreshes of one video follow each other). */
async function factsOf(db: Db, ids: number[]): Promise<FactsRow[]> {
  return parseRows(
    factsRow,
    await db.execute(sql`
      select v.id, v.network_id, v.channel_id, c.owner_id, v.title, v.published_on::text as published_on,
        c.status, ${localDay(sql`c.approved_at`)} as approved_on,
        ${removedOnOfChannel} as removed_on,
        cardinality(v.music_isrcs) as isrc_count,
        coalesce((select jsonb_agg(jsonb_build_object('name', t.name,
            'withdrawn_on', ${localDay(sql`t.withdrawn_at`)}) order by u.n)
          from unnest(v.music_isrcs) with ordinality u(isrc, n)
          join tracks t on t.network_id = v.network_id and t.isrc = u.isrc), '[]'::jsonb) as tracks,
        (select jsonb_build_object('mark', k.mark, 'on', ${localDay(sql`k.created_at`)})
          from video_claims k where k.video_id = v.id order by k.id desc limit 1) as claim,
        vc.state as old_state, vc.reasons as old_reasons
      from videos v
      join channels c on c.id = v.channel_id
      join networks n on n.id = v.network_id
      left join video_clearance vc on vc.video_id = v.id
      where v.id = any(${`{${ids.join(",")}}`}::bigint[])
      order by v.id
      for update of v`),
  );
}

const REASON_FIELDS = ["code", "on", "until", "track", "count"] as const;

/** Whether the kept reasons say what the new ones say (jsonb hands keys back in its own order). */
function sameReasons(kept: Record<string, unknown>[] | null, fresh: StoredClearanceReason[]): boolean {
  if (kept === null || kept.length !== fresh.length) return false;
  return fresh.every((reason, i) =>
    REASON_FIELDS.every((field) => (kept[i]?.[field] ?? null) === reason[field]),
  );
}

interface Assessed {
  row: FactsRow;
  clearance: Clearance;
}

const assess = (row: FactsRow): Assessed => ({
  row,
  clearance: clearanceOf({
    publishedOn: row.published_on,
    channelStatus: row.status,
    approvedOn: row.approved_on,
    removedOn: row.removed_on,
    isrcCount: row.isrc_count,
    catalogueTracks: row.tracks.map((t) => ({ name: t.name, withdrawnOn: t.withdrawn_on })),
    claim: row.claim,
  }),
});

/** Writes the changed clearances; `changed_at` moves only when the state does. */
async function store(db: Db, changed: Assessed[]): Promise<void> {
  if (changed.length === 0) return;
  const json = JSON.stringify(
    changed.map(({ row, clearance }) => ({
      v: row.id,
      n: row.network_id,
      c: row.channel_id,
      s: clearance.state,
      r: clearance.reasons,
      k: clearance.reasons[0]?.code ?? null,
    })),
  );
  await db.execute(sql`
    insert into video_clearance (video_id, network_id, channel_id, state, reasons, reason)
    select v, n, c, s, r, k from jsonb_to_recordset(${json}::jsonb) as x(v bigint, n bigint, c bigint, s text, r jsonb, k text)
    on conflict (video_id) do update set network_id = excluded.network_id, channel_id = excluded.channel_id,
      reasons = excluded.reasons, reason = excluded.reason, state = excluded.state,
      changed_at = case when video_clearance.state = excluded.state then video_clearance.changed_at else now() end`);
}

/** One notification per owner for the videos of theirs that just turned at risk. */
async function announce(db: Db, turned: Assessed[]): Promise<void> {
  const byOwner = new Map<number, Assessed[]>();
  for (const item of turned) {
    const items = byOwner.get(item.row.owner_id);
    if (items) items.push(item);
    else byOwner.set(item.row.owner_id, [item]);
  }
  for (const [ownerId, items] of byOwner) {
    const first = items[0] as Assessed;
    await notify(db, { networkId: first.row.network_id, accountId: ownerId }, "video.at_risk", {
      count: items.length,
      video_id: first.row.id,
      title: first.row.title,
      reason: first.clearance.reasons[0]?.code ?? "",
    });
  }
}

export interface RefreshOptions {
  /** Tell owners of videos that turned at risk (false: the backfill of videos never assessed). */
  announce?: boolean;
}

/**
 * Assesses again the videos matching `where` (a condition on `v`, the video; scope it by network).
 * Run it inside the transaction that changed their facts. Answers how many turned at risk.
 */
export async function refreshClearance(db: Db, where: SQL, options: RefreshOptions = {}): Promise<number> {
  // The ids first, then their facts a batch at a time: the scope's own plan (an import's staged
  // videos, a track's GIN lookup) instead of a walk of every video in id order.
  const ids = await idsOf(db, where);
  const turned: Assessed[] = [];
  for (let from = 0; from < ids.length; from += BATCH) {
    const assessed = (await factsOf(db, ids.slice(from, from + BATCH))).map(assess);
    const changed = assessed.filter(
      ({ row, clearance }) =>
        row.old_state !== clearance.state || !sameReasons(row.old_reasons, clearance.reasons),
    );
    await store(db, changed);
    turned.push(...changed.filter(({ row, clearance }) => isNewRisk(row.old_state, clearance.state)));
  }
  if (options.announce !== false) await announce(db, turned);
  return turned.length;
}

const isNewRisk = (before: string | null, after: ClearanceState) =>
  after === "at_risk" && before !== "at_risk";

/** The videos of these channels. */
export const ofChannels = (channelIds: number[]): SQL =>
  channelIds.length === 0 ? sql`false` : sql`v.channel_id in (${sql.join(channelIds, sql`, `)})`;

/** The videos of the network naming any of these ISRCs. */
export const namingIsrcs = (networkId: number, isrcs: string[]): SQL =>
  isrcs.length === 0
    ? sql`false`
    : sql`v.network_id = ${networkId}::bigint
        and v.music_isrcs && array[${sql.join(
          isrcs.map((isrc) => sql`${isrc}`),
          sql`, `,
        )}]::text[]`;

/** One video of the network. */
export const oneVideo = (networkId: number, videoId: number): SQL =>
  sql`v.network_id = ${networkId}::bigint and v.id = ${videoId}::bigint`;

const BACKFILLED = "clearance_backfilled";

/**
 * Assesses the videos never assessed (those of before claim safety), quietly: nothing turned at
 * risk, they only became visible. Runs at start-up until it has gone through once; since then every
 * video is assessed by the import that writes it, so a start reads one row of `app_state`.
 */
export async function assessUnassessed(db: Db): Promise<number> {
  const [done] = await db.select().from(appState).where(eq(appState.key, BACKFILLED));
  if (done) return 0;
  let total = 0;
  for (;;) {
    const assessed = await db.transaction(async (tx) => {
      const ids = parseRows(
        z.object({ id: numberColumn }),
        await tx.execute(sql`select v.id from videos v where not exists
          (select 1 from video_clearance vc where vc.video_id = v.id) order by v.id limit ${BATCH}`),
      ).map((r) => r.id);
      if (ids.length === 0) return 0;
      await refreshClearance(tx, sql`v.id in (${sql.join(ids, sql`, `)})`, { announce: false });
      return ids.length;
    });
    total += assessed;
    if (assessed < BATCH) break;
  }
  await db
    .insert(appState)
    .values({ key: BACKFILLED, value: new Date().toISOString() })
    .onConflictDoNothing();
  return total;
}
