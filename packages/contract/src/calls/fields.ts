import { z } from "zod";
import { type LengthRange, NICKNAME, PAGE_SIZE, PASSWORD_SPEC, VERIFICATION_CODE } from "../constants";
import { coded } from "../errors/coded";
import { isValidNickname } from "../nickname";
import { isConfirmPasswordLength, isPasswordLengthIn } from "../password-length";

const REQUIRED = coded(4);

/** A required string: trimmed, and empty counts as missing (code 4). */
export const requiredText = (max = 200) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(max, { error: coded(6, { max }) });

export const emailField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .max(254, { error: coded(10007) })
  .pipe(z.email({ error: coded(10007) }))
  .transform((email) => email.toLowerCase());

/** Letters and digits of any script, 2-12 characters (docs/design.md §4). */
export const nicknameField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .refine(isValidNickname, { error: coded(10008, { min: NICKNAME.min, max: NICKNAME.max }) });

/** A password being confirmed (delete account, delete channel...): docs/spec.md's 4-64. */
export const confirmPasswordField = z
  .string({ error: REQUIRED })
  .min(1, { error: REQUIRED })
  .refine(isConfirmPasswordLength, {
    error: coded(10006, { min: PASSWORD_SPEC.min, max: PASSWORD_SPEC.max }),
  });

/** A new password: the network's policy (checked by the server) applies on top of this bound. */
export const newPasswordField = z
  .string({ error: REQUIRED })
  .min(1, { error: REQUIRED })
  .max(PASSWORD_SPEC.max, { error: coded(10006, { min: PASSWORD_SPEC.min, max: PASSWORD_SPEC.max }) });

/**
 * A new password in a form, held to the network's length (`policy()`, the site meta's `password`,
 * read when the form validates): the same range the server's policy checks, named by 10006.
 */
export function newPasswordWithin(policy: () => LengthRange) {
  return newPasswordField.superRefine((password, ctx) => {
    const range = policy();
    if (!isPasswordLengthIn(password, range))
      ctx.addIssue({ code: "custom", message: coded(10006, { min: range.min, max: range.max }) });
  });
}

export const verificationCodeField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE.length}}$`), { error: coded(10016) });

export const inviteCodeField = z
  .string()
  .trim()
  .max(32, { error: coded(10011) })
  .regex(/^[A-Za-z0-9]*$/, { error: coded(10011) });

export const okOutput = z.object({});

/** The only text an integer field reads (query strings are text): decimal digits, a minus sign before them. */
export const INTEGER_TEXT = /^-?[0-9]{1,16}$/;

/**
 * Every integer the API takes in: a JSON integer, or its decimal digits as text (a query string's
 * values are text), and nothing else. `z.coerce` read `"0x10"` as 16, `"1e0"` and `true` as 1 and
 * `" 7 "` as 7, so a staff call with `account_id: true` acted on account 1. `min` and `max` bound
 * the value; every refusal is code 4 unless `error` names another.
 *
 * A codec, not a preprocess: answers are written with zod's encode (the API's serializer), which a
 * one-way transform cannot do, and answers reuse input schemas (a board's campaign settings). A
 * default goes in with `.prefault`: it is read like a sent value, and the JSON schema shows it.
 */
export function integerField(min: number, max: number, error: string = REQUIRED) {
  const field = z.codec(
    z.union([z.number({ error }), z.string({ error }).regex(INTEGER_TEXT, { error })], { error }),
    z.int({ error }).min(min, { error }).max(max, { error }),
    { decode: (value) => (typeof value === "string" ? Number(value) : value), encode: (value) => value },
  );
  // Documented as what a client sends: an integer (a query parameter's text is its digits).
  field._zod.toJSONSchema = () => ({ type: "integer", minimum: min, maximum: max });
  return field;
}

/** A row id: positive integer. */
export const idField = integerField(1, Number.MAX_SAFE_INTEGER);

/** Paging of every list (docs/design.md §2): page from 0, size default 50, at most 200. */
export const pagingFields = {
  page: integerField(0, 1_000_000).prefault(0),
  size: integerField(1, PAGE_SIZE.max).prefault(PAGE_SIZE.default),
};

/** Micro-USD in JSON: a bigint written as a decimal integer string, never a float. */
export const microAmount = z
  .string()
  .regex(/^-?\d+$/)
  .describe("Micro-USD (1 USD = 1,000,000) as a decimal integer string");

/**
 * The calendar days the API takes in (revenue periods, release dates). Days past them broke the
 * server: year 0 is no date to PostgreSQL, and day arithmetic past 9999 never reached the end.
 */
export const DAY_BOUNDS = { min: "1900-01-01", max: "2099-12-31" } as const;
export const isDayInBounds = (day: string) => day >= DAY_BOUNDS.min && day <= DAY_BOUNDS.max;

/** A moment in time in JSON: ISO 8601 with offset. */
export const instant = z.iso.datetime({ offset: true });

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });
