import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, openDatabase } from "../src/db/client";
import { appliedMigrationCount, committedMigrationCount } from "../src/db/migrations";
import { rowsOf } from "../src/db/rows";
import { freshPostgresDatabase } from "./support/fresh-postgres";
import { createTestApp, type TestApp, testEngine } from "./support/test-app";

describe("health probes", () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    // Production before its first network: the API answers 503 (code 8), the probes still answer.
    t = await createTestApp({
      env: { DEMO: undefined },
      config: { LOG_LEVEL: "info" },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(() => t.close());

  it("/healthz says the process serves, even before a network exists", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/site/meta" })).statusCode).toBe(503);
    const response = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("/readyz is ready when every committed migration is applied, and says how many", async () => {
    const expected = committedMigrationCount(MIGRATIONS_FOLDER);
    expect(expected).toBeGreaterThan(5);
    const response = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready", migrations: { applied: expected, expected } });
  });

  it("/readyz answers 503 while a migration the code carries is not applied", async () => {
    const db = t.database.db;
    const [row] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`,
      ),
    );
    if (!row) throw new Error("no migration applied");
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const response = await t.app.inject({ method: "GET", url: "/readyz" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: "migrating" });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    expect((await t.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });

  it("keeps successful probes out of the access log", async () => {
    lines.length = 0;
    await t.app.inject({ method: "GET", url: "/healthz" });
    await t.app.inject({ method: "GET", url: "/readyz" });
    expect(lines).toEqual([]);
  });
});

describe.runIf(testEngine() === "postgres")("migrations on PostgreSQL", () => {
  const databaseUrl = freshPostgresDatabase("studio_migrate");

  it("lets six nodes starting together migrate one fresh database once, in turn", async () => {
    const nodes = await Promise.all(
      Array.from({ length: 6 }, () => openDatabase({ databaseUrl: databaseUrl() })),
    );
    try {
      const results = await Promise.allSettled(nodes.map((node) => node.migrate()));
      expect(results.filter((r) => r.status === "rejected")).toEqual([]);
      const [first] = nodes;
      if (!first) throw new Error("no node");
      expect(await appliedMigrationCount(first.db)).toBe(committedMigrationCount(MIGRATIONS_FOLDER));
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
    }
  });
});
