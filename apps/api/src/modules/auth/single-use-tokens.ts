import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { authTokens } from "../../db/schema";
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

/** Uses a token up and returns its account, or undefined when unknown, used or expired. */
export async function redeemSingleUseToken(
  db: Db,
  token: string,
  purpose: Purpose,
  now: Date,
): Promise<number | undefined> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ accountId: authTokens.accountId });
  return rows[0]?.accountId;
}
