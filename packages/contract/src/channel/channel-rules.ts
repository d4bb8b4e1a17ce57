/** Channel statuses and the rules around them (docs/spec.md §4, docs/design.md §5). */

export const CHANNEL_STATUSES = ["need.approved", "pending", "denied.pending", "approved", "deny"] as const;
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];

/**
 * The statuses' ids in the interface's strings (channelStatus.*, channelStatusHelp.*): the API's
 * values contain dots, which i18next reads as nesting.
 */
export const CHANNEL_STATUS_IDS: Readonly<Record<ChannelStatus, string>> = {
  "need.approved": "needApproved",
  pending: "pending",
  "denied.pending": "held",
  approved: "approved",
  deny: "denied",
};

/** Where an ownership check stands: none asked yet, running, or its last outcome. */
export const VERIFICATION_STATES = ["none", "verifying", "verified", "failed", "error"] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** Ownership checks repeat by themselves for this long after the owner asks. */
export const VERIFICATION_WINDOW_HOURS = 24;

/**
 * Until when an unproven (need.approved) registration keeps other accounts of the network from
 * registering the same platform channel: the verification window, counted from the registration
 * (decision 035). After it the registration stays and may still prove ownership, but blocks nobody.
 */
export function unprovenHoldEndsAt(registeredAt: Date): Date {
  return new Date(registeredAt.getTime() + VERIFICATION_WINDOW_HOURS * 3_600_000);
}

/**
 * Every caution a person must tick before deleting a channel (docs/spec.md §5): its data goes at
 * once; what it already credited stays and months not yet confirmed are not credited (`earnings`,
 * docs/decisions/132); accrual restarts from a re-approval.
 */
export const CHANNEL_DELETE_CAUTIONS = ["data_removed", "earnings", "accrual_restarts"] as const;
export type ChannelDeleteCaution = (typeof CHANNEL_DELETE_CAUTIONS)[number];

export const DENY_REASON_MAX = 500;

/** Held (denied.pending) at or below the threshold; above it the channel goes to staff (docs/design.md §5). */
export function isHeldByViews(totalViews: number, thresholdViews: number): boolean {
  return totalViews <= thresholdViews;
}

/** The status a channel takes once its ownership is verified. */
export function statusAfterVerification(totalViews: number, thresholdViews: number): ChannelStatus {
  return isHeldByViews(totalViews, thresholdViews) ? "denied.pending" : "pending";
}

/** Staff may decide on channels waiting for them, and on held ones. */
export function isAwaitingStaff(status: ChannelStatus): boolean {
  return status === "pending" || status === "denied.pending";
}

/** Only approved channels count for dashboards, payouts and studio use. */
export function isApproved(status: ChannelStatus): boolean {
  return status === "approved";
}

/** Characters of verification codes: no 0/O or 1/I/L, so a code read aloud or retyped survives. */
export const VERIFICATION_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CHANNEL_CODE_LENGTH = 10;
export const CHANNEL_CODE_PREFIX = "STUDIO-";
