import { sessionFlags } from "../stores/storage";

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
