import { z } from "zod";
import { coded } from "../errors/coded";
import { defineCall } from "./define-call";
import { instant, microAmount, pageOf, pagingFields } from "./fields";
import { dayField } from "./revenue";
import { CALL_ROUTES } from "./routes";

/**
 * The invite-friends programme (docs/spec.md §1, §2 `/invitation`, §4; docs/decisions/121): the
 * account's invite code, the friends who joined with it in a period and the referral points they
 * brought. Points are ledger money (micro-USD).
 */

const period = z
  .object({ start: dayField, end: dayField })
  .refine((p) => p.start <= p.end, { error: coded(4), path: ["end"] });

export const ZInvitationDashboard = z.object({
  /** The account's invite code; the share link is `/r/<code>` on the site. */
  code: z.string(),
  /** Friends who joined with the code in the period. */
  invited: z.number().int(),
  /** Of those, the ones with confirmed revenue. */
  active: z.number().int(),
  /** Referral points credited in the period (confirmed months). */
  points: microAmount,
  /**
   * Points still to come: the share of the friends' estimated revenue in the months of their
   * windows not confirmed yet.
   */
  expected_points: microAmount,
  /** The network's share, in basis points. */
  share_bp: z.number().int(),
  /** Points left unspent and when the next of them expire (null: none waiting). */
  next_expiry: z.object({ at: instant, amount: microAmount }).nullable(),
});
export type TInvitationDashboard = z.infer<typeof ZInvitationDashboard>;

export const ZInvitedFriend = z.object({
  nickname: z.string(),
  joined_at: instant,
  /** The last day of the months whose revenue earns points. */
  window_ends: z.iso.date(),
  active: z.boolean(),
  /** Points this friend brought so far. */
  points: microAmount,
});
export type TInvitedFriend = z.infer<typeof ZInvitedFriend>;

export const invitationDashboardCall = defineCall({
  ...CALL_ROUTES.invitationDashboardCall,
  summary: "The invite code, the friends invited in a period, active friends and points",
  input: period,
  output: ZInvitationDashboard,
  errors: [4],
});

export const invitationListCall = defineCall({
  ...CALL_ROUTES.invitationListCall,
  summary: "The friends who joined with the account's code in a period, newest first",
  input: z.object({ start: dayField, end: dayField, ...pagingFields }),
  output: pageOf(ZInvitedFriend),
  errors: [4],
});
