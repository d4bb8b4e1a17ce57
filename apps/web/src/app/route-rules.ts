import { DIALOG_QUERY_KEYS, type TMe } from "@studio/contract";

export interface RouteHandle {
  /** Public routes need no sign-in (SPEC.md §2). */
  public?: boolean;
  /** Login-type routes send a signed-in person on to fromUrl or the dashboard. */
  loginType?: boolean;
}

/** Where a person should be sent instead of the requested page, or null to show it (SPEC.md §2). */
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
  if (handle.loginType) {
    const fromUrl = new URLSearchParams(location.search).get("fromUrl");
    return fromUrl?.startsWith("/") && !fromUrl.startsWith("//") ? fromUrl : "/dashboard";
  }
  return null;
}

/** The same search without the dialog-trigger keys, or null when there are none (SPEC.md §2). */
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
