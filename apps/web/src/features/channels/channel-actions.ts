import type { TChannel } from "@studio/contract";

export type ChannelActionKind = "verify" | "review" | "delete";

export interface ChannelAction {
  kind: ChannelActionKind;
  /** Shown but not usable now (a held channel that already asked for re-review today). */
  disabled: boolean;
}

/**
 * The actions a channel row offers: none unless the viewer may manage the channel; "verify" while it
 * waits for ownership verification, "review" while held (usable once a day), "delete" always.
 */
export function channelActions(channel: Pick<TChannel, "status" | "can_manage" | "review">): ChannelAction[] {
  if (!channel.can_manage) return [];
  const actions: ChannelAction[] = [];
  if (channel.status === "need.approved") actions.push({ kind: "verify", disabled: false });
  if (channel.status === "denied.pending") {
    actions.push({ kind: "review", disabled: !channel.review.can_request });
  }
  actions.push({ kind: "delete", disabled: false });
  return actions;
}
