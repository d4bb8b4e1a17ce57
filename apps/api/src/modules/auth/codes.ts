import { E, VERIFICATION_CODE } from "@studio/contract";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, verificationCodes } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { hashToken, newNumericCode } from "../../lib/tokens";

type Purpose = "signup" | "reset" | "stepup";

async function latestCode(db: Db, accountId: number, purpose: Purpose) {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.accountId, accountId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return rows[0];
}

/** Seconds until another code may be sent (0 when it may be sent now). */
async function resendWait(db: Db, accountId: number, purpose: Purpose, now: Date): Promise<number> {
  const last = await latestCode(db, accountId, purpose);
  if (!last) return 0;
  const elapsed = (now.getTime() - last.createdAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(VERIFICATION_CODE.resendCooldownSeconds - elapsed));
}

/** A fresh code replaces any earlier one of the same purpose (one transaction, or a savepoint in one). */
export async function issueCode(db: Db, accountId: number, purpose: Purpose, now: Date): Promise<string> {
  const code = newNumericCode(VERIFICATION_CODE.length);
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.accountId, accountId),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    await tx.insert(verificationCodes).values({
      accountId,
      purpose,
      codeHash: hashToken(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFICATION_CODE.ttlSeconds * 1000),
    });
  });
  return code;
}

/**
 * Issues a code unless the last one of the purpose went out less than the cooldown ago; then the
 * seconds left. The account row is locked while the cooldown is read and the code written, so of
 * parallel asks exactly one sends a code (decision 034).
 */
export async function issueCodeAfterCooldown(
  db: Db,
  accountId: number,
  purpose: Purpose,
  now: Date,
): Promise<{ code: string } | { wait: number }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("update");
    const wait = await resendWait(tx, accountId, purpose, now);
    if (wait > 0) return { wait };
    return { code: await issueCode(tx, accountId, purpose, now) };
  });
}

/**
 * Checks a code: 10017 when there is none or it expired, 10015 after too many wrong tries,
 * 10016 when wrong. A wrong try is counted by one conditional UPDATE, so parallel tries cannot count
 * past the limit (decision 034); call it outside any transaction, so the count stays when the call
 * fails. A right code answers its id, to be used up with `useUpCode` in the caller's transaction.
 */
export async function checkCode(
  db: Db,
  accountId: number,
  purpose: Purpose,
  code: string,
  now: Date,
): Promise<number> {
  const current = await latestCode(db, accountId, purpose);
  if (!current || current.consumedAt || current.expiresAt <= now) throw new AppError(E.VERIFICATION_EXPIRED);
  if (current.attempts >= VERIFICATION_CODE.maxAttempts) throw new AppError(E.TOO_MANY_VERIFICATION_ATTEMPTS);
  if (current.codeHash === hashToken(code)) return current.id;
  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, current.id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, VERIFICATION_CODE.maxAttempts),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  // Not counted: parallel tries used up the last attempts (or the code) meanwhile.
  if (!counted || counted.attempts >= VERIFICATION_CODE.maxAttempts) {
    throw new AppError(E.TOO_MANY_VERIFICATION_ATTEMPTS);
  }
  throw new AppError(E.WRONG_VERIFICATION_CODE);
}

/** Uses up a code `checkCode` accepted, while it is still usable; 10017 when it no longer is. */
export async function useUpCode(db: Db, codeId: number, now: Date): Promise<void> {
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.id, codeId),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, VERIFICATION_CODE.maxAttempts),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw new AppError(E.VERIFICATION_EXPIRED);
}
