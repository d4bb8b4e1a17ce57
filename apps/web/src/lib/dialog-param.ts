import type { DialogQueryKey } from "@studio/contract";
import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** The query with dialog keys set (a value) or removed (null); other keys are kept. */
export function withDialogParams(
  search: URLSearchParams,
  changes: Partial<Record<DialogQueryKey, string | null>>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/**
 * The URL's query as the state of the dialogs (docs/spec.md §2 dialog keys): opening sets the key,
 * closing removes it in place (replace), so Back does not reopen a closed dialog.
 */
export function useDialogParams() {
  const [params, setParams] = useSearchParams();
  const get = useCallback((key: DialogQueryKey) => params.get(key), [params]);
  const open = useCallback(
    (key: DialogQueryKey, value = "true") => setParams((prev) => withDialogParams(prev, { [key]: value })),
    [setParams],
  );
  /** Sets and removes several keys in one step (closing one dialog to open the next). */
  const change = useCallback(
    (changes: Partial<Record<DialogQueryKey, string | null>>) =>
      setParams((prev) => withDialogParams(prev, changes), { replace: true }),
    [setParams],
  );
  const close = useCallback((key: DialogQueryKey) => change({ [key]: null }), [change]);
  return { get, open, close, change };
}

/** A dialog key's value as a positive row id, or null (absent or not an id). */
export function dialogId(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
