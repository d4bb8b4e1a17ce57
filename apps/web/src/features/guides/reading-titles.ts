/**
 * The browser-tab titles and descriptions of the reading pages (guides and terms), as locale keys of
 * the reading part (docs/decisions/124): the app's title and the prerendered pages' head both read
 * them. Null for a path that is not one of them. A guide's key is made from its path, without the
 * list of guides, which the sign-in page's entry need not carry: a path no guide has names no string,
 * and its title falls back to the 404's (app/app-root.tsx).
 */
const TERMS_KEYS: Record<string, string> = {
  "/terms": "terms.service",
  "/terms-policy": "terms.policy",
  "/terms-ofl": "terms.ofl",
  "/terms-osl": "terms.osl",
};
const GUIDE_PATH = /^\/guides(?:\/([a-z0-9-]+(?:\/[a-z0-9-]+)?))?\/?$/;

function readingKey(path: string): string | null {
  const guide = GUIDE_PATH.exec(path);
  if (guide) return guide[1] ? `guides.pages.${guide[1]}` : "guides";
  return TERMS_KEYS[path] ?? null;
}

export function readingTitleKey(path: string): string | null {
  const key = readingKey(path);
  return key === null ? null : `${key}.title`;
}

/** The page's description for search engines: the guide's summary, the terms page's description. */
export function readingDescriptionKey(path: string): string | null {
  const key = readingKey(path);
  if (key === null) return null;
  return key.startsWith("guides.pages.") ? `${key}.summary` : `${key}.description`;
}
