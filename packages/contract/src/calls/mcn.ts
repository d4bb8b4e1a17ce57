import { z } from "zod";
import { coded } from "../errors/coded";
import { FEE_RATE, FEE_RATE_MONTH, feeRateBpToPercent } from "../fee-rate";
import { defineCall } from "./define-call";
import {
  confirmPasswordField,
  emailField,
  idField,
  instant,
  microAmount,
  newPasswordField,
  nicknameField,
  okOutput,
  pageOf,
  pagingFields,
  requiredText,
} from "./fields";
import { CALL_ROUTES } from "./routes";

/**
 * A manager's team (docs/spec.md §2 member management, §3 member sub-account, §6 roles;
 * docs/design.md §4, §6, §11): member sub-accounts, their channels and their fee rates. The
 * calls answer 2 (403) to an account that may not manage sub-accounts (neither the highest
 * permission nor the SubCreateable flag), and 404 for a member or channel outside its team.
 */

const FEE_RATE_ERROR = coded(10028, {
  min: feeRateBpToPercent(FEE_RATE.minBp),
  max: feeRateBpToPercent(FEE_RATE.maxBp),
});

/** A fee rate's text as a form holds it: decimal digits, at most two after the point. */
const FEE_RATE_TEXT = /^[0-9]{1,3}(\.[0-9]{1,2})?$/;

/**
 * A fee rate as a percentage, 0-100 with at most two decimals (30, 12.5, 0.01): a JSON number, or
 * its decimal text as a form holds it; never `true`, hex or an exponent, which `z.coerce` read.
 */
export const feeRateField = z.preprocess(
  (value) => (typeof value === "string" && FEE_RATE_TEXT.test(value.trim()) ? Number(value.trim()) : value),
  z
    .number({ error: FEE_RATE_ERROR })
    .min(feeRateBpToPercent(FEE_RATE.minBp), { error: FEE_RATE_ERROR })
    .max(feeRateBpToPercent(FEE_RATE.maxBp), { error: FEE_RATE_ERROR })
    // Whole basis points only; the tolerance absorbs binary fractions such as 0.29 * 100.
    .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6, {
      error: FEE_RATE_ERROR,
    }),
);

/**
 * The month a fee rate starts: `YYYY-MM` (anything else is malformed input, code 4); this month or
 * later and not yet confirmed is the server's rule (10029, a 409 about the month, not the format).
 */
export const feeRateMonthField = z.string({ error: coded(4) }).regex(FEE_RATE_MONTH, { error: coded(4) });

const channelRef = z.object({ id: z.number().int(), name: z.string(), thumbnail: z.string() });

/** A member sub-account as its manager sees it (docs/spec.md §3 Member sub-account). */
export const ZTeamMember = z.object({
  id: z.number().int(),
  /** The member's e-mail, their login ID. */
  user_id: z.string(),
  name: z.string(),
  /** The rate in force this month, percent. */
  fee_rate: z.number(),
  /** A later rate already saved, if any: the next change and the month it starts. */
  next_fee_rate: z.object({ fee_rate: z.number(), month: z.string() }).nullable(),
  registered_at: instant,
  channels: z.array(channelRef),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

export const mcnAddCall = defineCall({
  ...CALL_ROUTES.mcnAddCall,
  summary: "Create a member sub-account (verified), optionally with channels to register for it",
  input: z.object({
    user_id: emailField,
    password: newPasswordField,
    nickname: nicknameField,
    /** Channel links registered on the manager's account and assigned to the new member. */
    channels: z.array(requiredText(500)).max(20).optional().default([]),
  }),
  /** `created` is false when the same manager already created this member (idempotent replay). */
  output: z.object({ member: ZTeamMember, created: z.boolean() }),
  errors: [10006, 10007, 10008, 10009, 10010, 30001, 30002, 30003, 30004, 30009, 30011],
});

export const mcnAccountsCall = defineCall({
  ...CALL_ROUTES.mcnAccountsCall,
  summary: "List the manager's member sub-accounts",
  input: z.object({ ...pagingFields }),
  output: pageOf(ZTeamMember),
  errors: [],
});

/**
 * Changes a member's password and/or fee rate. A fee rate starts on the first day of `month`
 * (default this month); a month whose revenue is already confirmed is refused (10029).
 */
export const mcnUpdateCall = defineCall({
  ...CALL_ROUTES.mcnUpdateCall,
  summary: "Change a member's password or fee rate",
  input: z
    .object({
      target: idField,
      password: newPasswordField.optional(),
      fee_rate: feeRateField.optional(),
      month: feeRateMonthField.optional(),
    })
    .refine((input) => input.password !== undefined || input.fee_rate !== undefined, { error: coded(4) }),
  output: z.object({ member: ZTeamMember }),
  errors: [10006, 10010, 10028, 10029],
});

export const mcnDeleteCall = defineCall({
  ...CALL_ROUTES.mcnDeleteCall,
  summary: "Delete a member sub-account (manager's password); its channels return to the manager",
  input: z.object({ target: idField, password: confirmPasswordField }),
  output: okOutput,
  errors: [10004, 10006],
});

/** One entry of a member's fee-rate history, newest first. */
export const ZFeeRateChange = z.object({
  fee_rate: z.number(),
  /** The first month the rate is in force, `YYYY-MM`. */
  month: z.string(),
  changed_at: instant,
  changed_by: z.object({ id: z.number().int(), name: z.string() }),
});

export const mcnFeeRateHistoryCall = defineCall({
  ...CALL_ROUTES.mcnFeeRateHistoryCall,
  summary: "Read a member's fee-rate history",
  input: z.object({ target: idField }),
  output: z.object({ items: z.array(ZFeeRateChange) }),
  errors: [],
});

/** One side of a fee-rate preview: micro-USD and as the asked currency shows them. */
const ZFeeRateSplit = z.object({
  fee_rate: z.number(),
  member_net: microAmount,
  member_net_display: z.string(),
  manager_fee: microAmount,
  manager_fee_display: z.string(),
});

/**
 * What a member would net for `month` under `fee_rate`, beside what the rate in force gives: the
 * estimated revenue of the member's channels that month, split with `splitRevenue`.
 */
export const mcnFeeRatePreviewCall = defineCall({
  ...CALL_ROUTES.mcnFeeRatePreviewCall,
  summary: "Preview a member's net for a month under a new fee rate",
  input: z.object({ target: idField, fee_rate: feeRateField, month: feeRateMonthField }),
  output: z.object({
    month: z.string(),
    /** Estimated revenue of the member's assigned channels in that month. */
    revenue: microAmount,
    revenue_display: z.string(),
    current: ZFeeRateSplit,
    proposed: ZFeeRateSplit,
    /** The currency of the display amounts and the USD->currency rate they used ("1" for USD). */
    currency: z.string(),
    rate: z.string(),
  }),
  errors: [10028, 10029],
});

/** Assigns one of the manager's channels to one of their members (replacing an earlier member). */
export const channelAssignCall = defineCall({
  ...CALL_ROUTES.channelAssignCall,
  summary: "Assign a channel to a member",
  input: z.object({ channel_id: idField, target: idField }),
  output: okOutput,
  errors: [],
});

/** Takes a channel back from its member; past earnings stay with whoever earned them. */
export const channelUnassignCall = defineCall({
  ...CALL_ROUTES.channelUnassignCall,
  summary: "Take a channel back from its member",
  input: z.object({ channel_id: idField }),
  output: okOutput,
  errors: [],
});

export const MANAGER_AUDIT_ACTIONS = [
  "member.add",
  "member.password",
  "member.fee_rate",
  "member.delete",
  "channel.assign",
  "channel.unassign",
] as const;
export type ManagerAuditAction = (typeof MANAGER_AUDIT_ACTIONS)[number];

/** One manager action: who, what, before, after, when (docs/design.md §11). Passwords never appear. */
export const ZManagerAuditEntry = z.object({
  id: z.number().int(),
  action: z.enum(MANAGER_AUDIT_ACTIONS),
  actor: z.object({ id: z.number().int(), name: z.string() }),
  member: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  channel: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  at: instant,
});

export const mcnAuditCall = defineCall({
  ...CALL_ROUTES.mcnAuditCall,
  summary: "List the manager's actions on their team, newest first",
  input: z.object({ ...pagingFields }),
  output: pageOf(ZManagerAuditEntry),
  errors: [],
});
