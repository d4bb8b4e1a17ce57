import type { z } from "zod";

/**
 * Who may make a call:
 * - "public": no session needed (a session, if sent, is ignored);
 * - "session": a verified, active account;
 * - "session-unverified": an active account that may still need e-mail verification;
 * - "staff": network staff of either role (back-office);
 * - "admin": network staff with the administrator role (docs/decisions/125);
 * - "optional-session": no session needed, but where the call needs to know who calls (the owner's
 *   download of an invoice by its id) the session sent with it names the caller, checked as for
 *   "session-unverified" (a deleted or suspended account refused); none, or one of another network,
 *   is nobody.
 */
export type CallAccess = "public" | "session" | "session-unverified" | "staff" | "admin" | "optional-session";

/**
 * A call whose success is a file, sent as the answer's body with this media type (a download the
 * browser opens as a plain link), instead of the envelope around `data`; its failures are the
 * envelope like any other call's.
 */
export interface FileAnswer {
  readonly file: string;
}

export interface CallDefinition<
  TInput extends z.ZodType = z.ZodType,
  TOutput extends z.ZodType = z.ZodType,
  TAccess extends CallAccess = CallAccess,
  TAnswer extends FileAnswer | undefined = FileAnswer | undefined,
> {
  readonly method: "GET" | "POST";
  /** Path under /api/, as docs/spec.md §7 names it. */
  readonly path: string;
  /** One line saying what the call does: the API reference and the OpenAPI document show it. */
  readonly summary?: string;
  /**
   * Query string for GET, JSON body for POST (unless `inputIn` says otherwise). A "multipart" call
   * takes its fields from a multipart/form-data body and its uploaded files beside them.
   */
  readonly input: TInput;
  readonly inputIn?: "query" | "body" | "multipart";
  /** The `data` of a successful answer (a call with a file `answer` has none: `z.never()`). */
  readonly output: TOutput;
  readonly access: TAccess;
  /** Set when a success is a file, not the envelope. */
  readonly answer?: TAnswer;
  /** Open to an account that must still set up a second factor (docs/decisions/142). */
  readonly enrolment?: true;
  /**
   * Catalogue codes this call may answer besides GENERIC_ERRORS; the
   * contract fuzz test fails on any other (docs/decisions/041).
   */
  readonly errors: readonly number[];
  /**
   * Statuses this call answers code 2 with besides the 403 and 404 every call may (docs/decisions/141):
   * 409 a state that forbids it (already registered, already decided, a total that is no longer the
   * balance), 422 an Idempotency-Key sent again with another request.
   */
  readonly invalidAccessAs?: readonly (409 | 422)[];
}

/**
 * Codes any call may answer besides its own: access (2), rate limits (3), validation (4, 6), size
 * limits (5), characters the database cannot store (7) and login required (10000).
 */
export const GENERIC_ERRORS = [2, 3, 4, 5, 6, 7, 10000] as const;

/**
 * Codes every call with a session may answer besides its own: the session's account is checked on
 * each call, and a deleted (10002) or suspended (10013) one is refused.
 */
export const SESSION_ERRORS = [10002, 10013] as const;

/**
 * Declares a call once; the API registers it and the web client derives its function from it. A
 * call that takes a session (any access but "public") also declares SESSION_ERRORS.
 */
export function defineCall<
  TInput extends z.ZodType,
  TOutput extends z.ZodType,
  TAccess extends CallAccess,
  TAnswer extends FileAnswer | undefined = undefined,
>(
  definition: CallDefinition<TInput, TOutput, TAccess, TAnswer>,
): CallDefinition<TInput, TOutput, TAccess, TAnswer> {
  if (definition.access === "public") return definition;
  return { ...definition, errors: [...new Set([...definition.errors, ...SESSION_ERRORS])] };
}

export type CallInput<C> = C extends CallDefinition<infer I, z.ZodType> ? z.input<I> : never;
export type CallOutput<C> = C extends CallDefinition<z.ZodType, infer O> ? z.output<O> : never;
