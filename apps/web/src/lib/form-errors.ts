import {
  CLIENT_ISSUE_PREFIX,
  type ClientMessageKey,
  clientIssue,
  clientMessage,
  decodeIssue,
  errorMessage,
  isClientMessageKey,
  isErrorCode,
  type Language,
  type LengthRange,
  newPasswordWithin,
  PASSWORD_POLICY_DEFAULT,
} from "@studio/contract";
import { useCallback } from "react";
import type { FieldErrors, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { z } from "zod";
import { useSettings } from "../stores/settings";
import { failureMessage } from "./api-action";
import { ApiError } from "./api-client";

/** A form-only rule's message, by client message key (see CLIENT_MESSAGES); the contract's helper. */
export { clientIssue };

/** The "repeat the password" field only forms ask for; `confirmationMatches` checks it. */
export const confirmField = z.string().min(1, { error: clientIssue("confirmRequired") });

/** A form's check that `confirm` repeats `field`, its message under the confirmation: spread into `.refine`. */
export function confirmationMatches<F extends string>(
  field: F,
): [(values: Record<F | "confirm", unknown>) => boolean, { path: string[]; error: string }] {
  return [
    (values) => values[field] === values.confirm,
    { path: ["confirm"], error: clientIssue("passwordMismatch") },
  ];
}

/**
 * Per field, the message that says what is missing ("Please enter the channel URL.") where the
 * contract only says "required" (code 4). Wording only: the rule stays the contract's schema.
 */
export type RequiredMessages<F extends FieldValues> = Partial<Record<Path<F>, ClientMessageKey>>;

/**
 * Turns a validation message (a catalogue code, a client message key, or text) into the person's
 * language. `requiredKey` words a missing value (code 4) for the field at hand.
 */
export function issueText(
  message: string | undefined,
  language: Language,
  requiredKey?: ClientMessageKey,
): string | undefined {
  if (!message) return undefined;
  const coded = decodeIssue(message);
  if (coded && isErrorCode(coded.code)) {
    // The form's wording of a coded rule ("must be 8-11 characters" for 40017), when it names one.
    if (coded.client && isClientMessageKey(coded.client)) return clientMessage(coded.client, language);
    return coded.code === 4
      ? clientMessage(requiredKey ?? "allFieldsRequired", language)
      : errorMessage(coded.code, language, coded.params);
  }
  if (message.startsWith(CLIENT_ISSUE_PREFIX)) {
    const key = message.slice(CLIENT_ISSUE_PREFIX.length);
    if (isClientMessageKey(key)) return clientMessage(key, language);
  }
  return message;
}

export function useIssueText() {
  const language = useSettings((s) => s.language);
  return useCallback(
    (message: string | undefined, requiredKey?: ClientMessageKey) =>
      issueText(message, language, requiredKey),
    [language],
  );
}

/** The message of a field's error, if any (react-hook-form keeps nested errors as objects). */
function messageOf<F extends FieldValues>(errors: FieldErrors<F>, name: Path<F>): string | undefined {
  const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
  return typeof message === "string" ? message : undefined;
}

/** `(field) => text under it`: a form's field errors in the person's language. */
export function useFieldErrors<F extends FieldValues>(
  errors: FieldErrors<F>,
  required: RequiredMessages<F> = {},
) {
  const text = useIssueText();
  return (name: Path<F>) => text(messageOf(errors, name), required[name]);
}

/** Where a form keeps the server's message that belongs to no field (shown in the alert above it). */
export const SERVER_ERROR = "root.server" as const;

/** The form's server message for its alert, or null. */
export function serverAlert<F extends FieldValues>(errors: FieldErrors<F>): string | null {
  return errors.root?.server?.message ?? null;
}

/**
 * Shows a failed call where the person looks: under the field a catalogue code belongs to
 * (`fieldOfCode`), otherwise in the form's alert (docs/spec.md §8: the server's message, in the
 * request's language).
 */
export function showServerError<F extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<F>,
  language: Language,
  fieldOfCode: Partial<Record<number, Path<F>>> = {},
) {
  const field = error instanceof ApiError ? fieldOfCode[error.code] : undefined;
  if (field && error instanceof ApiError) {
    setError(field, { message: error.message }, { shouldFocus: true });
  } else {
    setError(SERVER_ERROR, { message: failureMessage(error, language) });
  }
}

/** The length a new password must have in this network (site meta), the default until it is known. */
export function passwordPolicy(): LengthRange {
  return useSettings.getState().metaSite?.password ?? PASSWORD_POLICY_DEFAULT;
}

/** The same, for a hint that follows the site meta as it arrives. */
export function usePasswordPolicy(): LengthRange {
  return useSettings((s) => s.metaSite?.password) ?? PASSWORD_POLICY_DEFAULT;
}

/** A form's new-password field: the contract's field held to this network's length (one rule everywhere). */
export const policyPasswordField = newPasswordWithin(passwordPolicy);
