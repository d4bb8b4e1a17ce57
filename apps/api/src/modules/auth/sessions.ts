import { SESSION_TTL_DAYS } from "@studio/contract";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Account } from "../../db/rows";
import { sessions } from "../../db/schema";
import { hashToken, newToken } from "../../lib/tokens";
import { lookUpSession } from "./session-lookup";

const DAY_MS = 86_400_000;
const TTL_MS = SESSION_TTL_DAYS * DAY_MS;

export type { Account };

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
  if (row.expiresAt.getTime() - now.getTime() < TTL_MS - DAY_MS) {
    await db
      .update(sessions)
      .set({ expiresAt: new Date(now.getTime() + TTL_MS) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return { account: row.account, tokenHash };
}

export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

/** Revokes every session of an account, except the one given (the person's current one). */
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
  await db.update(sessions).set({ revokedAt: now }).where(scope);
}
