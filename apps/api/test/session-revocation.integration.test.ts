import { accountUpdateCall, deleteAccountCall, E, logoutCall, meCall } from "@studio/contract";
import { drizzle } from "drizzle-orm/pglite";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { type Database, openDatabase } from "../src/db/client";
import * as schema from "../src/db/schema";
import { expectOk } from "./support/assertions";
import {
  type ApiResponse,
  api,
  createAccount,
  GOOD_PASSWORD,
  login,
  OTHER_GOOD_PASSWORD,
  setAccountStatus,
} from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Sessions are checked on every request although each API node caches account rows
 * (modules/auth/session-lookup.ts, docs/decisions.md 069): a logout, a password change, a deletion or
 * a suspension made through one node is refused by the very next request on another node.
 */

interface Node {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * A second API node on the same database: on PostgreSQL its own connection pool, on PGlite its own
 * drizzle instance over the one embedded engine. Either way its session cache is its own.
 */
async function secondNode(first: TestApp): Promise<Node> {
  const database: Database =
    first.database.kind === "postgres"
      ? await openDatabase({ databaseUrl: String(first.database.pool.options.connectionString) })
      : {
          kind: "pglite",
          pglite: first.database.pglite,
          db: drizzle({ client: first.database.pglite, schema }),
          migrate: async () => {},
          close: async () => {},
        };
  const app = await buildApp({ config: first.app.deps.config, database, now: first.clock.now });
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let t: TestApp;
let b: Node;
beforeAll(async () => {
  t = await createTestApp();
  b = await secondNode(t);
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

function expectRefused(response: ApiResponse<unknown>, code: number): void {
  expect(response.body, response.text).toMatchObject({ success: false, code });
}

async function signedIn() {
  const created = await createAccount(t.database.db);
  return { ...created, token: await login(t.app, created.email, created.password) };
}

describe("session revocation across API nodes", () => {
  it("a logout on one node ends the session on both nodes at once", async () => {
    const { token } = await signedIn();
    const onA = api(t.app, { token });
    const onB = api(b.app, { token });
    // Twice on B: the second answer comes from B's cached account row.
    expectOk(await onB.call(meCall));
    expectOk(await onB.call(meCall));
    expectOk(await onA.call(meCall));

    expectOk(await onA.call(logoutCall));
    expectRefused(await onB.call(meCall), E.LOGIN_REQUIRED);
    expectRefused(await onA.call(meCall), E.LOGIN_REQUIRED);
  });

  it("a password change ends the other sessions on both nodes, keeps its own, and shows the new nickname", async () => {
    const user = await signedIn();
    const other = await login(t.app, user.email, user.password);
    expectOk(await api(b.app, { token: other }).call(meCall));
    const before = expectOk(await api(b.app, { token: user.token }).call(meCall));

    expectOk(
      await api(t.app, { token: user.token }).call(accountUpdateCall, {
        password: GOOD_PASSWORD,
        new_password: OTHER_GOOD_PASSWORD,
        nickname: "renamed",
      }),
    );
    expectRefused(await api(b.app, { token: other }).call(meCall), E.LOGIN_REQUIRED);
    const after = expectOk(await api(b.app, { token: user.token }).call(meCall));
    expect(before.info.name).toBe(user.nickname);
    expect(after.info.name).toBe("renamed");
  });

  it("a deletion on one node ends every session on both nodes", async () => {
    const user = await signedIn();
    const second = await login(t.app, user.email, user.password);
    expectOk(await api(b.app, { token: user.token }).call(meCall));
    expectOk(await api(b.app, { token: second }).call(meCall));

    expectOk(await api(t.app, { token: user.token }).call(deleteAccountCall, { password: user.password }));
    expectRefused(await api(b.app, { token: user.token }).call(meCall), E.LOGIN_REQUIRED);
    expectRefused(await api(b.app, { token: second }).call(meCall), E.LOGIN_REQUIRED);
  });

  it("a suspension written elsewhere is refused at once although the session itself is not revoked", async () => {
    const user = await signedIn();
    const onB = api(b.app, { token: user.token });
    expectOk(await onB.call(meCall));

    await setAccountStatus(t.database.db, user.account.id, "suspended");
    expectRefused(await onB.call(meCall), E.ACCOUNT_SUSPENDED);
    await setAccountStatus(t.database.db, user.account.id, "active");
    expectOk(await onB.call(meCall));
  });

  it("requests checked together answer each for its own session", async () => {
    const users = [await signedIn(), await signedIn(), await signedIn()];
    for (const user of users) expectOk(await api(b.app, { token: user.token }).call(meCall));
    expectOk(await api(t.app, { token: users[1]?.token }).call(logoutCall));

    // Sent at once, their live-session checks share one query on node B.
    const answers = await Promise.all(users.map((user) => api(b.app, { token: user.token }).call(meCall)));
    expect(expectOk(answers[0] as ApiResponse<{ info: { name: string } }>).info.name).toBe(
      users[0]?.nickname,
    );
    expectRefused(answers[1] as ApiResponse<unknown>, E.LOGIN_REQUIRED);
    expect(expectOk(answers[2] as ApiResponse<{ info: { name: string } }>).info.name).toBe(
      users[2]?.nickname,
    );
  });

  it("an expired session is refused by a node that still caches its account", async () => {
    const { token } = await signedIn();
    const onB = api(b.app, { token });
    expectOk(await onB.call(meCall));
    t.clock.advance(31 * 86_400_000);
    expectRefused(await onB.call(meCall), E.LOGIN_REQUIRED);
  });
});
