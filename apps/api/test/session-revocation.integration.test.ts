import {
  accountUpdateCall,
  deleteAccountCall,
  E,
  findPasswordCall,
  findPasswordUpdateCall,
  findPasswordVerifyCall,
  logoutCall,
  meCall,
} from "@studio/contract";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuildOptions, buildApp } from "../src/app";
import { type Database, openDatabase } from "../src/db/client";
import { accounts, sessions } from "../src/db/schema";
import { hashToken } from "../src/lib/tokens";
import type { SessionCache } from "../src/modules/auth/session-cache";
import { sessionCacheOf } from "../src/modules/auth/session-lookup";
import { expectOk } from "./support/assertions";
import { eventually } from "./support/eventually";
import {
  type ApiResponse,
  api,
  createAccount,
  GOOD_PASSWORD,
  latestCode,
  login,
  OTHER_GOOD_PASSWORD,
  setAccountStatus,
} from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Each API node answers the sessions it has checked from its own cache, without the database, and
 * forgets them when another node announces a change (modules/auth/session-invalidation.ts,
 * docs/decisions/077): a logout, a password change, a reset, a deletion or a suspension made
 * through node A is refused by node B.
 *
 * Node A's own requests see its changes at once (it forgets before it answers). Node B hears them
 * through PostgreSQL's LISTEN/NOTIFY: on PostgreSQL the notice reaches B's listening connection a
 * moment after A's transaction commits, asynchronously, so B's refusals are awaited with
 * `eventually` bounded at 2 s (they arrive within milliseconds; a node that never hears them keeps
 * answering from its cache, since the test clock does not move). On PGlite the notice is delivered
 * in-process before the commit returns.
 */

interface Node {
  app: FastifyInstance;
  cache(): SessionCache;
  close(): Promise<void>;
}

/** How long node B may take to hear a change: far above the delivery time (milliseconds). */
const HEAR = { timeoutMs: 2_000, intervalMs: 20 };

const cacheOf = (app: FastifyInstance): SessionCache => {
  const cache = sessionCacheOf(app.deps.db);
  if (!cache) throw new Error("the app has no session cache");
  return cache;
};

/**
 * Another API node on the same database: on PostgreSQL its own connection pool and listener, on
 * PGlite its own drizzle instance and listener over the one embedded engine. Either way its session
 * cache is its own.
 */
async function anotherNode(first: TestApp, options: Partial<BuildOptions> = {}): Promise<Node> {
  const database: Database =
    first.database.kind === "postgres"
      ? await openDatabase({ databaseUrl: String(first.database.pool.options.connectionString) })
      : {
          kind: "pglite",
          pglite: first.database.pglite,
          db: drizzle({ client: first.database.pglite }),
          migrate: async () => {},
          exclusively: (_lockKey, work) => work(),
          close: async () => {},
        };
  const app = await buildApp({ config: first.app.deps.config, database, now: first.clock.now, ...options });
  return {
    app,
    cache: () => cacheOf(app),
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
  b = await anotherNode(t);
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

function refused(response: ApiResponse<unknown>, code: number): boolean {
  return response.body.success === false && (response.body as { code?: number }).code === code;
}

function expectRefused(response: ApiResponse<unknown>, code: number): void {
  expect(response.body, response.text).toMatchObject({ success: false, code });
}

/** Waits until node B refuses the call with this code (see HEAR). */
async function refusedOn(app: FastifyInstance, token: string, code: number, what: string): Promise<void> {
  await eventually(async () => (refused(await api(app, { token }).call(meCall), code) ? true : undefined), {
    ...HEAR,
    what,
  });
}

async function signedIn() {
  const created = await createAccount(t.database.db);
  return { ...created, token: await login(t.app, created.email, created.password) };
}

/**
 * Revokes a session in SQL without telling any node: the tables' notice triggers are switched off for
 * the transaction (replica role), so only a node that asks the database sees it.
 */
async function revokeSilently(token: string): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx
      .update(sessions)
      .set({ revokedAt: t.clock.now() })
      .where(eq(sessions.tokenHash, hashToken(token)));
  });
}

describe("sessions cached on each API node", () => {
  it("are answered from the cache, and refused as soon as the change is announced", async () => {
    const user = await signedIn();
    const onB = api(b.app, { token: user.token });
    expectOk(await onB.call(meCall));
    expect(b.cache().listening).toBe(true);

    // A revocation nobody announces is not seen by B: it does not ask the database.
    await revokeSilently(user.token);
    expectOk(await onB.call(meCall));

    // The notice every revoking write sends: B forgets the account's sessions and asks again.
    await t.database.db.execute(sql`select pg_notify('studio_sessions', ${String(user.account.id)})`);
    await refusedOn(b.app, user.token, E.LOGIN_REQUIRED, "node B to hear the notice");
  });

  it("a logout on one node ends the session on both nodes", async () => {
    const { token } = await signedIn();
    const onA = api(t.app, { token });
    const onB = api(b.app, { token });
    // Twice on each node: the second answer comes from the node's cache.
    for (const client of [onA, onB, onA, onB]) expectOk(await client.call(meCall));

    expectOk(await onA.call(logoutCall));
    expectRefused(await onA.call(meCall), E.LOGIN_REQUIRED);
    await refusedOn(b.app, token, E.LOGIN_REQUIRED, "node B to hear the logout");
  });

  it("a password change ends the other sessions on both nodes, keeps its own, and shows the new nickname", async () => {
    const user = await signedIn();
    const other = await login(t.app, user.email, user.password);
    for (const app of [t.app, b.app]) {
      expectOk(await api(app, { token: other }).call(meCall));
      expect(expectOk(await api(app, { token: user.token }).call(meCall)).info.name).toBe(user.nickname);
    }

    expectOk(
      await api(t.app, { token: user.token }).call(accountUpdateCall, {
        password: GOOD_PASSWORD,
        new_password: OTHER_GOOD_PASSWORD,
        nickname: "renamed",
      }),
    );
    expectRefused(await api(t.app, { token: other }).call(meCall), E.LOGIN_REQUIRED);
    expect(expectOk(await api(t.app, { token: user.token }).call(meCall)).info.name).toBe("renamed");
    await refusedOn(b.app, other, E.LOGIN_REQUIRED, "node B to hear the password change");
    expect(expectOk(await api(b.app, { token: user.token }).call(meCall)).info.name).toBe("renamed");
  });

  it("a password reset on one node ends every session on both nodes", async () => {
    const user = await signedIn();
    for (const app of [t.app, b.app]) expectOk(await api(app, { token: user.token }).call(meCall));

    const client = api(t.app);
    expectOk(await client.call(findPasswordCall, { email: user.email }));
    const code = await latestCode(t.app, user.email);
    const { token: resetToken } = expectOk(
      await client.call(findPasswordVerifyCall, { email: user.email, code }),
    );
    expectOk(await client.call(findPasswordUpdateCall, { token: resetToken, password: OTHER_GOOD_PASSWORD }));

    expectRefused(await api(t.app, { token: user.token }).call(meCall), E.LOGIN_REQUIRED);
    await refusedOn(b.app, user.token, E.LOGIN_REQUIRED, "node B to hear the reset");
  });

  it("a deletion on one node ends every session on both nodes", async () => {
    const user = await signedIn();
    const second = await login(t.app, user.email, user.password);
    for (const token of [user.token, second]) expectOk(await api(b.app, { token }).call(meCall));
    expectOk(await api(t.app, { token: second }).call(meCall));

    expectOk(await api(t.app, { token: user.token }).call(deleteAccountCall, { password: user.password }));
    expectRefused(await api(t.app, { token: second }).call(meCall), E.LOGIN_REQUIRED);
    await refusedOn(b.app, user.token, E.LOGIN_REQUIRED, "node B to hear the deletion");
    await refusedOn(b.app, second, E.LOGIN_REQUIRED, "node B to hear the deletion");
  });

  it("a suspension written by hand with its notice is refused on every node; a reinstatement too", async () => {
    const user = await signedIn();
    const onB = api(b.app, { token: user.token });
    expectOk(await onB.call(meCall));

    await setAccountStatus(t.database.db, user.account.id, "suspended");
    expectRefused(await api(t.app, { token: user.token }).call(meCall), E.ACCOUNT_SUSPENDED);
    await refusedOn(b.app, user.token, E.ACCOUNT_SUSPENDED, "node B to hear the suspension");
    await setAccountStatus(t.database.db, user.account.id, "active");
    await eventually(async () => ((await onB.call(meCall)).body.success ? true : undefined), {
      ...HEAR,
      what: "node B to hear the reinstatement",
    });
  });

  it("a change written by hand in SQL is heard on every node: the tables' triggers send the notice", async () => {
    const user = await signedIn();
    const onB = api(b.app, { token: user.token });
    expectOk(await onB.call(meCall));
    await t.database.db.update(accounts).set({ status: "suspended" }).where(eq(accounts.id, user.account.id));
    await refusedOn(b.app, user.token, E.ACCOUNT_SUSPENDED, "node B to hear the hand-written suspension");
  });

  it("a session deleted by hand in SQL is refused on every node", async () => {
    const user = await signedIn();
    expectOk(await api(b.app, { token: user.token }).call(meCall));
    await t.database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(user.token)));
    await refusedOn(b.app, user.token, E.LOGIN_REQUIRED, "node B to hear the hand-written session deletion");
  });

  it("an expired session is refused by a node that still caches it", async () => {
    const { token } = await signedIn();
    const onB = api(b.app, { token });
    expectOk(await onB.call(meCall));
    t.clock.advance(31 * 86_400_000);
    expectRefused(await onB.call(meCall), E.LOGIN_REQUIRED);
  });

  it("still extends the sliding expiry of a session a node caches", async () => {
    const { token } = await signedIn();
    const onB = api(b.app, { token });
    expectOk(await onB.call(meCall));
    t.clock.advance(2 * 86_400_000);
    expectOk(await onB.call(meCall));
    const [row] = await t.database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 30 * 86_400_000);
  });
});

describe("a node whose listener is down", () => {
  /**
   * Takes node C's listener down: on PostgreSQL by ending its connection in the server (C is told,
   * and waits a minute before reconnecting); on PGlite, whose listener runs in-process and cannot
   * drop, by marking it down as the PostgreSQL listener does when its connection is lost.
   */
  async function listenerDown(node: Node): Promise<void> {
    if (t.database.kind === "postgres") {
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = 'studio session listener' and datname = current_database()`,
      );
      await eventually(() => (node.cache().listening ? undefined : true), {
        ...HEAR,
        what: "the listener to drop",
      });
    } else {
      node.cache().setListening(false);
    }
  }

  let c: Node;
  beforeAll(async () => {
    c = await anotherNode(t, { sessionListener: { retryMs: 60_000 } });
  });
  afterAll(async () => {
    await c?.close();
  });

  it("forgets what it cached and checks every request in the database", async () => {
    const user = await signedIn();
    const onC = api(c.app, { token: user.token });
    expectOk(await onC.call(meCall));
    expect(c.cache().size).toBeGreaterThan(0);

    await listenerDown(c);
    expect(c.cache().listening).toBe(false);
    expect(c.cache().size).toBe(0);

    expectOk(await onC.call(meCall));
    expectOk(await onC.call(meCall));
    // Neither announced nor heard: refused at once, because C asked the database.
    await revokeSilently(user.token);
    expectRefused(await onC.call(meCall), E.LOGIN_REQUIRED);

    const other = await signedIn();
    expectOk(await api(c.app, { token: other.token }).call(meCall));
    await t.database.db
      .update(accounts)
      .set({ status: "suspended" })
      .where(eq(accounts.id, other.account.id));
    expectRefused(await api(c.app, { token: other.token }).call(meCall), E.ACCOUNT_SUSPENDED);
  });

  it("checks the requests of one event-loop turn together, each for its own session", async () => {
    const users = [await signedIn(), await signedIn(), await signedIn()];
    for (const user of users) expectOk(await api(c.app, { token: user.token }).call(meCall));
    await revokeSilently(users[1]?.token ?? "");

    // Sent at once, their live-session checks share one query on node C.
    const answers = await Promise.all(users.map((user) => api(c.app, { token: user.token }).call(meCall)));
    expect(expectOk(answers[0] as ApiResponse<{ info: { name: string } }>).info.name).toBe(
      users[0]?.nickname,
    );
    expectRefused(answers[1] as ApiResponse<unknown>, E.LOGIN_REQUIRED);
    expect(expectOk(answers[2] as ApiResponse<{ info: { name: string } }>).info.name).toBe(
      users[2]?.nickname,
    );
  });
});

describe.runIf(process.env.TEST_DB === "postgres")("a listener that reconnects", () => {
  it("starts again from an empty cache", async () => {
    const user = await signedIn();
    expectOk(await api(b.app, { token: user.token }).call(meCall));
    expect(b.cache().size).toBeGreaterThan(0);
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'studio session listener' and datname = current_database()`,
    );
    await eventually(() => (b.cache().listening ? undefined : true), {
      ...HEAR,
      what: "the listener to drop",
    });
    // Read while the listener is down: not trusted, and dropped when it comes back.
    expectOk(await api(b.app, { token: user.token }).call(meCall));
    await revokeSilently(user.token);
    await eventually(() => (b.cache().listening ? true : undefined), {
      timeoutMs: 5_000,
      what: "the listener to reconnect",
    });
    expect(b.cache().size).toBe(0);
    expectRefused(await api(b.app, { token: user.token }).call(meCall), E.LOGIN_REQUIRED);
  });
});
