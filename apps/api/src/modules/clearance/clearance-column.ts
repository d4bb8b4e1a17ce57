import { type TClearance, ZClearance } from "@studio/contract";
import { sql } from "drizzle-orm";

/**
 * A video's clearance as one jsonb column of a list's statement (`vc`, video_clearance, left-joined):
 * null for a video not assessed yet (docs/decisions/127).
 */
export const clearanceColumn = sql`case when vc.video_id is null then null else jsonb_build_object(
  'state', vc.state, 'reasons', vc.reasons,
  'since', to_char(vc.changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) end`;

/** The column read back, checked. */
export const readClearance = (value: unknown): TClearance | null =>
  ZClearance.nullable().parse(value ?? null);
