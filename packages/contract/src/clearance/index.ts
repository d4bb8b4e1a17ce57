/**
 * Claim safety (docs/design.md §11, docs/decisions/127): each video's clearance, computed from
 * what the product holds (the catalogue, the video's music from the platform reports, the channel's
 * approval and history, the claims staff recorded), and why.
 */

/** cleared: the network's licence covers it; at_risk: a claim may come; not_covered: no catalogue music. */
export const CLEARANCE_STATES = ["cleared", "at_risk", "not_covered"] as const;
export type ClearanceState = (typeof CLEARANCE_STATES)[number];

/**
 * Why a video is at risk (or not covered), most pressing first. Each has its text and what to do in
 * the four languages (the web's `clearance` strings).
 */
export const CLEARANCE_REASONS = [
  /** Staff recorded a claim the platform placed on it. */
  "claim_received",
  /** The channel is not approved (yet, or any more): the network's licence does not reach it. */
  "channel_not_approved",
  /** The channel left the network and came back: videos published up to its new approval day. */
  "channel_readded",
  /** The track left the catalogue after the video was published: at risk from that day. */
  "track_withdrawn",
  /** The track had already left the catalogue when the video was published. */
  "track_withdrawn_before_publish",
  /** More tracks than the upload guidance allows in one video. */
  "several_tracks",
  /** None of the network's catalogue music detected: the revenue share does not apply. */
  "no_catalogue_music",
] as const;
export type ClearanceReasonCode = (typeof CLEARANCE_REASONS)[number];

/** The reasons staff filter the at-risk list by (the not-covered one is no risk the network carries). */
export const AT_RISK_REASONS = CLEARANCE_REASONS.filter((r) => r !== "no_catalogue_music");

/** A claim staff recorded on a video: placed by the platform, or released. */
export const CLAIM_MARKS = ["received", "released"] as const;
export type ClaimMark = (typeof CLAIM_MARKS)[number];

/** The longest note staff keep with a claim mark. */
export const MAX_CLAIM_NOTE = 500;

/**
 * The video report's clearance filter values ("all" sends nothing): the states, under the filter's name.
 * @alias CLEARANCE_STATES
 */
export const CLEARANCE_FILTERS = CLEARANCE_STATES;
