import { clientMessage, type Language } from "@studio/contract";
import { useSettings } from "../stores/settings";
import { ApiError } from "./api-client";

/** The message to show for a failed call: the server's, or the generic one in the person's language. */
export function failureMessage(error: unknown, language: Language): string {
  return error instanceof ApiError ? error.message : clientMessage("genericError", language);
}

/** A mutation's failure as the text its alert shows, or null while it has not failed. */
export function useFailureMessage(error: unknown): string | null {
  const language = useSettings((s) => s.language);
  return error ? failureMessage(error, language) : null;
}
