import { z } from "zod";
import { emailField, instant, requiredText } from "../calls/fields";
import { ACCOUNT_NUMBER, SWIFT } from "../constants";
import { clientIssue, coded } from "../errors/coded";
import { isCountryCode } from "./countries";

/**
 * Payment info (docs/spec.md §3, §5, §9; docs/design.md §7; docs/decisions/084, 085): where an
 * account's withdrawals are paid, by bank transfer or PayPal. Every rule lives here, once, for the
 * web's forms and the API alike.
 */

export const PAYMENT_METHODS = ["bank", "paypal"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const REQUIRED = coded(4);

/** A SWIFT/BIC: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const SWIFT_FORM = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** How a SWIFT/BIC is kept: upper case, without the spaces people type between its parts. */
export const normalizeSwift = (swift: string) => swift.replace(/\s+/g, "").toUpperCase();

const SWIFT_LENGTH = coded(40017, { min: SWIFT.min, max: SWIFT.max }, "swiftLength");

/** SWIFT/BIC: 8-11 characters (40017, worded "must be 8-11 characters" in forms), then the form (40017). */
export const swiftField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .max(40, { error: SWIFT_LENGTH })
  .transform(normalizeSwift)
  .pipe(
    z
      .string()
      .min(SWIFT.min, { error: SWIFT_LENGTH })
      .max(SWIFT.max, { error: SWIFT_LENGTH })
      .regex(SWIFT_FORM, { error: coded(40017) }),
  );

/** An account number without the spaces and hyphens people group it with, upper case. */
export const compactAccountNumber = (value: string) => value.replace(/[\s-]+/g, "").toUpperCase();

/** Account numbers and IBANs: 6-34 letters or digits once spaces and hyphens are dropped. */
export const ACCOUNT_NUMBER_BOUNDS = { min: 6, max: 34 } as const;

/** Two letters (a country), two check digits, then 11-30 letters or digits: the shape of an IBAN. */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

export const looksLikeIban = (compact: string) => IBAN_SHAPE.test(compact);

/** ISO 13616 check: the country and check digits moved to the end, letters as 10-35, mod 97 is 1. */
export function ibanChecksumValid(compact: string): boolean {
  if (!looksLikeIban(compact)) return false;
  const moved = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const value = char >= "A" ? char.charCodeAt(0) - 55 : Number(char);
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

/**
 * Whether an account number is accepted (40018 otherwise): letters and digits, 6-34 once spaces and
 * hyphens are dropped, and the check digits of anything shaped like an IBAN. docs/spec.md §9's 10-12
 * characters is a hint the form shows (`accountNumberLengthUsual`), not a rule: IBANs and many
 * national numbers are longer or shorter.
 */
export function isAcceptedAccountNumber(value: string): boolean {
  if (!/^[A-Za-z0-9\s-]*$/.test(value)) return false;
  const compact = compactAccountNumber(value);
  if (compact.length < ACCOUNT_NUMBER_BOUNDS.min || compact.length > ACCOUNT_NUMBER_BOUNDS.max) return false;
  return !looksLikeIban(compact) || ibanChecksumValid(compact);
}

/** The hint of docs/spec.md §9: true when a number is as long as account numbers usually are. */
export const accountNumberLengthUsual = (value: string) => {
  const length = compactAccountNumber(value).length;
  return length >= ACCOUNT_NUMBER.min && length <= ACCOUNT_NUMBER.max;
};

/** An account number or IBAN, stored as typed (trimmed); answers show only its last four (`maskAccountNumber`). */
export const accountNumberField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .max(64, { error: coded(40018) })
  .refine(isAcceptedAccountNumber, { error: coded(40018) });

/** An ISO 3166-1 alpha-2 code, upper case ("KR", "US"). */
export const countryField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .transform((code) => code.toUpperCase())
  .refine(isCountryCode, { error: REQUIRED });

/** What answers show of an account number: its last four letters or digits after a fixed mask. */
export function maskAccountNumber(value: string): string {
  return `****${compactAccountNumber(value).slice(-4)}`;
}

export const ZBankDetails = z.object({
  method: z.literal("bank"),
  holder_name: requiredText(100),
  bank_name: requiredText(100),
  bank_address: requiredText(200),
  swift: swiftField,
  account_number: accountNumberField,
  postal_code: requiredText(20),
  country: countryField,
});

export const ZPaypalDetails = z.object({
  method: z.literal("paypal"),
  account_name: requiredText(100),
  email: emailField,
});

/** What register and update send: one method's fields, all required (docs/spec.md §5). */
export const ZPaymentDetails = z.union([ZBankDetails, ZPaypalDetails]);
export type TPaymentDetails = z.output<typeof ZPaymentDetails>;

/** The field only the bank form asks for: the account number typed again. */
export const accountNumberConfirmField = z.string().min(1, { error: REQUIRED });

/**
 * The bank form's check that the confirmation repeats the account number (docs/spec.md §5: "Account
 * number and confirmation do not match..."), under the confirmation: spread into `.refine`. The two
 * are compared as typed, so a space more or less is a mismatch the person sees.
 */
export const accountNumberConfirmation: [
  (values: { account_number: string; account_number_confirm: string }) => boolean,
  { path: string[]; error: string },
] = [
  (values) => values.account_number.trim() === values.account_number_confirm.trim(),
  { path: ["account_number_confirm"], error: clientIssue("accountNumberMismatch") },
];

/** The bank form: the bank details and the confirmation of the account number. */
export const ZBankForm = ZBankDetails.extend({ account_number_confirm: accountNumberConfirmField }).refine(
  ...accountNumberConfirmation,
);

/** Saved payment info as answers show it: the account number masked (docs/decisions/084). */
export const ZSavedBank = z.object({
  method: z.literal("bank"),
  holder_name: z.string(),
  bank_name: z.string(),
  bank_address: z.string(),
  swift: z.string(),
  /** `****` and the last four characters. */
  account_number_masked: z.string(),
  postal_code: z.string(),
  country: z.string(),
  updated_at: instant,
});

export const ZSavedPaypal = z.object({
  method: z.literal("paypal"),
  account_name: z.string(),
  email: z.string(),
  updated_at: instant,
});

export const ZPaymentInfo = z.union([ZSavedBank, ZSavedPaypal]);
export type TPaymentInfo = z.infer<typeof ZPaymentInfo>;
