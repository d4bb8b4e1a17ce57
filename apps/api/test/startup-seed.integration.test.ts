import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testConfig } from "../src/config";
import { type Database, openDatabase } from "../src/db/client";
import { prepareDatabase } from "../src/startup";
import { freshPostgresDatabase } from "./support/fresh-postgres";
import { testEngine } from "./support/test-database";

/**
 * A node that starts on a database already migrated and seeded does neither again (docs/decisions/126):
 * a restart, or a second node of a fleet, leaves the demo's data as people changed it.
 */
const config = () => testConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "studio-seed-")) });

/** A seed that only counts its runs (the real one takes a while and is tested elsewhere). */
function countingSeed() {
  const runs = { count: 0 };
  const seed = async () => {
    runs.count += 1;
    // Long enough for a second node to arrive while the first one seeds.
    await new Promise((resolve) => setTimeout(resolve, 200));
  };
  return { runs, seed };
}

describe("the demo seed at start-up", () => {
  it("runs on a fresh database once, and not again when the node starts on it again", async () => {
    const database = await openDatabase({});
    const settings = config();
    try {
      const { runs, seed } = countingSeed();
      expect(await prepareDatabase(database, settings, { seed })).toEqual({ seeded: true, demo: true });
      expect(await prepareDatabase(database, settings, { seed })).toEqual({ seeded: false, demo: true });
      expect(runs.count).toBe(1);
    } finally {
      await database.close();
      rmSync(settings.DATA_DIR, { recursive: true, force: true });
    }
  });

  it("never runs in production", async () => {
    const database = await openDatabase({});
    try {
      const { runs, seed } = countingSeed();
      const production = testConfig({}, { DEMO: "false" });
      expect(await prepareDatabase(database, production, { seed })).toEqual({ seeded: false, demo: false });
      expect(runs.count).toBe(0);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(testEngine() === "postgres")("six nodes starting together on PostgreSQL", () => {
  const databaseUrl = freshPostgresDatabase("studio_seed");

  it("migrate and seed one fresh database once, in turn", async () => {
    const nodes: Database[] = await Promise.all(
      Array.from({ length: 6 }, () => openDatabase({ databaseUrl: databaseUrl() })),
    );
    const settings = config();
    try {
      const { runs, seed } = countingSeed();
      const results = await Promise.all(nodes.map((node) => prepareDatabase(node, settings, { seed })));
      expect(runs.count).toBe(1);
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
      expect(results.every((result) => result.demo)).toBe(true);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
      rmSync(settings.DATA_DIR, { recursive: true, force: true });
    }
  });
});
