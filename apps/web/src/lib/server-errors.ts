import type { Language } from "@studio/contract";
import type { FieldErrors, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { failureMessage } from "./api-action";
import { ApiError } from "./api-client";

/*
 * A form's server answers, apart from form-errors.ts (which brings zod and the error catalogue for
 * its field rules): the login page shows these alone (docs/decisions.md 106).
 */

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
