import { clientMessage, type Language } from "@studio/contract";
import { useCallback, useState } from "react";
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

/**
 * A submit state for a write that has no mutation hook of its feature yet (the video export):
 * `run` marks it busy, clears the last error and shows the failure's message. `onError` may handle
 * a failure itself (return true) instead.
 */
export function useApiAction() {
  const language = useSettings((s) => s.language);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (work: () => Promise<void>, onError?: (error: unknown) => boolean) => {
      setBusy(true);
      setError(null);
      try {
        await work();
      } catch (e) {
        if (!onError?.(e)) setError(failureMessage(e, language));
      } finally {
        setBusy(false);
      }
    },
    [language],
  );
  return { busy, error, setError, run };
}
