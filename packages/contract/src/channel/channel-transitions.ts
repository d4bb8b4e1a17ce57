import { CHANNEL_STATUSES, type ChannelStatus } from "./channel-rules";

/** Where a channel may go: a status, or out of the network's channels (its row deleted). */
export type ChannelTarget = ChannelStatus | "deleted";

interface TransitionRule {
  from: readonly ChannelStatus[];
  to: readonly ChannelTarget[];
}

/**
 * Every allowed channel change, in one place (decision 033): each action names the statuses it may
 * start from and where it may lead. Anything else is refused (30010). Actions that keep the status
 * (a check, a re-review that leaves the channel held, the daily re-check) are listed too, so that no
 * write to a channel's status happens outside this table.
 */
export const CHANNEL_TRANSITIONS = {
  /** An ownership check starts or reports without a proof: the channel still needs approving. */
  check: { from: ["need.approved"], to: ["need.approved"] },
  /** Ownership proven: to staff (pending), or held when the views are at or below the threshold. */
  verify: { from: ["need.approved"], to: ["pending", "denied.pending"] },
  /** A held channel asks again: the views are re-read; held again, or on to staff. */
  rereview: { from: ["denied.pending"], to: ["denied.pending", "pending"] },
  /** Staff decide on channels waiting for them and on held ones. */
  approve: { from: ["pending", "denied.pending"], to: ["approved"] },
  deny: { from: ["pending", "denied.pending"], to: ["deny"] },
  /** The daily re-check of an approved channel refreshes it; it never moves it. */
  watch: { from: ["approved"], to: ["approved"] },
  /** The owner (or the owner's manager) deletes it, or its owner's account is deleted. */
  delete: { from: CHANNEL_STATUSES, to: ["deleted"] },
  /** Another account proved ownership of the same platform channel: unproven registrations go. */
  release: { from: ["need.approved"], to: ["deleted"] },
} as const satisfies Record<string, TransitionRule>;

export type ChannelAction = keyof typeof CHANNEL_TRANSITIONS;
export const CHANNEL_ACTIONS = Object.keys(CHANNEL_TRANSITIONS) as ChannelAction[];

/** True when the table lets `action` take a channel in `from` to `to`. */
export function canTransition(action: ChannelAction, from: ChannelStatus, to: ChannelTarget): boolean {
  const rule: TransitionRule = CHANNEL_TRANSITIONS[action];
  return rule.from.includes(from) && rule.to.includes(to);
}
