import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { appDatabase, type Db, isTransactionPooled } from "../../db/client";
import type { Account } from "../../db/rows";
import { accounts, sessions } from "../../db/schema";
import { SessionCache } from "./session-cache";

/**
 * The session check every authenticated request makes (docs/decisions/069, 077). A node that
 * listens for session changes (`session-invalidation.ts`) answers a session it read before from its
 * cache, without a round trip: every logout, password change, reset, deletion and account change
 * announces itself to every node when it commits, and the node forgets that account's sessions.
 * Otherwise, or while the listener is down, each request asks the database whether its session is
 * live (not revoked, not expired, in this network), and a cached account row is used only while its
 * version (PostgreSQL's `xmin`, new on every update of the row) is still the stored one. Both
 * queries are prepared once per database.
 */

/**
 * How long a cached session is used before it is read again in full anyway: the bound on a change
 * written without its notice (by hand in SQL), and the age at which the cache re-reads the expiry.
 */
const CACHE_MS = 60_000;
/** Bounded memory: past this many sessions the least recently used go first. */
const CACHE_ENTRIES = 10_000;

const accountVersion = sql<string>`${accounts}.xmin::text`.as("account_version");

const liveSession = and(
  eq(sessions.tokenHash, sql.placeholder("tokenHash")),
  isNull(sessions.revokedAt),
  gt(sessions.expiresAt, sql.placeholder("now")),
  eq(accounts.networkId, sql.placeholder("networkId")),
);

function prepareQueries(db: Db) {
  // Through a transaction pooler a named statement would be prepared on one server connection and
  // asked for on another: there each query is parsed with its call (an unnamed statement).
  const name = (named: string) => (isTransactionPooled(db) ? "" : named);
  return {
    /**
     * The hot path: the live sessions among a batch of token hashes, a few small columns each. The
     * expiry and the network are compared in code, against each request's own clock and network.
     */
    check: db
      .select({
        tokenHash: sessions.tokenHash,
        expiresAt: sessions.expiresAt,
        networkId: accounts.networkId,
        version: accountVersion,
      })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(
        and(sql`${sessions.tokenHash} = any(${sql.placeholder("tokenHashes")})`, isNull(sessions.revokedAt)),
      )
      .prepare(name("session_check")),
    /** A miss or a changed account: the whole row with its version, under the same conditions. */
    full: db
      .select({ account: accounts, expiresAt: sessions.expiresAt, version: accountVersion })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(liveSession)
      .limit(1)
      .prepare(name("session_account")),
  };
}

interface LiveSession {
  expiresAt: Date;
  networkId: number;
  version: string;
}

interface Waiting {
  resolve(session: LiveSession | undefined): void;
  reject(error: unknown): void;
}

interface Lookup {
  queries: ReturnType<typeof prepareQueries>;
  cache: SessionCache;
  /** Checks asked for during this turn of the event loop, sent together when it ends. */
  pending: Map<string, Waiting[]>;
  flushScheduled: boolean;
}

/** One set of prepared queries and one cache per database (each test app has its own). */
const lookups = new WeakMap<Db, Lookup>();

function lookupOf(stated: Db): Lookup {
  const db = appDatabase(stated);
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = {
      queries: prepareQueries(db),
      cache: new SessionCache(CACHE_ENTRIES, CACHE_MS),
      pending: new Map(),
      flushScheduled: false,
    };
    lookups.set(db, lookup);
  }
  return lookup;
}

/**
 * The session cache of an app's database: created when asked to (the listener does), otherwise
 * only when sessions were already looked up there; undefined for a transaction.
 */
export function sessionCacheOf(db: Db, options: { create?: boolean } = {}): SessionCache | undefined {
  return options.create ? lookupOf(db).cache : lookups.get(appDatabase(db))?.cache;
}

/**
 * Whether a session is live, asked together with the other requests of the same event-loop turn:
 * under load one query answers several requests instead of one round trip each. The query starts
 * after the request arrived, so it sees every revocation committed before.
 */
function checkSession(lookup: Lookup, tokenHash: string): Promise<LiveSession | undefined> {
  return new Promise((resolve, reject) => {
    const waiting = lookup.pending.get(tokenHash);
    if (waiting) waiting.push({ resolve, reject });
    else lookup.pending.set(tokenHash, [{ resolve, reject }]);
    if (!lookup.flushScheduled) {
      lookup.flushScheduled = true;
      setImmediate(() => void sendChecks(lookup));
    }
  });
}

async function sendChecks(lookup: Lookup): Promise<void> {
  lookup.flushScheduled = false;
  const batch = lookup.pending;
  lookup.pending = new Map();
  try {
    const rows = await lookup.queries.check.execute({ tokenHashes: [...batch.keys()] });
    const live = new Map(rows.map((row) => [row.tokenHash, row]));
    for (const [tokenHash, waiting] of batch) for (const w of waiting) w.resolve(live.get(tokenHash));
  } catch (error) {
    for (const waiting of batch.values()) for (const w of waiting) w.reject(error);
  }
}

/** The account of a live session of this network with the session's expiry, or undefined. */
export async function lookUpSession(
  db: Db,
  tokenHash: string,
  networkId: number,
  now: Date,
): Promise<{ account: Account; expiresAt: Date } | undefined> {
  const lookup = lookupOf(db);
  const { queries, cache } = lookup;
  const nowMs = now.getTime();
  const cached = cache.get(tokenHash, nowMs);
  if (cached?.trusted && cache.listening) {
    // No change of this account was heard since it was read: no round trip. A session that has
    // expired by the cached expiry (another node may have extended it) is read again below.
    if (cached.expiresAt.getTime() > nowMs && cached.account.networkId === networkId) {
      return { account: cached.account, expiresAt: cached.expiresAt };
    }
  } else if (cached) {
    const startedAt = cache.snapshot();
    const live = await checkSession(lookup, tokenHash);
    if (!live || live.expiresAt.getTime() <= nowMs || live.networkId !== networkId) {
      cache.delete(tokenHash);
      return undefined;
    }
    if (live.version === cached.version) {
      cached.expiresAt = live.expiresAt;
      // Confirmed by a read that saw every change committed before it: trusted from now on if
      // nothing was heard meanwhile (the version check covers the account row).
      if (cache.trustable(startedAt)) cached.trusted = true;
      return { account: cached.account, expiresAt: live.expiresAt };
    }
  }
  const startedAt = cache.snapshot();
  const [row] = await queries.full.execute({ tokenHash, networkId, now: now.toISOString() });
  if (!row) {
    cache.delete(tokenHash);
    return undefined;
  }
  cache.set(
    tokenHash,
    {
      accountId: row.account.id,
      account: row.account,
      version: row.version,
      expiresAt: row.expiresAt,
      storedAt: nowMs,
    },
    startedAt,
  );
  return { account: row.account, expiresAt: row.expiresAt };
}

/** This node extended the session: its cached expiry follows (other nodes re-read theirs). */
export function rememberExpiry(db: Db, tokenHash: string, expiresAt: Date): void {
  const entry = lookups.get(db)?.cache.peek(tokenHash);
  if (entry) entry.expiresAt = expiresAt;
}
