import type { TSiteMeta } from "./calls/site";

/**
 * The site meta the server writes into every page it sends (docs/decisions/115), so the app
 * starts without asking for it: `<script type="application/json" id="site-meta">`. `asked` is the
 * domain the server resolved it for; the app uses it only when it resolves the same domain (a
 * remembered `?host=` may differ) and asks `site/meta` otherwise.
 */
export const SITE_META_ELEMENT_ID = "site-meta";

export interface TInlineSiteMeta {
  asked: string;
  /** null when the install has no network yet (error 8, E.NOT_SET_UP). */
  meta: TSiteMeta | null;
}
