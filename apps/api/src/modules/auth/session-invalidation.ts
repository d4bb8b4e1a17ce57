import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import pg from "pg";
import type { Database, Db } from "../../db/client";
import type { SessionCache } from "./session-cache";
import { sessionCacheOf } from "./session-lookup";

/**
 * How API nodes tell each other that a session or an account changed (docs/decisions/077). Every
 * write that revokes a session or changes an account row sends `pg_notify('studio_sessions', <account
 * id>)` in its own transaction, so the notice is delivered when, and only when, the change commits.
 * Each node listens on a connection of its own and forgets that account's cached sessions; while its
 * listener is down, its cache is not trusted and every request asks the database again.
 */
const SESSION_CHANNEL = "studio_sessions";

/** `pg_notify` of an account id (a number or a column): one more column of a statement that writes. */
export function accountChangeNotice(accountId: SQLWrapper | number): SQL {
  return typeof accountId === "number"
    ? sql`pg_notify(${SESSION_CHANNEL}, ${String(accountId)})`
    : sql`pg_notify(${SESSION_CHANNEL}, ${accountId}::text)`;
}

/**
 * Tells every node that this account changed, when the caller's transaction commits (at once
 * outside one). For writes made by hand: `select pg_notify('studio_sessions', '<account id>')`.
 */
export async function announceAccountChange(db: Db, accountId: number): Promise<void> {
  await db.execute(sql`select ${accountChangeNotice(accountId)}`);
  forgetCachedSessions(db, accountId);
}

/**
 * Forgets this node's cached sessions of an account at once, without waiting for its own notice.
 * Called with the app's database after a transaction that changed the account commits (with a
 * transaction it does nothing: the notice does it on commit).
 */
export function forgetCachedSessions(db: Db, accountId: number): void {
  sessionCacheOf(db)?.forgetAccount(accountId);
}

export interface SessionListenerOptions {
  /** First wait before connecting again after the listening connection is lost; doubles up to 30 s. */
  retryMs?: number;
  /** How often the listening connection is asked to answer; no answer within as long drops it. */
  heartbeatMs?: number;
}

export interface SessionListener {
  stop(): Promise<void>;
}

/**
 * Starts listening for session changes on this database and lets the session check trust its cache
 * while the listener is up. Resolves after the first attempt to connect (a failure is logged and
 * retried; the node then checks every request in the database meanwhile).
 */
export async function startSessionListener(
  database: Database,
  options: SessionListenerOptions = {},
): Promise<SessionListener> {
  const cache = sessionCacheOf(database.db, { create: true });
  if (!cache) throw new Error("no session cache");
  if (database.kind === "pglite") {
    const unlisten = await database.pglite.listen(SESSION_CHANNEL, (payload) => hear(cache, payload));
    cache.setListening(true);
    return {
      stop: async () => {
        cache.setListening(false);
        if (!database.pglite.closed) await unlisten().catch(() => undefined);
      },
    };
  }
  // DATABASE_LISTEN_URL when set: LISTEN needs a server connection of its own, which a transaction
  // pooler does not keep (docs/operations.md, "Connections and PgBouncer").
  const listener = new PostgresListener(database.listenUrl, cache, options);
  await listener.connect();
  return { stop: () => listener.stop() };
}

/** A notice: the account id whose sessions to forget; anything else forgets every session. */
function hear(cache: SessionCache, payload: string | undefined): void {
  const accountId = Number(payload);
  if (payload && Number.isSafeInteger(accountId)) cache.forgetAccount(accountId);
  else cache.clear();
}

/** One dedicated connection that LISTENs, answers a heartbeat, and reconnects when lost. */
class PostgresListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private readonly retryMs: number;
  private readonly heartbeatMs: number;

  constructor(
    private readonly connectionString: string,
    private readonly cache: SessionCache,
    options: SessionListenerOptions,
  ) {
    this.retryMs = options.retryMs ?? 500;
    this.heartbeatMs = options.heartbeatMs ?? 5_000;
  }

  async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: "studio session listener",
      keepAlive: true,
    });
    client.on("notification", (message) => {
      if (client === this.client && message.channel === SESSION_CHANNEL) hear(this.cache, message.payload);
    });
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${SESSION_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => undefined);
      this.scheduleRetry(error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.failures = 0;
    // From here on every committed change is heard: what was cached before is dropped.
    this.cache.setListening(true);
    this.heartbeatTimer = setInterval(() => this.heartbeat(client), this.heartbeatMs);
    this.heartbeatTimer.unref();
  }

  private heartbeat(client: pg.Client): void {
    const timeout = setTimeout(() => this.lost(client, new Error("no heartbeat answer")), this.heartbeatMs);
    timeout.unref();
    client.query("select 1").then(
      () => clearTimeout(timeout),
      (error: unknown) => {
        clearTimeout(timeout);
        this.lost(client, error);
      },
    );
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (client !== this.client) return;
    this.client = undefined;
    clearInterval(this.heartbeatTimer);
    this.cache.setListening(false);
    client.end().catch(() => undefined);
    this.scheduleRetry(error ?? new Error("connection ended"));
  }

  private scheduleRetry(error: unknown): void {
    if (this.stopped) return;
    const wait = Math.min(this.retryMs * 2 ** this.failures, 30_000);
    this.failures++;
    console.error(
      `session listener: ${error instanceof Error ? error.message : String(error)}; sessions are checked in the database until it is back (retry in ${wait} ms)`,
    );
    this.retryTimer = setTimeout(() => void this.connect(), wait);
    this.retryTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.heartbeatTimer);
    const client = this.client;
    this.client = undefined;
    this.cache.setListening(false);
    await client?.end().catch(() => undefined);
  }
}
