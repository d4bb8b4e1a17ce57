// Types of open-source-licenses.mjs for the tests that import it (the shape the web reads:
// src/features/terms/open-source-licenses.ts).
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

export function collectLicenses(repoRoot: string): OpenSourceLicenses;
export function writeLicenses(repoRoot: string, outDir: string): string;
