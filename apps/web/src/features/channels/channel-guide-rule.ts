import type { DialogQueryKey } from "@studio/contract";

/** Dialog keys that open something more specific than the guide on the channel page. */
export const GUIDE_YIELDS_TO: readonly DialogQueryKey[] = [
  "addChannel",
  "addWithCodeChannel",
  "authTimer",
  "review",
  "delete",
];

/**
 * Whether the channel guide pops up by itself on /manage-channel: not once hidden for good ("Don't
 * show again"), not twice in one session, and not over a dialog opened by its query key.
 */
export function shouldAutoShowChannelGuide(opts: {
  hidden: boolean;
  shownThisSession: boolean;
  search: URLSearchParams;
}): boolean {
  if (opts.hidden || opts.shownThisSession) return false;
  return !GUIDE_YIELDS_TO.some((key) => opts.search.has(key));
}
