import { CHANNEL_STATUS_IDS, type ChannelStatus, type VerificationState } from "@studio/contract";

/** Translation ids of the statuses: labels under channelStatus.*, explanations under channelStatusHelp.*. */
export const STATUS_IDS = CHANNEL_STATUS_IDS;

export const STATUS_COLORS: Readonly<Record<ChannelStatus, string>> = {
  "need.approved": "orange",
  pending: "blue",
  "denied.pending": "yellow",
  approved: "teal",
  deny: "red",
};

/** Statuses still on their way to approval (the approval placeholder says the account is waiting). */
export const WAITING_STATUSES: readonly ChannelStatus[] = ["need.approved", "pending", "denied.pending"];

export const statusLabelKey = (status: ChannelStatus) => `channelStatus.${STATUS_IDS[status]}`;
export const statusHelpKey = (status: ChannelStatus) => `channelStatusHelp.${STATUS_IDS[status]}`;
export const verificationStateKey = (state: VerificationState) => `verificationState.${state}`;
export const categoryKey = (category: string) => `channelCategory.${category}`;
