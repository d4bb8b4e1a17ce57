import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { startupLines } from "./startup";

describe("DATABASE_READ_URL", () => {
  it("needs DATABASE_URL: the embedded engine has no replicas", () => {
    expect(() => loadConfig({ DATABASE_READ_URL: "postgres://replica.internal/studio" })).toThrow(
      /DATABASE_READ_URL needs DATABASE_URL/,
    );
    const config = loadConfig({
      DATABASE_URL: "postgres://primary.internal/studio",
      DATABASE_READ_URL: "postgres://replica.internal/studio",
    });
    expect(config.DATABASE_READ_MAX_LAG_SECONDS).toBe(5);
    expect(startupLines(config, 3000, false)).toContain(
      "  Dashboard reads: the replica at DATABASE_READ_URL (docs/operations.md)",
    );
  });
});
