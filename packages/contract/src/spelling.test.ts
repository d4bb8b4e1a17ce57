import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** The wire names the specification fixes (docs/decisions/064); everything else says "favourite". */
const WIRE_NAMES = ["music/favorites", "music/favorite.toggle", "favorited"];

function trackedLinesWith(word: string): string[] {
  try {
    const out = execFileSync(
      "git",
      [
        "grep",
        "-n",
        "-i",
        word,
        "--",
        ":!**/drizzle/**",
        ":!package-lock.json",
        ":!docs/spec.md",
        ":!docs/design.md",
        ":!docs/decisions/",
        ":!**/spelling.test.ts",
      ],
      { encoding: "utf8" },
    );
    return out.split("\n").filter(Boolean);
  } catch {
    return []; // git grep exits 1 when nothing matches
  }
}

describe("one spelling", () => {
  it("says favourite everywhere except the specification's wire names", () => {
    const stray = trackedLinesWith("favorite").filter((line) => {
      let rest = line.toLowerCase();
      for (const name of WIRE_NAMES) rest = rest.replaceAll(name, "");
      return rest.includes("favorite");
    });
    expect(stray).toEqual([]);
  });
});
