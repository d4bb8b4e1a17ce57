import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, authTokens } from "../../db/schema";
import { hashToken, newToken } from "../../lib/tokens";

type Purpose = "reset" | "onetime";

export async function issueSingleUseToken(
  db: Db,
  accountId: number,
  purpose: Purpose,
  ttlSeconds: number,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    accountId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}

/** A token that is still usable in the network: of the purpose, unused, unexpired, its account there. */
function usableIn(db: Db, token: string, purpose: Purpose, networkId: number, now: Date) {
  return and(
    eq(authTokens.tokenHash, hashToken(token)),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
    inArray(
      authTokens.accountId,
      db.select({ id: accounts.id }).from(accounts).where(eq(accounts.networkId, networkId)),
    ),
  );
}

/** The account of a token usable in the network, without using it up (to refuse early). */
export async function peekSingleUseToken(
  db: Db,
  token: string,
  purpose: Purpose,
  networkId: number,
  now: Date,
): Promise<number | undefined> {
  const rows = await db
    .select({ accountId: authTokens.accountId })
    .from(authTokens)
    .where(usableIn(db, token, purpose, networkId, now))
    .limit(1);
  return rows[0]?.accountId;
}

/**
 * Uses a token up and returns its account, or undefined when unknown, used, expired or of another
 * network. The network is part of the UPDATE: a token shown to the wrong network stays usable on its
 * own (decision 034).
 */
export async function redeemSingleUseToken(
  db: Db,
  token: string,
  purpose: Purpose,
  networkId: number,
  now: Date,
): Promise<number | undefined> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(usableIn(db, token, purpose, networkId, now))
    .returning({ accountId: authTokens.accountId });
  return rows[0]?.accountId;
}
