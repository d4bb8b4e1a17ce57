import { z } from "zod";
import { defineCall } from "./define-call";
import { idField, okOutput, requiredText } from "./fields";
import { CALL_ROUTES } from "./routes";

/**
 * Two-step sign-in (docs/decisions/142): an authenticator app (TOTP), passkeys (WebAuthn) and
 * one-time recovery codes. Required for staff and for managers, optional for creators. A login
 * with the right password of an account with a second factor answers a short-lived ticket instead
 * of a session; the ticket and a second factor make the session.
 */

export const SECOND_FACTOR_METHODS = ["totp", "passkey", "recovery"] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** A six-digit authenticator code or a recovery code (`xxxxx-xxxxx`), spaces and dashes allowed. */
export const secondFactorCodeField = requiredText(32);

/** A device token from a login with "remember this device": it skips the second step there. */
export const deviceTokenField = z.string().trim().max(128);

/**
 * What the browser's WebAuthn call answered (SimpleWebAuthn's `RegistrationResponseJSON` or
 * `AuthenticationResponseJSON`), checked in full by the server's verification.
 */
export const ZWebAuthnResponse = z.object({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal("public-key"),
  response: z.record(z.string().max(64), z.unknown()),
  clientExtensionResults: z.record(z.string().max(64), z.unknown()).optional().default({}),
  authenticatorAttachment: z.string().max(32).optional(),
});

/** Options for the browser's WebAuthn call (SimpleWebAuthn's `...OptionsJSON`), passed on as they are. */
const ZWebAuthnOptions = z.record(z.string(), z.unknown());

/** The second step a login asks for, instead of a session. */
export const ZSecondFactorStep = z.object({
  /** Single use, five minutes; sent back with the second factor. */
  ticket: z.string(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
});
export type TSecondFactorStep = z.infer<typeof ZSecondFactorStep>;

/** A session, and the device token when the person asked to be remembered on this device. */
export const ZSignedIn = z.object({ token: z.string(), device: z.string().nullable() });

/**
 * Proof that the person at the keyboard holds the account's second factor (or, for an account
 * without one, its password and a code mailed to it), for a change that money follows
 * (docs/decisions/144: payment info).
 */
export const ZStepUpProof = z.discriminatedUnion("method", [
  z.object({ method: z.literal("totp"), code: secondFactorCodeField }),
  z.object({ method: z.literal("recovery"), code: secondFactorCodeField }),
  z.object({ method: z.literal("passkey"), response: ZWebAuthnResponse }),
  z.object({ method: z.literal("mail"), code: secondFactorCodeField }),
]);
export type TStepUpProof = z.infer<typeof ZStepUpProof>;

const recoveryCodesOutput = z.object({
  /** Shown once: ten single-use codes. Null when the account already had codes. */
  recovery_codes: z.array(z.string()).nullable(),
});

export const loginVerifyCall = defineCall({
  ...CALL_ROUTES.loginVerifyCall,
  summary: "Finish a login with an authenticator code or a recovery code",
  input: z.object({
    ticket: requiredText(128),
    method: z.enum(["totp", "recovery"]),
    code: secondFactorCodeField,
    remember: z.boolean().optional().default(false),
  }),
  output: ZSignedIn,
  errors: [10002, 10013, 10030, 10032],
});

export const loginPasskeyOptionsCall = defineCall({
  ...CALL_ROUTES.loginPasskeyOptionsCall,
  summary: "Options for finishing a login with a passkey",
  input: z.object({ ticket: requiredText(128) }),
  output: z.object({ options: ZWebAuthnOptions }),
  errors: [10032],
});

export const loginPasskeyVerifyCall = defineCall({
  ...CALL_ROUTES.loginPasskeyVerifyCall,
  summary: "Finish a login with a passkey",
  input: z.object({
    ticket: requiredText(128),
    response: ZWebAuthnResponse,
    remember: z.boolean().optional().default(false),
  }),
  output: ZSignedIn,
  errors: [10002, 10013, 10030, 10032],
});

export const ZPasskey = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type TPasskey = z.infer<typeof ZPasskey>;

export const ZTwoFactorStatus = z.object({
  /** Staff and managers must have a second factor. */
  required: z.boolean(),
  totp: z.boolean(),
  passkeys: z.array(ZPasskey),
  recovery_codes_left: z.number().int(),
  trusted_devices: z.number().int(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

export const twoFactorStatusCall = defineCall({
  ...CALL_ROUTES.twoFactorStatusCall,
  summary: "The account's second factors",
  input: z.object({}),
  output: ZTwoFactorStatus,
  errors: [],
});

export const totpSetupCall = defineCall({
  ...CALL_ROUTES.totpSetupCall,
  summary: "Start adding an authenticator app: its secret, as text and as a QR code",
  input: z.object({}),
  output: z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() }),
  /** 2 (409): the account already has a confirmed authenticator app, whose secret is never shown again. */
  errors: [2],
  invalidAccessAs: [409],
});

export const totpConfirmCall = defineCall({
  ...CALL_ROUTES.totpConfirmCall,
  summary: "Finish adding an authenticator app with its current code",
  input: z.object({ code: secondFactorCodeField }),
  output: recoveryCodesOutput,
  errors: [10030, 10032],
});

export const totpRemoveCall = defineCall({
  ...CALL_ROUTES.totpRemoveCall,
  summary: "Remove the authenticator app (current password needed)",
  input: z.object({ password: requiredText(128) }),
  output: okOutput,
  errors: [10019, 10034],
});

export const passkeyOptionsCall = defineCall({
  ...CALL_ROUTES.passkeyOptionsCall,
  summary: "Options for adding a passkey",
  input: z.object({}),
  output: z.object({ options: ZWebAuthnOptions }),
  errors: [],
});

export const passkeyRegisterCall = defineCall({
  ...CALL_ROUTES.passkeyRegisterCall,
  summary: "Add a passkey",
  input: z.object({ name: requiredText(60), response: ZWebAuthnResponse }),
  output: recoveryCodesOutput,
  errors: [10030, 10032],
});

export const passkeyRemoveCall = defineCall({
  ...CALL_ROUTES.passkeyRemoveCall,
  summary: "Remove a passkey (current password needed)",
  input: z.object({ id: idField, password: requiredText(128) }),
  output: okOutput,
  errors: [10019, 10034],
});

export const recoveryCodesCall = defineCall({
  ...CALL_ROUTES.recoveryCodesCall,
  summary: "Replace the recovery codes with ten new ones (current password needed)",
  input: z.object({ password: requiredText(128) }),
  output: z.object({ recovery_codes: z.array(z.string()) }),
  errors: [10019, 10031],
});

export const trustedDevicesForgetCall = defineCall({
  ...CALL_ROUTES.trustedDevicesForgetCall,
  summary: "Forget every device remembered at sign-in: each asks for the second factor again",
  input: z.object({}),
  output: okOutput,
  errors: [],
});

export const stepUpOptionsCall = defineCall({
  ...CALL_ROUTES.stepUpOptionsCall,
  summary: "How this account confirms a sensitive change, with passkey options when it has one",
  input: z.object({}),
  output: z.object({
    methods: z.array(z.enum(["totp", "passkey", "recovery", "mail"])),
    passkey_options: ZWebAuthnOptions.nullable(),
  }),
  errors: [],
});

export const stepUpMailCall = defineCall({
  ...CALL_ROUTES.stepUpMailCall,
  summary: "Mail a confirmation code to an account without a second factor",
  input: z.object({}),
  output: z.object({ expires_in: z.number().int() }),
  /** 2 (409): the account has a second factor, which confirms its changes instead of a mail. */
  errors: [2],
  invalidAccessAs: [409],
});

export const adminTwoFactorResetCall = defineCall({
  ...CALL_ROUTES.adminTwoFactorResetCall,
  summary: "Remove every second factor of an account that lost its device (audited, mailed)",
  input: z.object({ account_id: idField, reason: requiredText(500) }),
  output: okOutput,
  errors: [],
});
