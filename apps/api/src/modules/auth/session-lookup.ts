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
    /** The hot path: two small columns, whichever account it is. */
    check: db
      .select({ expiresAt: sessions.expiresAt, version: accountVersion })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(liveSession)
      .limit(1)
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

interface Lookup {
  queries: ReturnType<typeof prepareQueries>;
  cache: Map<string, CachedAccount>;
}

/** One set of prepared queries and one cache per database (each test app has its own). */
const lookups = new WeakMap<Db, Lookup>();

function lookupOf(db: Db): Lookup {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = { queries: prepareQueries(db), cache: new Map() };
    lookups.set(db, lookup);
  }
  return lookup;
}

/** The account of a live session of this network with the session's expiry, or undefined. */
export async function lookUpSession(
  db: Db,
  tokenHash: string,
  networkId: number,
  now: Date,
): Promise<{ account: Account; expiresAt: Date } | undefined> {
  const { queries, cache } = lookupOf(db);
  const params = { tokenHash, networkId, now: now.toISOString() };
  const cached = cache.get(tokenHash);
  if (cached && now.getTime() - cached.storedAt < CACHE_MS) {
    const [live] = await queries.check.execute(params);
    if (!live) {
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
