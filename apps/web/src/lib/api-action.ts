import { clientMessage, type Language } from "@studio/contract";
import { useCallback, useState } from "react";
import { useSettings } from "../stores/settings";
import { ApiError } from "./api-client";

/** The message to show for a failed call: the server's, or the generic one in the person's language. */
export function failureMessage(error: unknown, language: Language): string {
  return error instanceof ApiError ? error.message : clientMessage("genericError", language);
}

/**
 * A form's submit state: `run` marks it busy, clears the last error and shows the failure's message.
 * `onError` may handle a failure itself (return true) instead.
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
  /** Shows a client-side rule's message (empty fields, mismatch...) without calling anything. */
  const fail = useCallback(
    (key: Parameters<typeof clientMessage>[0]) => setError(clientMessage(key, language)),
    [language],
  );
  return { busy, error, setError, run, fail };
}
