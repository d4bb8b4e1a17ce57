import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Account } from "../../db/rows";
import { accounts, sessions } from "../../db/schema";

/**
 * The session check every authenticated request makes (docs/decisions.md 069). Both queries are
 * prepared once per database, so drizzle builds their SQL once and PostgreSQL plans them once per
 * connection. Revocation is never cached: each request asks the database whether its session is
 * live (not revoked, not expired, in this network), so a logout, a password change or a deletion
 * on any node is seen by the next request on every node. What is cached is the account row: the
 * check returns the row's version (PostgreSQL's `xmin`, new on every update of the row), and a
 * cached row is used only while its version is still the stored one.
 */

/** How long a cached account may be reused before it is read again in full anyway. */
const CACHE_MS = 60_000;
/** Bounded memory: past this many live sessions the oldest entries go first. */
const CACHE_ENTRIES = 10_000;

const accountVersion = sql<string>`${accounts}.xmin::text`.as("account_version");

const liveSession = and(
  eq(sessions.tokenHash, sql.placeholder("tokenHash")),
  isNull(sessions.revokedAt),
  gt(sessions.expiresAt, sql.placeholder("now")),
  eq(accounts.networkId, sql.placeholder("networkId")),
);

function prepareQueries(db: Db) {
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
      .prepare("session_check"),
    /** A miss or a changed account: the whole row with its version, under the same conditions. */
    full: db
      .select({ account: accounts, expiresAt: sessions.expiresAt, version: accountVersion })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(liveSession)
      .limit(1)
      .prepare("session_account"),
  };
}

interface CachedAccount {
  account: Account;
  version: string;
  storedAt: number;
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
  cache: Map<string, CachedAccount>;
  /** Checks asked for during this turn of the event loop, sent together when it ends. */
  pending: Map<string, Waiting[]>;
  flushScheduled: boolean;
}

/** One set of prepared queries and one cache per database (each test app has its own). */
const lookups = new WeakMap<Db, Lookup>();

function lookupOf(db: Db): Lookup {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = { queries: prepareQueries(db), cache: new Map(), pending: new Map(), flushScheduled: false };
    lookups.set(db, lookup);
  }
  return lookup;
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
  const params = { tokenHash, networkId, now: now.toISOString() };
  const cached = cache.get(tokenHash);
  if (cached && now.getTime() - cached.storedAt < CACHE_MS) {
    const live = await checkSession(lookup, tokenHash);
    if (!live || live.expiresAt.getTime() <= now.getTime() || live.networkId !== networkId) {
      cache.delete(tokenHash);
      return undefined;
    }
    if (live.version === cached.version) return { account: cached.account, expiresAt: live.expiresAt };
  }
  const [row] = await queries.full.execute(params);
  if (!row) {
    cache.delete(tokenHash);
    return undefined;
  }
  cache.delete(tokenHash);
  if (cache.size >= CACHE_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(tokenHash, { account: row.account, version: row.version, storedAt: now.getTime() });
  return { account: row.account, expiresAt: row.expiresAt };
}
