import { DIALOG_QUERY_KEYS, type TMe } from "@studio/contract";
import { safeFromUrl } from "../features/auth/safe-redirect";

/** Where an account that must have a second factor sets one up (docs/decisions/142). */
export const TWO_STEP_SETUP = "/two-step-setup";

export interface RouteHandle {
  /** Public routes need no sign-in (docs/spec.md §2). */
  public?: boolean;
  /** Login-type routes send a signed-in person on to fromUrl or the dashboard. */
  loginType?: boolean;
}

/** Whether the deepest of a router's matches is a public route (the start-up's matches). */
export function isPublicMatch(matches: readonly { route: { handle?: unknown } }[]): boolean {
  return (matches.at(-1)?.route.handle as RouteHandle | undefined)?.public === true;
}

/** Where a person should be sent instead of the requested page, or null to show it (docs/spec.md §2). */
export function redirectFor(
  handle: RouteHandle,
  me: TMe | null,
  location: { pathname: string; search: string },
): string | null {
  const here = `${location.pathname}${location.search}`;
  if (!me) return handle.public ? null : `/login?fromUrl=${encodeURIComponent(here)}`;
  if (me.auth_required) {
    if (location.pathname === "/join-email" || handle.public) return handle.loginType ? "/join-email" : null;
    return "/join-email";
  }
  if (location.pathname === "/join-email") return "/dashboard";
  // Staff and managers without a second factor set one up before anything else (docs/decisions/142):
  // every other call answers 10031 until they do. Public pages stay open.
  if (me.two_factor === "setup_required" && location.pathname !== TWO_STEP_SETUP) {
    if (handle.public && !handle.loginType) return null;
    const next = handle.loginType ? safeFromUrl(new URLSearchParams(location.search).get("fromUrl")) : here;
    return `${TWO_STEP_SETUP}?fromUrl=${encodeURIComponent(next)}`;
  }
  if (handle.loginType) {
    return safeFromUrl(new URLSearchParams(location.search).get("fromUrl"));
  }
  return null;
}

/** The same search without the dialog-trigger keys, or null when there are none (docs/spec.md §2). */
export function withoutDialogKeys(search: string): string | null {
  const params = new URLSearchParams(search);
  let removed = false;
  for (const key of DIALOG_QUERY_KEYS) {
    if (params.has(key)) {
      params.delete(key);
      removed = true;
    }
  }
  if (!removed) return null;
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/** React Router's key of the location the document was loaded at (not reached by in-app navigation). */
export const INITIAL_LOCATION_KEY = "default";

/**
 * Where to send the initial document location so a reload or a shared link does not reopen a dialog
 * (docs/spec.md §2), or null to leave it. Only the location the page was loaded at is stripped: in-app links
 * such as "/manage-channel?addChannel=true" open their dialog. The caller applies it once per session.
 */
export function initialDialogStrip(location: {
  key: string;
  pathname: string;
  search: string;
}): string | null {
  if (location.key !== INITIAL_LOCATION_KEY) return null;
  const rest = withoutDialogKeys(location.search);
  return rest === null ? null : `${location.pathname}${rest}`;
}
