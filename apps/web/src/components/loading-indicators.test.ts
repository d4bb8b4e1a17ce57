import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SOURCE = path.resolve(import.meta.dirname, "..");

/** Every .tsx file of the app but the tests. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".tsx") && !entry.name.includes(".test.") ? [full] : [];
  });
}

describe("loading indicators", () => {
  it("name themselves only with a role that may carry a name", () => {
    // axe: `aria-label` on an element without a role (a Mantine Loader's span, a Stack's div) is
    // prohibited ("aria-prohibited-attr", serious); a loading state announces itself as a status.
    const unnamedRole = sourceFiles(SOURCE).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, index) => ({ line, at: `${path.relative(SOURCE, file)}:${index + 1}` }))
        .filter(({ line }) => line.includes('aria-label={t("common.loading")}') && !/\brole="/.test(line))
        .map(({ at }) => at),
    );
    expect(unnamedRole).toEqual([]);
  });
});
