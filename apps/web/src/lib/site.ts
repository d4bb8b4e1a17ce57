import { type E, SITE_META_ELEMENT_ID, type TInlineSiteMeta, type TSiteMeta } from "@studio/contract";
import { useSettings } from "../stores/settings";
import { sessionFlags } from "../stores/storage";
import { ApiError, callApi } from "./api-client";

const HOST_FLAG = "siteHost";

/**
 * The site's domain: the `?host=` query parameter (remembered for the visit), else the page host
 * without a leading "www." (docs/spec.md §1).
 */
export function resolveSiteDomain(location: Location = window.location): string {
  const fromQuery = new URLSearchParams(location.search).get("host");
  if (fromQuery) {
    const domain = fromQuery
      .trim()
      .toLowerCase()
      .replace(/^www\./, "");
    sessionFlags.set(HOST_FLAG, domain);
    return domain;
  }
  return sessionFlags.get(HOST_FLAG) ?? location.hostname.toLowerCase().replace(/^www\./, "");
}

/**
 * The code of an install without a network (E.NOT_SET_UP). Written out because reading `E` would
 * put the whole error catalogue, every message in four languages, in the entry chunk; the type
 * keeps it equal to the catalogue's.
 */
const NOT_SET_UP_CODE: typeof E.NOT_SET_UP = 8;

/** The site's meta; null with `notSetUp` on an install without a network, null alone when unreachable. */
export interface SiteStart {
  meta: TSiteMeta | null;
  notSetUp: boolean;
}

/** The meta the server wrote into the page for `domain`, if it wrote it for that domain. */
export function inlineSiteMeta(domain: string, doc: Document = document): SiteStart | null {
  const text = doc.getElementById(SITE_META_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const inline = JSON.parse(text) as TInlineSiteMeta;
    if (inline.asked !== domain) return null;
    return { meta: inline.meta, notSetUp: inline.meta === null };
  } catch {
    return null;
  }
}

/**
 * The site's meta at start-up (docs/decisions/115): from the page when the server wrote it for
 * this domain, else asked from the API.
 */
export async function loadSiteMeta(domain: string): Promise<SiteStart> {
  const inline = inlineSiteMeta(domain);
  if (inline) return inline;
  try {
    return { meta: await callApi("siteMetaCall", { domain }), notSetUp: false };
  } catch (error) {
    return { meta: null, notSetUp: error instanceof ApiError && error.code === NOT_SET_UP_CODE };
  }
}

/** Reads the site's meta again and applies it (staff changed the site's look, decision 125). */
export async function refreshSiteMeta(): Promise<void> {
  const { domain, setSite } = useSettings.getState();
  setSite(domain, await callApi("siteMetaCall", { domain }));
}
