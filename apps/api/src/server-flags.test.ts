import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The flags the server is started with (apps/api/package.json, docs/decisions/149): Node 24 on a
 * machine with much memory lets V8's young generation grow to 128 MB under a burst of allocation
 * (an export, a busy minute); the start scripts cap it at 16 MB semi-spaces.
 */
const scripts = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, "../package.json"), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;

/** The node flags of a script that runs `node ... dist/server.js`. */
function nodeFlagsOf(script: string): string[] {
  const match = /\bnode((?:\s+--\S+)*)\s+dist\/server\.js/.exec(script);
  if (!match) throw new Error(`not a server start: ${script}`);
  return (match[1] ?? "").trim().split(/\s+/).filter(Boolean);
}

/**
 * The young generation's size in MB, under the given flags, after a burst of allocation whose objects
 * live a little while (a window of the latest 300,000, as rows of a chunk live across a query): what
 * makes V8 grow it.
 */
function youngGenerationAfterBurst(flags: string[]): number {
  const program = `
    const v8 = require("node:v8");
    const window = new Array(300000);
    for (let i = 0; i < 2e6; i++) window[i % 300000] = { n: i, s: "row " + i };
    const space = v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space");
    process.stdout.write(String(Math.round(space.space_size / 2 ** 20)));`;
  return Number(execFileSync(process.execPath, [...flags, "-e", program], { encoding: "utf8" }));
}

describe("the server's start flags", () => {
  it.each(["start", "serve"])("`%s` caps the young generation", { timeout: 60_000 }, (name) => {
    const flags = nodeFlagsOf(scripts[name] ?? "");
    expect(flags).toContain("--max-semi-space-size=16");
    // Two semi-spaces of 16 MB at most (Node's default on this machine grows to 128 MB).
    expect(youngGenerationAfterBurst(flags)).toBeLessThanOrEqual(32);
  });
});
