import { SESSION_TTL_DAYS } from "@studio/contract";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Account } from "../../db/rows";
import { sessions } from "../../db/schema";
import { hashToken, newToken } from "../../lib/tokens";
import { accountChangeNotice, forgetCachedSessions } from "./session-invalidation";
import { lookUpSession, rememberExpiry } from "./session-lookup";

const DAY_MS = 86_400_000;
const TTL_MS = SESSION_TTL_DAYS * DAY_MS;

export async function createSession(db: Db, accountId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    accountId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TTL_MS),
  });
  return token;
}

/** The account behind a live session of this network; extends the 30-day sliding expiry. */
export async function findSessionAccount(
  db: Db,
  token: string,
  networkId: number,
  now: Date,
): Promise<{ account: Account; tokenHash: string } | undefined> {
  const tokenHash = hashToken(token);
  const row = await lookUpSession(db, tokenHash, networkId, now);
  if (!row) return undefined;
  // Extend at most once a day so that reads do not turn every call into a write.
  // The expiry compared is this node's (cached) one: a node whose copy is older than another
  // node's extension writes its own, still at most once a day per node.
  if (row.expiresAt.getTime() - now.getTime() < TTL_MS - DAY_MS) {
    const expiresAt = new Date(now.getTime() + TTL_MS);
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
    rememberExpiry(db, tokenHash, expiresAt);
  }
  return { account: row.account, tokenHash };
}

/**
 * Ends one session (a logout) and tells every API node, in the same statement, so the notice goes out
 * when the revocation commits (docs/decisions/077).
 */
export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  const revoked = db
    .$with("revoked")
    .as(
      db
        .update(sessions)
        .set({ revokedAt: now })
        .where(eq(sessions.tokenHash, tokenHash))
        .returning({ accountId: sessions.accountId }),
    );
  const rows = await db
    .with(revoked)
    .select({ accountId: revoked.accountId, notice: accountChangeNotice(revoked.accountId) })
    .from(revoked);
  for (const row of rows) forgetCachedSessions(db, row.accountId);
}

/**
 * Revokes every session of an account, except the one given (the person's current one), and tells
 * every API node when the caller's transaction commits. Inside a transaction the caller forgets this
 * node's copies after the commit (`forgetCachedSessions`).
 */
export async function revokeAccountSessions(
  db: Db,
  accountId: number,
  now: Date,
  exceptTokenHash?: string,
): Promise<void> {
  const scope = exceptTokenHash
    ? and(
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        ne(sessions.tokenHash, exceptTokenHash),
      )
    : and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt));
  // A data-modifying WITH runs whether or not the query reads it; the notice goes out even when
  // nothing was left to revoke, since the caller changes the account row too.
  const revoke = db.update(sessions).set({ revokedAt: now }).where(scope);
  await db.execute(sql`with revoked as (${revoke.getSQL()}) select ${accountChangeNotice(accountId)}`);
  forgetCachedSessions(db, accountId);
}
