import { z } from "zod";
import {
  AT_RISK_REASONS,
  CLAIM_MARKS,
  CLEARANCE_REASONS,
  CLEARANCE_STATES,
  MAX_CLAIM_NOTE,
} from "../clearance";
import { coded } from "../errors/coded";
import { defineCall } from "./define-call";
import { idField, instant, pageOf, pagingFields } from "./fields";
import { isrcField } from "./music";
import { CALL_ROUTES } from "./routes";

/**
 * Claim safety (docs/design.md §11, docs/decisions/127): each video's clearance and why, the
 * creator's count, the check of a track before publishing, and staff's at-risk list and claim marks.
 */

/** One reason with what its text needs: the day it took effect, the track, the count of tracks. */
export const ZClearanceReason = z.object({
  code: z.enum(CLEARANCE_REASONS),
  /** The day the reason took effect (withdrawal, removal from the network, claim), yyyy-MM-dd. */
  on: z.string().nullable(),
  /** The channel's new approval day (channel_readded), yyyy-MM-dd. */
  until: z.string().nullable(),
  /** The track it is about (track_withdrawn...). */
  track: z.string().nullable(),
  /** Tracks detected in the video (several_tracks). */
  count: z.number().int().nullable(),
});
export type TClearanceReason = z.infer<typeof ZClearanceReason>;

export const ZClearance = z.object({
  state: z.enum(CLEARANCE_STATES),
  /** Most pressing first; empty when cleared. */
  reasons: z.array(ZClearanceReason),
  /** When the state last changed. */
  since: instant,
});
export type TClearance = z.infer<typeof ZClearance>;

const reachFields = { subaccount: idField.optional(), channel: idField.optional() };

/** How many of the videos in reach are in each state, and the at-risk ones by reason. */
export const musicClearanceSummaryCall = defineCall({
  ...CALL_ROUTES.musicClearanceSummaryCall,
  summary: "Count the videos in reach by clearance state and at-risk reason",
  input: z.object(reachFields),
  output: z.object({
    cleared: z.number().int(),
    at_risk: z.number().int(),
    not_covered: z.number().int(),
    by_reason: z.array(z.object({ code: z.enum(CLEARANCE_REASONS), videos: z.number().int() })),
  }),
  errors: [],
});

export const ZTrackCheckChannel = z.object({
  id: z.number().int(),
  title: z.string(),
  handle: z.string(),
  /** Whether a video using the track published there today would be cleared, and why not. */
  state: z.enum(CLEARANCE_STATES),
  reasons: z.array(ZClearanceReason),
});

/** Before publishing: would a video using this track be cleared on each of the channels in reach? */
export const musicClearanceCheckCall = defineCall({
  ...CALL_ROUTES.musicClearanceCheckCall,
  summary: "Check a track against each channel in reach before publishing",
  input: z.object({ isrc: isrcField }),
  output: z.object({
    track: z.object({ isrc: z.string(), name: z.string(), artist: z.string(), in_catalogue: z.boolean() }),
    channels: z.array(ZTrackCheckChannel),
  }),
  errors: [],
});

const noteField = z
  .string()
  .trim()
  .max(MAX_CLAIM_NOTE, { error: coded(6, { max: MAX_CLAIM_NOTE }) });

export const ZAtRiskVideo = z.object({
  id: z.number().int(),
  video_id: z.string(),
  title: z.string(),
  published_on: z.string(),
  channel: z.object({ id: z.number().int(), title: z.string(), handle: z.string() }),
  owner: z.object({ id: z.number().int(), email: z.string(), nickname: z.string() }),
  clearance: ZClearance,
  /** The newest claim staff recorded on it. */
  claim: z.object({ mark: z.enum(CLAIM_MARKS), note: z.string(), at: instant }).nullable(),
});
export type TAtRiskVideo = z.infer<typeof ZAtRiskVideo>;

/** The network's at-risk videos, newest change first, of one reason when asked. */
export const adminClearanceListCall = defineCall({
  ...CALL_ROUTES.adminClearanceListCall,
  summary: "List the network's at-risk videos by reason",
  input: z.object({ reason: z.enum(AT_RISK_REASONS).optional(), ...pagingFields }),
  output: pageOf(ZAtRiskVideo).extend({
    by_reason: z.array(z.object({ code: z.enum(CLEARANCE_REASONS), videos: z.number().int() })),
  }),
  errors: [],
});

/** Records a claim the platform placed on a video, or its release (kept in the staff audit). */
export const adminClaimMarkCall = defineCall({
  ...CALL_ROUTES.adminClaimMarkCall,
  summary: "Mark a claim received or released on a video",
  input: z.object({ video: idField, mark: z.enum(CLAIM_MARKS), note: noteField.default("") }),
  output: ZAtRiskVideo,
  errors: [],
});
