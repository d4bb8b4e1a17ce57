import {
  CLAIM_MARKS,
  CLEARANCE_REASONS,
  CLEARANCE_STATES,
  type ClaimMark,
  type TAtRiskVideo,
  ZClearanceReason,
} from "@studio/contract";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { videoClaims } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { numberColumn, parseRows } from "../../lib/parsed-rows";
import type { StaffAuditNote } from "../../lib/staff-audit";
import { oneVideo, refreshClearance } from "./refresh";

const instantColumn = z.union([z.string(), z.date()]).transform((v) => new Date(v).toISOString());

const atRiskRow = z.object({
  id: numberColumn,
  platform_video_id: z.string(),
  title: z.string(),
  published_on: z.string(),
  channel_id: numberColumn,
  channel_title: z.string(),
  channel_handle: z.string(),
  owner_id: numberColumn,
  owner_email: z.string(),
  owner_nickname: z.string(),
  state: z.enum(CLEARANCE_STATES),
  reasons: z.array(ZClearanceReason),
  changed_at: instantColumn,
  claim_mark: z.enum(CLAIM_MARKS).nullable(),
  claim_note: z.string().nullable(),
  claim_at: instantColumn.nullable(),
  total: numberColumn.optional(),
});

const view = (row: z.output<typeof atRiskRow>): TAtRiskVideo => ({
  id: row.id,
  video_id: row.platform_video_id,
  title: row.title,
  published_on: row.published_on,
  channel: { id: row.channel_id, title: row.channel_title, handle: row.channel_handle },
  owner: { id: row.owner_id, email: row.owner_email, nickname: row.owner_nickname },
  clearance: { state: row.state, reasons: row.reasons, since: row.changed_at },
  claim:
    row.claim_mark === null
      ? null
      : { mark: row.claim_mark, note: row.claim_note ?? "", at: row.claim_at ?? row.changed_at },
});

/** A video of the network with its clearance, owner and newest claim, as staff see it. */
const staffVideoSelect = (where: SQL, tail: SQL = sql``) => sql`
  select v.id, v.platform_video_id, v.title, v.published_on::text as published_on,
    c.id as channel_id, c.title as channel_title, c.handle as channel_handle,
    a.id as owner_id, a.email as owner_email, a.nickname as owner_nickname,
    vc.state, vc.reasons, vc.changed_at, k.mark as claim_mark, k.note as claim_note, k.created_at as claim_at
    ${tail}
  from video_clearance vc
  join videos v on v.id = vc.video_id
  join channels c on c.id = v.channel_id
  join accounts a on a.id = c.owner_id
  left join lateral (select mark, note, created_at from video_claims
    where video_id = v.id order by id desc limit 1) k on true
  where ${where}`;

const withReason = (reason: string | undefined) =>
  reason === undefined ? sql`` : sql`and vc.reasons @> ${JSON.stringify([{ code: reason }])}::jsonb`;

/** The network's at-risk videos (of one reason when asked), the newest change first, and the count per reason. */
export async function listAtRisk(
  db: Db,
  networkId: number,
  query: { reason?: string | undefined; page: number; size: number },
) {
  const where = sql`vc.network_id = ${networkId}::bigint and vc.state = 'at_risk' ${withReason(query.reason)}`;
  const [page, reasons] = await Promise.all([
    db.execute(sql`${staffVideoSelect(where, sql`, count(*) over () as total`)}
      order by vc.changed_at desc, vc.video_id desc
      limit ${query.size} offset ${query.page * query.size}`),
    db.execute(sql`select r.value->>'code' as code, count(*) as videos
      from video_clearance vc, jsonb_array_elements(vc.reasons) r
      where vc.network_id = ${networkId}::bigint and vc.state = 'at_risk' group by 1`),
  ]);
  const rows = parseRows(atRiskRow, page);
  const counts = new Map(
    parseRows(z.object({ code: z.string(), videos: numberColumn }), reasons).map((r) => [r.code, r.videos]),
  );
  return {
    items: rows.map(view),
    total: rows[0]?.total ?? (query.page === 0 ? 0 : await countAtRisk(db, where)),
    by_reason: CLEARANCE_REASONS.filter((code) => counts.has(code)).map((code) => ({
      code,
      videos: counts.get(code) ?? 0,
    })),
  };
}

async function countAtRisk(db: Db, where: SQL): Promise<number> {
  const [row] = parseRows(
    z.object({ total: numberColumn }),
    await db.execute(sql`select count(*) as total from video_clearance vc where ${where}`),
  );
  return row?.total ?? 0;
}

async function staffVideo(db: Db, networkId: number, videoId: number): Promise<TAtRiskVideo> {
  const [row] = parseRows(
    atRiskRow,
    await db.execute(
      staffVideoSelect(sql`vc.network_id = ${networkId}::bigint and vc.video_id = ${videoId}::bigint`),
    ),
  );
  if (!row) throw AppError.notFound();
  return view(row);
}

/**
 * Records a claim placed on a video, or its release, with the video's clearance after it and the
 * staff audit row, in one transaction. The same mark again changes nothing; a release without a
 * claim neither (there is nothing to release).
 */
export async function markClaim(
  db: Db,
  networkId: number,
  actorId: number,
  input: { video: number; mark: ClaimMark; note: string },
  audit: StaffAuditNote,
): Promise<TAtRiskVideo> {
  return db.transaction(async (tx) => {
    // Marks of one video follow each other: the same mark sent twice at once is written once.
    await tx.execute(
      sql`select 1 from videos where id = ${input.video}::bigint and network_id = ${networkId}::bigint for update`,
    );
    const before = await staffVideo(tx, networkId, input.video);
    const current = before.claim?.mark ?? "released";
    if (current === input.mark) return before;
    await tx
      .insert(videoClaims)
      .values({ networkId, videoId: input.video, mark: input.mark, note: input.note, actorId });
    await refreshClearance(tx, oneVideo(networkId, input.video));
    const after = await staffVideo(tx, networkId, input.video);
    await audit.record(tx, {
      target: `video:${before.video_id}`,
      before: { claim: before.claim?.mark ?? null, state: before.clearance.state },
      after: { claim: input.mark, note: input.note, state: after.clearance.state },
    });
    return after;
  });
}
