import { queryOptions } from "@tanstack/react-query";

/**
 * The build's list of the open-source packages the product runs on (apps/web/scripts/
 * open-source-licenses.mjs): made from package-lock.json and the installed packages at each build,
 * served as a static file beside the app.
 */
export interface OpenSourcePackage {
  name: string;
  version: string;
  license: string;
  /** Index into `texts`; null when the package ships no licence text. */
  text: number | null;
  homepage: string | null;
}
export interface OpenSourceLicenses {
  generatedAt: string;
  source: string;
  texts: string[];
  packages: OpenSourcePackage[];
}

export const LICENSES_FILE = "/open-source-licenses.json";

export const openSourceLicensesQuery = queryOptions({
  queryKey: ["open-source-licenses"],
  queryFn: async (): Promise<OpenSourceLicenses> => {
    const response = await fetch(LICENSES_FILE);
    if (!response.ok) throw new Error(`${LICENSES_FILE}: ${response.status}`);
    return (await response.json()) as OpenSourceLicenses;
  },
  staleTime: Number.POSITIVE_INFINITY,
});

/** Font packages under the SIL Open Font License (the /terms-ofl page). */
export const isFontLicence = (license: string) => /\bOFL\b/i.test(license);
