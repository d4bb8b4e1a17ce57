import { clientMessage, formatWait, type Language } from "@studio/contract";
import { useSettings } from "../stores/settings";
import { ApiError } from "./api-client";

/**
 * The message to show for a failed call: the server's, or the generic one in the person's language.
 * Too many requests says for how long when the server names the wait (docs/decisions/101).
 */
export function failureMessage(error: unknown, language: Language): string {
  if (!(error instanceof ApiError)) return clientMessage("genericError", language);
  const seconds = Number(error.params?.seconds);
  // By status, not by code: the error catalogue (E) stays out of the entry chunk (decision 075).
  if (error.status === 429 && seconds > 0)
    return clientMessage("tooManyAttemptsWait", language, { wait: formatWait(seconds, language) });
  return error.message;
}

/** A mutation's failure as the text its alert shows, or null while it has not failed. */
export function useFailureMessage(error: unknown): string | null {
  const language = useSettings((s) => s.language);
  return error ? failureMessage(error, language) : null;
}
