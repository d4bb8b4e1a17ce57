import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";

/**
 * An empty PostgreSQL database of the describe block's own beside DATABASE_URL's, created before
 * its tests and dropped after them: for what nodes do on a fresh database (migrate, seed).
 * Returns a getter of its URL.
 */
export function freshPostgresDatabase(prefix: string): () => string {
  const url = new URL(process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
  const name = `${prefix}_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  const nodeUrl = new URL(url);
  nodeUrl.pathname = `/${name}`;
  return () => nodeUrl.toString();
}
