import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * API nodes answer cached sessions without the database and forget them only when a write announces
 * itself (docs/decisions/077). So the API writes accounts and sessions in the few functions that
 * send the notice: `updateAccount` (member/queries.ts), the session functions of auth/sessions.ts and
 * `refreshSecondFactorFlag` (auth/second-factor.ts, docs/decisions/142).
 * A new write elsewhere would leave other nodes answering from a stale copy: call those functions.
 */
const SRC = path.resolve(import.meta.dirname, "../..");
const ALLOWED = new Set([
  "modules/member/queries.ts",
  "modules/auth/sessions.ts",
  "modules/auth/second-factor.ts",
]);
const WRITE =
  /\.(update|delete)\(\s*(accounts|sessions)\s*\)|\b(update|delete\s+from)\s+"?(accounts|sessions)"?\s+(set|where)\b/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("writes of accounts and sessions", () => {
  it("happen only in the functions that announce them", () => {
    const writers = sourceFiles(SRC)
      .map((file) => path.relative(SRC, file).split(path.sep).join("/"))
      .filter((file) => !file.startsWith("seed/"))
      .filter((file) => WRITE.test(readFileSync(path.join(SRC, file), "utf8")));
    expect(writers.filter((file) => !ALLOWED.has(file))).toEqual([]);
    // The pattern still finds the writes it guards.
    expect(writers.sort()).toEqual([...ALLOWED].sort());
  });
});
