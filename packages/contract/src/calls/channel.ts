import { z } from "zod";
import { isChannelLink } from "../channel/channel-link";
import { CHANNEL_DELETE_CAUTIONS, CHANNEL_STATUSES, VERIFICATION_STATES } from "../channel/channel-rules";
import { CHANNEL_CATEGORIES } from "../constants";
import { coded } from "../errors/coded";
import { defineCall } from "./define-call";
import {
  confirmPasswordField,
  idField,
  instant,
  microAmount,
  okOutput,
  pageOf,
  pagingFields,
  requiredText,
} from "./fields";
import { CALL_ROUTES } from "./routes";

const REQUIRED = coded(4);

export const channelLinkField = requiredText(500).refine(isChannelLink, { error: coded(30001) });
export const channelCategoryField = z.enum(CHANNEL_CATEGORIES, { error: REQUIRED });

const personRef = z.object({ id: z.number().int(), name: z.string() });

/** A channel as its owner, its manager or its assigned member sees it (docs/spec.md §3 Channel). */
export const ZChannel = z.object({
  id: z.number().int(),
  platform: z.literal("youtube"),
  platform_channel_id: z.string(),
  handle: z.string(),
  link: z.string(),
  name: z.string(),
  thumbnail: z.string(),
  category: z.enum(CHANNEL_CATEGORIES),
  status: z.enum(CHANNEL_STATUSES),
  verification_code: z.string(),
  verification: z.object({
    state: z.enum(VERIFICATION_STATES),
    /** Whether checks still repeat by themselves (until `checking_until`). */
    checking: z.boolean(),
    checking_until: instant.nullable(),
    last_checked_at: instant.nullable(),
    verified_at: instant.nullable(),
  }),
  registered_at: instant,
  approved_at: instant.nullable(),
  owner: personRef,
  assigned_member: personRef.nullable(),
  shorts_count: z.number().int(),
  total_views: z.number().int(),
  subscriber_count: z.number().int(),
  /** The same as `figures.revenue` (zero when the channel has no figures for the viewer). */
  estimated_profit: microAmount,
  /**
   * The channel's views and estimated revenue over the list's `figures_period`, exactly as the
   * channel report (`v2/music/channel/dashboard`) shows them to the viewer over that period. Null
   * when the channel does not count for the viewer's revenue (not approved, or not in the viewer's
   * reach) or there is no period yet. `revenue_display` is the revenue in the request's currency
   * and language, at the rate of the period's last day, as the dashboards show amounts.
   */
  figures: z
    .object({ views: z.number().int(), revenue: microAmount, revenue_display: z.string() })
    .nullable(),
  review: z.object({
    last_requested_at: instant.nullable(),
    /** A held channel that has not asked today (in the network's time zone). */
    can_request: z.boolean(),
    deny_reason: z.string().nullable(),
  }),
  /** What the daily re-check of an approved channel noticed (shown, not acted on). */
  watch: z.object({
    code_missing_since: instant.nullable(),
    handle_changed_from: z.string().nullable(),
    handle_changed_at: instant.nullable(),
  }),
  /** The signed-in account may verify, request review and delete (owner or the owner's manager). */
  can_manage: z.boolean(),
});
export type TChannel = z.infer<typeof ZChannel>;

const channelIdInput = z.object({ channel_id: idField });

export const channelAddCall = defineCall({
  ...CALL_ROUTES.channelAddCall,
  summary: "Register a channel from its link",
  input: z.object({ link: channelLinkField, category: channelCategoryField }),
  /** `already_registered`: the account had registered this channel before; this is that registration. */
  output: ZChannel.extend({ already_registered: z.boolean() }),
  errors: [30001, 30002, 30003, 30004, 30009, 30011],
});

export const channelListCall = defineCall({
  ...CALL_ROUTES.channelListCall,
  summary: "List the channels in reach, with their figures",
  input: z.object({ ...pagingFields, status: z.enum(CHANNEL_STATUSES).optional() }),
  output: pageOf(ZChannel).extend({
    approved_count: z.number().int(),
    /** The period the channels' figures cover: the latest 28 days ending at the newest complete day. */
    figures_period: z.object({ start: z.string(), end: z.string() }).nullable(),
  }),
  errors: [],
});

export const channelDetailCall = defineCall({
  ...CALL_ROUTES.channelDetailCall,
  summary: "Read one channel",
  input: channelIdInput,
  output: ZChannel,
  errors: [],
});

/** Starts (or restarts) the ownership check; it then repeats by itself for 24 hours. */
export const channelVerifyCall = defineCall({
  ...CALL_ROUTES.channelVerifyCall,
  summary: "Start the channel's ownership check",
  input: channelIdInput,
  output: ZChannel,
  // 30005: another verify of the same channel started first.
  errors: [30000, 30005],
});

/** A held channel asks staff to look again, once a day. */
export const channelReviewCall = defineCall({
  ...CALL_ROUTES.channelReviewCall,
  summary: "Ask staff to review a held channel again",
  input: channelIdInput,
  output: ZChannel,
  errors: [30002, 30006, 30007],
});

export const channelDeleteCall = defineCall({
  ...CALL_ROUTES.channelDeleteCall,
  summary: "Delete a channel (password and cautions confirmed)",
  input: z.object({
    channel_id: idField,
    password: confirmPasswordField,
    cautions: z
      .array(z.enum(CHANNEL_DELETE_CAUTIONS, { error: REQUIRED }), { error: REQUIRED })
      .refine((ticked) => CHANNEL_DELETE_CAUTIONS.every((c) => ticked.includes(c)), { error: REQUIRED }),
  }),
  output: okOutput,
  errors: [10004, 10006, 30005],
});
