import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { accountUpdateCall, deleteAccountCall, emailVerifyCall, meCall } from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { testConfig } from "../src/config";
import { type Database, openDatabase } from "../src/db/client";
import {
  deletionJournalPath,
  markAccountDeleted,
  readDeletionJournals,
  replayDeletions,
} from "../src/modules/member";
import { expectOk } from "./support/assertions";
import { api, GOOD_PASSWORD, joinAccount, latestCode, login } from "./support/factories";
import { freshPostgresDatabase } from "./support/fresh-postgres";
import { createTestApp, type TestApp, testEngine } from "./support/test-app";

/**
 * The backup and restore of docs/operations.md: data written through the API, `pg_dump -Fc` of the
 * database, an account deleted after the dump, `pg_restore` into a new database, the deletion
 * journal replayed, and an app on the restored database that serves what was there: the kept
 * account signs in and reads its data, the deleted one stays deleted. PostgreSQL only (the dump
 * tools are PostgreSQL's; TEST_DB=postgres).
 */
const onPostgres = testEngine() === "postgres";

describe.skipIf(!onPostgres)(
  `a backup restored into a new database${onPostgres ? "" : " (skipped: needs PostgreSQL, TEST_DB=postgres)"}`,
  () => {
    const restoredUrl = freshPostgresDatabase("studio_restored");
    const dir = mkdtempSync(path.join(tmpdir(), "studio-backup-"));
    const dump = path.join(dir, "studio.dump");
    let t: TestApp;
    let restored: Database | undefined;
    let restoredApp: FastifyInstance | undefined;

    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await restoredApp?.close();
      await restored?.close();
      await t?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it("serves the data of the dump, and an account deleted after it stays deleted", async () => {
      if (t.database.kind !== "postgres") throw new Error("PostgreSQL only");
      const sourceUrl = t.database.pool.options.connectionString as string;

      // Data written through the API: two sign-ups, one verified with a changed nickname.
      const kept = await joinAccount(t.app);
      const keptClient = api(t.app, { token: kept.token });
      expectOk(await keptClient.call(emailVerifyCall, { code: await latestCode(t.app, kept.email) }));
      expectOk(await keptClient.call(accountUpdateCall, { password: kept.password, nickname: "Restored1" }));
      const leaving = await joinAccount(t.app);

      const dumped = spawnSync("pg_dump", ["--format=custom", `--file=${dump}`, sourceUrl], {
        encoding: "utf8",
      });
      expect(dumped.stderr).toBe("");
      expect(dumped.status).toBe(0);

      // After the backup: the second account is deleted, and the journal says so.
      expectOk(
        await api(t.app, { token: leaving.token }).call(deleteAccountCall, { password: leaving.password }),
      );
      const journal = deletionJournalPath(t.app.deps.config);
      expect(readFileSync(journal, "utf8")).not.toContain(leaving.email);
      const entries = readDeletionJournals([journal]);
      expect(entries).toHaveLength(1);

      const restoredRun = spawnSync(
        "pg_restore",
        ["--no-owner", "--exit-on-error", `--dbname=${restoredUrl()}`, dump],
        { encoding: "utf8" },
      );
      expect(restoredRun.stderr).toBe("");
      expect(restoredRun.status).toBe(0);

      restored = await openDatabase({ databaseUrl: restoredUrl() });
      const database = restored;
      // The migrations table came along: nothing left to apply.
      await database.migrate();
      const outcome = await replayDeletions(database.db, entries, (account, at) =>
        database.db.transaction((tx) => markAccountDeleted(tx, account, at, null)),
      );
      expect(outcome).toEqual({ deleted: 1, alreadyDeleted: 0, absent: 0 });
      // A second replay finds it done.
      expect(
        await replayDeletions(database.db, entries, async () => {
          throw new Error("deleted twice");
        }),
      ).toEqual({ deleted: 0, alreadyDeleted: 1, absent: 0 });

      restoredApp = await buildApp({
        config: testConfig({ DATA_DIR: dir, YOUTUBE_API_BASE_URL: t.sandbox.apiBaseUrl }),
        database,
        now: t.clock.now,
      });
      const token = await login(restoredApp, kept.email, GOOD_PASSWORD);
      const me = expectOk(await api(restoredApp, { token }).call(meCall, {}));
      expect(me.info).toEqual({ name: "Restored1", user_id: kept.email });
      const refused = await api(restoredApp).post("member/login", {
        id: leaving.email,
        password: GOOD_PASSWORD,
      });
      expect(refused.body.success).toBe(false);
    }, 120_000);
  },
);
