import { GUIDE_SLUGS, type GuideSlug } from "@studio/contract";

/**
 * The browser-tab titles and descriptions of the reading pages (guides and terms), as locale keys of
 * the reading part (docs/decisions.md 124): the app's title and the prerendered pages' head both read
 * them. Null for a path that is not one of them.
 */
const TERMS_KEYS: Record<string, string> = {
  "/terms": "terms.service",
  "/terms-policy": "terms.policy",
  "/terms-ofl": "terms.ofl",
  "/terms-osl": "terms.osl",
};

function readingKey(path: string): string | null {
  if (path === "/guides" || path === "/guides/") return "guides";
  if (path.startsWith("/guides/")) {
    const slug = path.slice("/guides/".length).replace(/\/$/, "");
    return GUIDE_SLUGS.includes(slug as GuideSlug) ? `guides.pages.${slug}` : null;
  }
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
