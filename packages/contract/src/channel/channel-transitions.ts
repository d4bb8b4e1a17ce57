import type { ChannelStatus } from "./channel-rules";

/** Where a channel may go: a status, or out of the network's channels (its row deleted). */
export type ChannelTarget = ChannelStatus | "deleted";

/**
 * Every allowed channel status change, in one place (decision 033). A status may stay the same only
 * where a write records something about it without moving it: an ownership check of a channel that
 * still needs approving, a re-review that leaves the channel held, the daily re-check of an approved
 * one. Deleting is allowed from every status (by the owner, by a proof elsewhere, by account deletion).
 */
export const CHANNEL_TRANSITIONS: Readonly<Record<ChannelStatus, readonly ChannelTarget[]>> = {
  // Ownership checks keep it here; a proof sends it to staff (pending) or holds it (few views).
  "need.approved": ["need.approved", "pending", "denied.pending", "deleted"],
  // Staff decide.
  pending: ["approved", "deny", "deleted"],
  // Re-review re-reads the views (held again, or on to staff); staff may decide on held ones too.
  "denied.pending": ["denied.pending", "pending", "approved", "deny", "deleted"],
  // The daily re-check refreshes it; nothing moves an approved channel back.
  approved: ["approved", "deleted"],
  // Denial is final.
  deny: ["deleted"],
};

/** True when the table allows a channel in `from` to go to `to`. */
export function canTransition(from: ChannelStatus, to: ChannelTarget): boolean {
  return CHANNEL_TRANSITIONS[from].includes(to);
}
