/** The page a refused or missing fromUrl falls back to. */
export const DEFAULT_FROM_URL = "/dashboard";

/**
 * Only paths inside this site may be returned to; anything else goes to the dashboard. The one check every
 * fromUrl passes (the login page and the router's login-type redirect, docs/spec.md §2): a value must be a
 * single-slash path, and neither it nor its percent-decoded form may hold a backslash (browsers read "/\" as
 * "//"), a second leading slash, a scheme or a control character.
 */
export function safeFromUrl(value: string | null | undefined): string {
  if (!value || !isSafePath(value)) return DEFAULT_FROM_URL;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return DEFAULT_FROM_URL;
  }
  return isSafePath(decoded) ? value : DEFAULT_FROM_URL;
}

function isSafePath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//")) return false;
  if (value.includes("\\")) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  // A scheme before the first "/", "?" or "#" cannot occur in a path that starts with "/"; kept for decoded forms.
  return !/^[a-z][a-z0-9+.-]*:/i.test(value);
}
