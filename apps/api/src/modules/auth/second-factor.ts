import { randomInt } from "node:crypto";
import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { generate, generateSecret, verify } from "otplib";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { Account } from "../../db/rows";
import { accounts, passkeys, recoveryCodes, totpFactors, trustedDevices } from "../../db/schema";
import { secretBoxOf } from "../../lib/secret-box";
import { hashToken, newToken } from "../../lib/tokens";
import { announceAccountChange, forgetCachedSessions } from "./session-invalidation";
import { canManageTeam } from "./team-manager";

/**
 * An account's second factors (docs/decisions/142): an authenticator app (TOTP: six digits, 30
 * seconds, one step either side, each time step good once), passkeys (webauthn.ts) and ten one-time
 * recovery codes. `accounts.second_factor_at` says whether it has a confirmed one, written in the
 * transaction that adds or removes one.
 */

export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
export const TRUSTED_DEVICE_DAYS = 30;

export type SecondFactorMethod = "totp" | "passkey" | "recovery";

interface BoxDeps {
  db: Db;
  config: Pick<Config, "SECRETS_KEY">;
}

/** Staff and managers must have a second factor; creators may. */
export function secondFactorRequired(account: Account): boolean {
  return account.isStaff || canManageTeam(account);
}

/** A code as typed: spaces and dashes dropped, lower case. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, "").toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// Authenticator app (TOTP)
// ---------------------------------------------------------------------------------------------

/** A fresh base32 secret (160 bits). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The code of a secret at a time (for tests and the demo). */
export function totpCodeAt(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/** Stores a new pending secret (replacing a pending one); a confirmed app stays until removed. */
export async function savePendingTotp(
  deps: BoxDeps,
  accountId: number,
  secret: string,
  now: Date,
): Promise<void> {
  const sealed = (await secretBoxOf(deps)).seal(secret);
  await deps.db
    .insert(totpFactors)
    .values({ accountId, secret: sealed, createdAt: now })
    .onConflictDoUpdate({
      target: totpFactors.accountId,
      set: { secret: sealed, confirmedAt: null, lastTimeStep: null, createdAt: now },
      setWhere: isNull(totpFactors.confirmedAt),
    });
}

/** The account's authenticator secret in plain text, if it has one (confirmed or pending). */
export async function totpSecretOf(
  deps: BoxDeps,
  accountId: number,
): Promise<{ secret: string; confirmed: boolean } | undefined> {
  const [row] = await deps.db.select().from(totpFactors).where(eq(totpFactors.accountId, accountId));
  if (!row) return undefined;
  return { secret: (await secretBoxOf(deps)).open(row.secret), confirmed: row.confirmedAt !== null };
}

/**
 * Checks an authenticator code of the account, confirmed app only unless `pending` is asked for, and
 * uses its time step up in the same statement that checks it was not used: of two tries with the same
 * code, one passes (a replay is refused). False for a wrong, reused or non-numeric code.
 */
export async function checkTotpCode(
  deps: BoxDeps,
  accountId: number,
  code: string,
  now: Date,
  options: { pending?: boolean } = {},
): Promise<boolean> {
  const token = normaliseCode(code);
  if (!/^\d{6}$/.test(token)) return false;
  const factor = await totpSecretOf(deps, accountId);
  // A confirmed app for sign-in and step-up; the pending one only to confirm it.
  if (!factor || factor.confirmed === Boolean(options.pending)) return false;
  const result = await verify({
    secret: factor.secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
  });
  if (!result.valid || !("timeStep" in result)) return false;
  const used = await deps.db
    .update(totpFactors)
    .set({ lastTimeStep: result.timeStep })
    .where(
      and(
        eq(totpFactors.accountId, accountId),
        or(isNull(totpFactors.lastTimeStep), lt(totpFactors.lastTimeStep, result.timeStep)),
      ),
    )
    .returning({ accountId: totpFactors.accountId });
  return used.length > 0;
}

/** Marks the pending app confirmed (after `checkTotpCode` with `pending`). */
export async function confirmTotp(db: Db, accountId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(totpFactors)
    .set({ confirmedAt: now })
    .where(and(eq(totpFactors.accountId, accountId), isNull(totpFactors.confirmedAt)))
    .returning({ accountId: totpFactors.accountId });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Recovery codes
// ---------------------------------------------------------------------------------------------

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function newRecoveryCode(): string {
  const part = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
  return `${part()}-${part()}`;
}

/** Ten new codes in place of the account's old ones; shown once, stored hashed. */
export async function replaceRecoveryCodes(db: Db, accountId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ accountId, codeHash: hashToken(normaliseCode(code)), createdAt: now })));
  return codes;
}

/** Uses a recovery code up; false when it is not one of the account's unused codes. */
export async function useRecoveryCode(db: Db, accountId: number, code: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.accountId, accountId),
        eq(recoveryCodes.codeHash, hashToken(normaliseCode(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.accountId, accountId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** An authenticator code or a recovery code of the account ("totp" or "recovery"), used up when right. */
export async function checkSecondFactorCode(
  deps: BoxDeps,
  accountId: number,
  method: "totp" | "recovery",
  code: string,
  now: Date,
): Promise<boolean> {
  return method === "totp"
    ? checkTotpCode(deps, accountId, code, now)
    : useRecoveryCode(deps.db, accountId, code, now);
}

/** A code sent with the password: six digits are an authenticator code, anything else a recovery code. */
export function methodOfCode(code: string): "totp" | "recovery" {
  return /^\d{6}$/.test(normaliseCode(code)) ? "totp" : "recovery";
}

// ---------------------------------------------------------------------------------------------
// Which factors an account has
// ---------------------------------------------------------------------------------------------

/** The account's confirmed factors and whether recovery codes are left, in the order offered. */
export async function secondFactorMethods(db: Db, accountId: number): Promise<SecondFactorMethod[]> {
  const [totp] = await db
    .select({ n: count() })
    .from(totpFactors)
    .where(and(eq(totpFactors.accountId, accountId), isNotNull(totpFactors.confirmedAt)));
  const [keys] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.accountId, accountId));
  const left = await recoveryCodesLeft(db, accountId);
  const methods: SecondFactorMethod[] = [];
  if ((totp?.n ?? 0) > 0) methods.push("totp");
  if ((keys?.n ?? 0) > 0) methods.push("passkey");
  if (methods.length > 0 && left > 0) methods.push("recovery");
  return methods;
}

/**
 * Writes `accounts.second_factor_at` from the account's factors (kept when it had one, now when it
 * gets its first, null without any) in the caller's transaction, with the notice that makes every
 * node forget its cached sessions of the account. Answers whether the account has a factor now.
 */
export async function refreshSecondFactorFlag(db: Db, accountId: number, now: Date): Promise<boolean> {
  const hasFactor = sql`(exists (select 1 from ${totpFactors} where ${totpFactors.accountId} = ${accountId}
      and ${totpFactors.confirmedAt} is not null)
    or exists (select 1 from ${passkeys} where ${passkeys.accountId} = ${accountId}))`;
  const [row] = await db
    .update(accounts)
    .set({
      secondFactorAt: sql`case when ${hasFactor} then coalesce(${accounts.secondFactorAt}, ${now.toISOString()}::timestamptz) else null end`,
    })
    .where(eq(accounts.id, accountId))
    .returning({ at: accounts.secondFactorAt });
  await announceAccountChange(db, accountId);
  return Boolean(row?.at);
}

/** After a transaction that changed an account's factors committed: this node forgets its sessions' copy. */
export function factorsChanged(db: Db, accountId: number): void {
  forgetCachedSessions(db, accountId);
}

// ---------------------------------------------------------------------------------------------
// Remembered devices
// ---------------------------------------------------------------------------------------------

/** A device token that skips the second step on this device for 30 days. */
export async function rememberDevice(db: Db, accountId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(trustedDevices).values({
    tokenHash: hashToken(token),
    accountId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TRUSTED_DEVICE_DAYS * 86_400_000),
  });
  return token;
}

/** Whether a device token is a live one of the account (and notes its use). */
export async function deviceTrusted(
  db: Db,
  accountId: number,
  token: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!token) return false;
  const rows = await db
    .update(trustedDevices)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(trustedDevices.tokenHash, hashToken(token)),
        eq(trustedDevices.accountId, accountId),
        gt(trustedDevices.expiresAt, now),
      ),
    )
    .returning({ accountId: trustedDevices.accountId });
  return rows.length > 0;
}

export async function trustedDeviceCount(db: Db, accountId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.accountId, accountId), gt(trustedDevices.expiresAt, now)));
  return row?.n ?? 0;
}

export async function forgetTrustedDevices(db: Db, accountId: number): Promise<void> {
  await db.delete(trustedDevices).where(eq(trustedDevices.accountId, accountId));
}
