import { E, VERIFICATION_CODE } from "@studio/contract";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { verificationCodes } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { hashToken, newNumericCode } from "../../lib/tokens";

type Purpose = "signup" | "reset";

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
export async function resendWait(db: Db, accountId: number, purpose: Purpose, now: Date): Promise<number> {
  const last = await latestCode(db, accountId, purpose);
  if (!last) return 0;
  const elapsed = (now.getTime() - last.createdAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(VERIFICATION_CODE.resendCooldownSeconds - elapsed));
}

/** A fresh code replaces any earlier one of the same purpose. */
export async function issueCode(db: Db, accountId: number, purpose: Purpose, now: Date): Promise<string> {
  const code = newNumericCode(VERIFICATION_CODE.length);
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.accountId, accountId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
  await db.insert(verificationCodes).values({
    accountId,
    purpose,
    codeHash: hashToken(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_CODE.ttlSeconds * 1000),
  });
  return code;
}

/**
 * Checks a code: 10017 when there is none or it expired, 10015 after too many wrong tries,
 * 10016 when wrong. A right code is used up.
 */
export async function consumeCode(db: Db, accountId: number, purpose: Purpose, code: string, now: Date) {
  const current = await latestCode(db, accountId, purpose);
  if (!current || current.consumedAt || current.expiresAt <= now) throw new AppError(E.VERIFICATION_EXPIRED);
  if (current.attempts >= VERIFICATION_CODE.maxAttempts) throw new AppError(E.TOO_MANY_VERIFICATION_ATTEMPTS);
  if (current.codeHash !== hashToken(code)) {
    const attempts = current.attempts + 1;
    await db.update(verificationCodes).set({ attempts }).where(eq(verificationCodes.id, current.id));
    throw new AppError(
      attempts >= VERIFICATION_CODE.maxAttempts
        ? E.TOO_MANY_VERIFICATION_ATTEMPTS
        : E.WRONG_VERIFICATION_CODE,
    );
  }
  await db.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, current.id));
}
