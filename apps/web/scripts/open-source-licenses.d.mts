// Types of open-source-licenses.mjs for the tests that import it: the shape the web reads.
import type { OpenSourceLicenses } from "../src/features/terms/open-source-licenses";

export type { OpenSourceLicenses, OpenSourcePackage } from "../src/features/terms/open-source-licenses";
export function collectLicenses(repoRoot: string): OpenSourceLicenses;
export function writeLicenses(repoRoot: string, outDir: string): string;
