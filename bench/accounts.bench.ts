import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
/**
 * Account calls through the whole API stack (app.inject, embedded PGlite or DATABASE_URL):
 * login (argon2id verify + session insert) and me (session lookup). Run: npm run bench -w @studio/bench
 */
import { performance } from "node:perf_hooks";
import { buildApp } from "../apps/api/src/app";
import { testConfig } from "../apps/api/src/config";
import { openDatabase } from "../apps/api/src/db/client";
import { DEMO_PASSWORD, seedDemo } from "../apps/api/src/seed/demo";
import { percentile } from "./percentile";

async function measure(name: string, runs: number, work: () => Promise<void>) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  console.log(
    `${name.padEnd(8)} runs=${runs} p50=${percentile(samples, 50).toFixed(1)}ms p95=${percentile(samples, 95).toFixed(1)}ms`,
  );
}

const database = await openDatabase(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {},
);
await database.migrate();
const dataDir = mkdtempSync(path.join(tmpdir(), "studio-bench-"));
await seedDemo(database.db, { dataDir });
const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), database });
console.log(`engine: ${database.kind}`);

let token = "";
let client = 0;
await measure("login", 50, async () => {
  const response = await app.inject({
    method: "POST",
    url: "/api/member/login",
    // Each login from its own address, so the per-address limit measures nothing here.
    remoteAddress: `10.0.${Math.floor(++client / 250)}.${client % 250}`,
    payload: { id: "creator@studio.test", password: DEMO_PASSWORD },
  });
  token = response.json<{ data: { token: string } }>().data.token;
});
await measure("me", 500, async () => {
  await app.inject({ method: "GET", url: "/api/member/me", headers: { authorization: `Bearer ${token}` } });
});
await app.close();
await database.close();
