import { z } from "zod";
import { ACCOUNT_TYPES, STAFF_ROLES } from "../constants";
import { CURRENCIES, LANGUAGES } from "../languages";
import { defineCall } from "./define-call";
import {
  confirmPasswordField,
  emailField,
  integerField,
  inviteCodeField,
  newPasswordField,
  nicknameField,
  okOutput,
  requiredText,
  verificationCodeField,
} from "./fields";
import { CALL_ROUTES } from "./routes";
import { deviceTokenField, secondFactorCodeField, ZSecondFactorStep } from "./two-factor";

const tokenOutput = z.object({ token: z.string() });

/** Permission levels of docs/spec.md §3: highest network level, middle, creator. */
export const PERMISSIONS = ["manager", "middle", "creator"] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ZMe = z.object({
  info: z.object({ name: z.string(), user_id: z.string() }),
  permission: z.enum(PERMISSIONS),
  permission_flag: z.number().int(),
  auth_required: z.boolean(),
  is_mcn_related: z.boolean(),
  account_type: z.enum(ACCOUNT_TYPES),
  is_staff: z.boolean(),
  /** The staff member's role; null for everyone else. */
  staff_role: z.enum(STAFF_ROLES).nullable(),
  language: z.enum(LANGUAGES),
  currency: z.enum(CURRENCIES),
  tutorial_step: z.number().int(),
  push: z.object({ notice: z.boolean(), marketing: z.boolean() }),
  referral_code: z.string(),
  created_at: z.string(),
  /**
   * Two-step sign-in (docs/decisions/142): "setup_required" for staff and managers without a second
   * factor, whose every call but setting one up answers 10031 until they do.
   */
  two_factor: z.enum(["off", "on", "setup_required"]),
});
export type TMe = z.infer<typeof ZMe>;

export const joinCall = defineCall({
  ...CALL_ROUTES.joinCall,
  summary: "Create an account and sign in",
  input: z.object({
    id: emailField,
    password: newPasswordField,
    nickname: nicknameField,
    referral: inviteCodeField.optional().default(""),
  }),
  output: tokenOutput,
  errors: [10006, 10007, 10008, 10009, 10010, 10011],
});

/**
 * A session, or (for an account with a second factor, docs/decisions/142) the second step to take.
 * `device` is a token from an earlier "remember this device"; `code` an authenticator or recovery
 * code sent with the password, which a throttled account (10033, docs/decisions/143) still gets in with.
 */
export const loginCall = defineCall({
  ...CALL_ROUTES.loginCall,
  summary: "Sign in with e-mail and password (then a second factor where the account has one)",
  input: z.object({
    id: requiredText(254),
    password: requiredText(128),
    device: deviceTokenField.optional(),
    code: secondFactorCodeField.optional(),
  }),
  output: z.union([tokenOutput, z.object({ second_factor: ZSecondFactorStep })]),
  errors: [10002, 10003, 10013, 10030, 10033],
});

export const logoutCall = defineCall({
  ...CALL_ROUTES.logoutCall,
  summary: "End the current session",
  input: z.object({}),
  output: okOutput,
  errors: [],
});

export const meCall = defineCall({
  ...CALL_ROUTES.meCall,
  summary: "Read the signed-in account",
  input: z.object({}),
  output: ZMe,
  errors: [10000, 10002, 10013],
});

/** Sends (or re-sends) the sign-up verification code to the signed-in account's e-mail. */
export const sendEmailCodeCall = defineCall({
  ...CALL_ROUTES.sendEmailCodeCall,
  summary: "Send the sign-up verification code",
  input: z.object({}),
  output: z.object({ expires_in: z.number().int(), resend_in: z.number().int() }),
  errors: [2, 3],
});

export const emailVerifyCall = defineCall({
  ...CALL_ROUTES.emailVerifyCall,
  summary: "Verify the account's e-mail with the code",
  input: z.object({ code: verificationCodeField }),
  output: okOutput,
  errors: [10015, 10016, 10017],
});

export const accountUpdateCall = defineCall({
  ...CALL_ROUTES.accountUpdateCall,
  summary: "Change the nickname or password",
  input: z.object({
    password: requiredText(128),
    new_password: newPasswordField.optional(),
    nickname: nicknameField.optional(),
  }),
  output: okOutput,
  errors: [10006, 10008, 10010, 10018, 10019],
});

export const deleteAccountCall = defineCall({
  ...CALL_ROUTES.deleteAccountCall,
  summary: "Delete the signed-in account",
  input: z.object({ password: confirmPasswordField }),
  output: okOutput,
  errors: [10004, 10006],
});

export const findPasswordCall = defineCall({
  ...CALL_ROUTES.findPasswordCall,
  summary: "Send a password reset code",
  input: z.object({ email: emailField }),
  output: z.object({ expires_in: z.number().int() }),
  errors: [3, 10007],
});

export const findPasswordVerifyCall = defineCall({
  ...CALL_ROUTES.findPasswordVerifyCall,
  summary: "Exchange a reset code for a reset token",
  input: z.object({ email: emailField, code: verificationCodeField }),
  output: z.object({ token: z.string(), expires_in: z.number().int() }),
  errors: [10007, 10015, 10016, 10017],
});

export const findPasswordUpdateCall = defineCall({
  ...CALL_ROUTES.findPasswordUpdateCall,
  summary: "Set a new password with a reset token",
  input: z.object({ token: requiredText(128), password: newPasswordField }),
  output: okOutput,
  errors: [10006, 10024],
});

export const stepTutorialCall = defineCall({
  ...CALL_ROUTES.stepTutorialCall,
  summary: "Remember the tutorial step reached",
  input: z.object({ value: integerField(0, 100) }),
  output: okOutput,
  errors: [],
});

/** Only the chosen one is true in a request (docs/spec.md §7); the other keeps its stored value. */
export const pushSettingsCall = defineCall({
  ...CALL_ROUTES.pushSettingsCall,
  summary: "Turn notice or marketing notifications on or off",
  input: z.object({ notice: z.boolean().optional(), marketing: z.boolean().optional() }),
  output: z.object({ notice: z.boolean(), marketing: z.boolean() }),
  errors: [],
});

/** Remembers the interface language and display currency on the account (mails use the language). */
export const preferencesCall = defineCall({
  ...CALL_ROUTES.preferencesCall,
  summary: "Remember the interface language and display currency",
  input: z.object({ language: z.enum(LANGUAGES).optional(), currency: z.enum(CURRENCIES).optional() }),
  output: okOutput,
  errors: [],
});

/**
 * Issues a single-use login token (60 s) for `/auth/external?t=`. `code` is the caller's session
 * token, sent in the query because the caller (the network's app or a mail link builder) sends no
 * auth headers.
 */
export const createOnetimeAuthCall = defineCall({
  ...CALL_ROUTES.createOnetimeAuthCall,
  summary: "Issue a single-use login token for a session",
  input: z.object({ code: requiredText(128) }),
  output: z.object({ token: z.string(), expires_in: z.number().int(), url: z.string() }),
  errors: [10000, 10002, 10013],
});

/** Exchanges a single-use token from create.onetime.auth for a session (the /auth/external page). */
export const onetimeLoginCall = defineCall({
  ...CALL_ROUTES.onetimeLoginCall,
  summary: "Sign in with a single-use login token",
  input: z.object({ t: requiredText(128) }),
  output: tokenOutput,
  errors: [10000, 10002, 10013],
});

export const invitationValidateCall = defineCall({
  ...CALL_ROUTES.invitationValidateCall,
  summary: "Check an invitation code",
  input: z.object({ code: requiredText(32) }),
  output: z.object({ valid: z.literal(true), inviter: z.string() }),
  errors: [10011],
});
