import { z } from "zod";
import { ACCOUNT_TYPES } from "../constants";
import { CURRENCIES, LANGUAGES } from "../languages";
import { defineCall } from "./define-call";
import {
  confirmPasswordField,
  emailField,
  inviteCodeField,
  newPasswordField,
  nicknameField,
  okOutput,
  requiredText,
  verificationCodeField,
} from "./fields";

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
  language: z.enum(LANGUAGES),
  currency: z.enum(CURRENCIES),
  tutorial_step: z.number().int(),
  push: z.object({ notice: z.boolean(), marketing: z.boolean() }),
  referral_code: z.string(),
  created_at: z.string(),
});
export type TMe = z.infer<typeof ZMe>;

export const joinCall = defineCall({
  method: "POST",
  path: "member/join",
  summary: "Create an account and sign in",
  access: "public",
  input: z.object({
    id: emailField,
    password: newPasswordField,
    nickname: nicknameField,
    referral: inviteCodeField.optional().default(""),
  }),
  output: tokenOutput,
  errors: [10006, 10007, 10008, 10009, 10010, 10011],
});

export const loginCall = defineCall({
  method: "POST",
  path: "member/login",
  summary: "Sign in with e-mail and password",
  access: "public",
  input: z.object({ id: requiredText(254), password: requiredText(128) }),
  output: tokenOutput,
  errors: [10002, 10003, 10013],
});

export const logoutCall = defineCall({
  method: "POST",
  path: "member/logout",
  summary: "End the current session",
  access: "session-unverified",
  input: z.object({}),
  output: okOutput,
  errors: [],
});

export const meCall = defineCall({
  method: "GET",
  path: "member/me",
  summary: "Read the signed-in account",
  access: "session-unverified",
  input: z.object({}),
  output: ZMe,
  errors: [10000, 10002, 10013],
});

/** Sends (or re-sends) the sign-up verification code to the signed-in account's e-mail. */
export const sendEmailCodeCall = defineCall({
  method: "POST",
  path: "member/email",
  summary: "Send the sign-up verification code",
  access: "session-unverified",
  input: z.object({}),
  output: z.object({ expires_in: z.number().int(), resend_in: z.number().int() }),
  errors: [2, 3],
});

export const emailVerifyCall = defineCall({
  method: "POST",
  path: "member/emailverify",
  summary: "Verify the account's e-mail with the code",
  access: "session-unverified",
  input: z.object({ code: verificationCodeField }),
  output: okOutput,
  errors: [10015, 10016, 10017],
});

export const accountUpdateCall = defineCall({
  method: "POST",
  path: "member/account/update",
  summary: "Change the nickname or password",
  access: "session",
  input: z.object({
    password: requiredText(128),
    new_password: newPasswordField.optional(),
    nickname: nicknameField.optional(),
  }),
  output: okOutput,
  errors: [10006, 10008, 10010, 10018, 10019],
});

export const deleteAccountCall = defineCall({
  method: "POST",
  path: "member/account/delete.account",
  summary: "Delete the signed-in account",
  access: "session-unverified",
  input: z.object({ password: confirmPasswordField }),
  output: okOutput,
  errors: [10004, 10006],
});

export const findPasswordCall = defineCall({
  method: "POST",
  path: "member/account/find.password",
  summary: "Send a password reset code",
  access: "public",
  input: z.object({ email: emailField }),
  output: z.object({ expires_in: z.number().int() }),
  errors: [3, 10007],
});

export const findPasswordVerifyCall = defineCall({
  method: "POST",
  path: "member/account/find.password.verify",
  summary: "Exchange a reset code for a reset token",
  access: "public",
  input: z.object({ email: emailField, code: verificationCodeField }),
  output: z.object({ token: z.string(), expires_in: z.number().int() }),
  errors: [10007, 10015, 10016, 10017],
});

export const findPasswordUpdateCall = defineCall({
  method: "POST",
  path: "member/account/find.password.update",
  summary: "Set a new password with a reset token",
  access: "public",
  input: z.object({ token: requiredText(128), password: newPasswordField }),
  output: okOutput,
  errors: [10006, 10024],
});

export const stepTutorialCall = defineCall({
  method: "POST",
  path: "member/settings/step.tutorial",
  summary: "Remember the tutorial step reached",
  access: "session",
  input: z.object({ value: z.coerce.number().int().min(0).max(100) }),
  output: okOutput,
  errors: [],
});

/** Only the chosen one is true in a request (docs/spec.md §7); the other keeps its stored value. */
export const pushSettingsCall = defineCall({
  method: "POST",
  path: "member/settings/push",
  summary: "Turn notice or marketing notifications on or off",
  access: "session",
  input: z.object({ notice: z.boolean().optional(), marketing: z.boolean().optional() }),
  output: z.object({ notice: z.boolean(), marketing: z.boolean() }),
  errors: [],
});

/** Remembers the interface language and display currency on the account (mails use the language). */
export const preferencesCall = defineCall({
  method: "POST",
  path: "member/settings/preferences",
  summary: "Remember the interface language and display currency",
  access: "session-unverified",
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
  method: "POST",
  path: "member/create.onetime.auth",
  summary: "Issue a single-use login token for a session",
  access: "public",
  inputIn: "query",
  input: z.object({ code: requiredText(128) }),
  output: z.object({ token: z.string(), expires_in: z.number().int(), url: z.string() }),
  errors: [10000, 10002, 10013],
});

/** Exchanges a single-use token from create.onetime.auth for a session (the /auth/external page). */
export const onetimeLoginCall = defineCall({
  method: "POST",
  path: "member/onetime.login",
  summary: "Sign in with a single-use login token",
  access: "public",
  input: z.object({ t: requiredText(128) }),
  output: tokenOutput,
  errors: [10000, 10002, 10013],
});

export const invitationValidateCall = defineCall({
  method: "GET",
  path: "member/invitation/validate",
  summary: "Check an invitation code",
  access: "public",
  input: z.object({ code: requiredText(32) }),
  output: z.object({ valid: z.literal(true), inviter: z.string() }),
  errors: [10011],
});
