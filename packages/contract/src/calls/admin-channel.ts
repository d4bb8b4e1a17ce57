import { z } from "zod";
import { CHANNEL_STATUSES, DENY_REASON_MAX, VERIFICATION_STATES } from "../channel/channel-rules";
import { ZChannel } from "./channel";
import { defineCall } from "./define-call";
import { idField, instant, pageOf, pagingFields, requiredText } from "./fields";
import { CALL_ROUTES } from "./routes";

/** What happened to a channel: a status change, an ownership check, or what a re-check noticed. */
export const CHANNEL_EVENT_KINDS = ["status", "check", "watch"] as const;

/** What an event moved to: a status, a check outcome, or what a re-check noticed. */
export const CHANNEL_EVENT_VALUES = [
  ...CHANNEL_STATUSES,
  ...VERIFICATION_STATES,
  "code_missing",
  "code_restored",
  "handle_changed",
  "deleted",
] as const;
export type ChannelEventValue = (typeof CHANNEL_EVENT_VALUES)[number];

export const ZChannelEvent = z.object({
  id: z.number().int(),
  kind: z.enum(CHANNEL_EVENT_KINDS),
  from: z.string().nullable(),
  to: z.enum(CHANNEL_EVENT_VALUES),
  reason: z.string().nullable(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  at: instant,
});
export type TChannelEvent = z.infer<typeof ZChannelEvent>;

export const ZQueuedChannel = ZChannel.extend({ owner_email: z.string() });
export type TQueuedChannel = z.infer<typeof ZQueuedChannel>;

const channelIdInput = z.object({ channel_id: idField });

/** Channels waiting for network staff: pending first by age, then held ones. */
export const adminChannelQueueCall = defineCall({
  ...CALL_ROUTES.adminChannelQueueCall,
  summary: "List the channels waiting for staff review",
  input: z.object({
    ...pagingFields,
    status: z.enum(["pending", "denied.pending"]).optional(),
  }),
  output: pageOf(ZQueuedChannel),
  errors: [],
});

export const adminChannelApproveCall = defineCall({
  ...CALL_ROUTES.adminChannelApproveCall,
  summary: "Approve a pending channel",
  input: channelIdInput,
  output: ZQueuedChannel,
  errors: [30005, 30010],
});

export const adminChannelDenyCall = defineCall({
  ...CALL_ROUTES.adminChannelDenyCall,
  summary: "Deny a pending channel, with a reason",
  input: z.object({
    channel_id: idField,
    reason: requiredText(DENY_REASON_MAX),
  }),
  output: ZQueuedChannel,
  errors: [30005, 30010],
});

/** Every transition and check of a channel, newest first. */
export const adminChannelHistoryCall = defineCall({
  ...CALL_ROUTES.adminChannelHistoryCall,
  summary: "Read a channel's status changes and ownership checks",
  input: channelIdInput,
  output: z.object({ channel: ZQueuedChannel, events: z.array(ZChannelEvent) }),
  errors: [],
});
