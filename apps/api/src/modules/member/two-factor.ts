import { E, type TTwoFactorStatus } from "@studio/contract";
import { and, eq } from "drizzle-orm";
import { generateURI } from "otplib";
import QRCode from "qrcode";
import type { Db } from "../../db/client";
import type { Account, Network } from "../../db/rows";
import {
  accounts,
  loginTickets,
  passkeys,
  recoveryCodes,
  totpFactors,
  webauthnChallenges,
} from "../../db/schema";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import type { StaffAuditNote } from "../../lib/staff-audit";
import {
  checkTotpCode,
  confirmTotp,
  factorsChanged,
  forgetTrustedDevices,
  newTotpSecret,
  passkeysOf,
  recoveryCodesLeft,
  refreshSecondFactorFlag,
  registerPasskey,
  replaceRecoveryCodes,
  savePendingTotp,
  secondFactorMethods,
  secondFactorRequired,
  totpSecretOf,
  trustedDeviceCount,
  verifyPassword,
  type WebAuthnResponse,
} from "../auth";
import { wakeMailSender } from "../mail";
import { mailSecurity } from "./security-mail";

/**
 * The account's second factors from its settings (docs/decisions/142): add an authenticator app or
 * a passkey (the first factor brings ten recovery codes, shown once, and a mail), remove one with the
 * password (never the last one of an account that must have one: 10034), new recovery codes, and
 * staff's reset of an account that lost its device.
 */

export async function twoFactorStatus(deps: AppDeps, account: Account): Promise<TTwoFactorStatus> {
  const totp = await totpSecretOf(deps, account.id);
  const keys = await passkeysOf(deps.db, account.id);
  return {
    required: secondFactorRequired(account),
    totp: Boolean(totp?.confirmed),
    passkeys: keys.map((key) => ({
      id: key.id,
      name: key.name,
      created_at: key.createdAt.toISOString(),
      last_used_at: key.lastUsedAt?.toISOString() ?? null,
    })),
    recovery_codes_left: await recoveryCodesLeft(deps.db, account.id),
    trusted_devices: await trustedDeviceCount(deps.db, account.id, deps.now()),
  };
}

/** A new pending authenticator secret, its otpauth URL (the network as issuer) and its QR code. */
export async function setUpTotp(deps: AppDeps, network: Network, account: Account) {
  const current = await totpSecretOf(deps, account.id);
  // A confirmed app's secret is never shown again: remove it first to add another.
  if (current?.confirmed) throw new AppError(E.INVALID_ACCESS, undefined, 409);
  const secret = newTotpSecret();
  await savePendingTotp(deps, account.id, secret, deps.now());
  const otpauthUrl = generateURI({ issuer: network.name, label: account.email, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
}

/**
 * Confirms the pending app with its current code (10032 without one, 10030 for a wrong code); the
 * account's first factor brings recovery codes and the "turned on" mail, in one transaction.
 */
export async function confirmTotpSetup(deps: AppDeps, network: Network, account: Account, code: string) {
  const now = deps.now();
  const pending = await totpSecretOf(deps, account.id);
  if (!pending || pending.confirmed) throw new AppError(E.SIGN_IN_EXPIRED);
  if (!(await checkTotpCode(deps, account.id, code, now, { pending: true }))) {
    throw new AppError(E.SECOND_FACTOR_WRONG);
  }
  const codes = await deps.db.transaction(async (tx) => {
    if (!(await confirmTotp(tx, account.id, now))) throw new AppError(E.SIGN_IN_EXPIRED);
    return factorAdded(deps, tx, network, account, now);
  });
  await afterFactorChange(deps, account.id);
  return { recovery_codes: codes };
}

/** Keeps a new passkey (10032 without live options, 10030 when its answer does not verify). */
export async function addPasskey(
  deps: AppDeps,
  network: Network,
  account: Account,
  name: string,
  response: WebAuthnResponse,
) {
  const now = deps.now();
  const codes = await deps.db.transaction(async (tx) => {
    await registerPasskey(tx, account.id, name, response, now);
    return factorAdded(deps, tx, network, account, now);
  });
  await afterFactorChange(deps, account.id);
  return { recovery_codes: codes };
}

type Tx = Parameters<Parameters<AppDeps["db"]["transaction"]>[0]>[0];

/** After a factor is added in `tx`: the flag, recovery codes when none are left, the mail for the first. */
async function factorAdded(deps: AppDeps, tx: Tx, network: Network, account: Account, now: Date) {
  const [row] = await tx
    .select({ at: accounts.secondFactorAt })
    .from(accounts)
    .where(eq(accounts.id, account.id))
    .for("update");
  const hadFactor = Boolean(row?.at);
  await refreshSecondFactorFlag(tx, account.id, now);
  const codes =
    (await recoveryCodesLeft(tx, account.id)) === 0 ? await replaceRecoveryCodes(tx, account.id, now) : null;
  if (!hadFactor) await mailSecurity({ ...deps, db: tx }, network, account, "enabled");
  return codes;
}

async function afterFactorChange(deps: AppDeps, accountId: number): Promise<void> {
  factorsChanged(deps.db, accountId);
  await wakeMailSender(deps);
}

/**
 * Removes the authenticator app or one passkey (current password: 10019). An account that must have
 * a second factor keeps its last one (10034); an account left without any loses its recovery codes
 * and remembered devices with it. Mailed.
 */
export async function removeFactor(
  deps: AppDeps,
  network: Network,
  account: Account,
  password: string,
  which: { totp: true } | { passkeyId: number },
): Promise<void> {
  if (!(await verifyPassword(account.passwordHash, password)))
    throw new AppError(E.CURRENT_PASSWORD_MISMATCH);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const removed =
      "totp" in which
        ? await tx.delete(totpFactors).where(eq(totpFactors.accountId, account.id)).returning()
        : await tx
            .delete(passkeys)
            .where(and(eq(passkeys.id, which.passkeyId), eq(passkeys.accountId, account.id)))
            .returning();
    if (removed.length === 0) throw AppError.notFound();
    const hasFactor = await refreshSecondFactorFlag(tx, account.id, now);
    if (!hasFactor && secondFactorRequired(account)) throw new AppError(E.LAST_SECOND_FACTOR);
    if (!hasFactor) await dropRecoveryAndDevices(tx, account.id);
    await mailSecurity({ ...deps, db: tx }, network, account, "factor_removed");
  });
  await afterFactorChange(deps, account.id);
}

async function dropRecoveryAndDevices(tx: Tx, accountId: number): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
  await forgetTrustedDevices(tx, accountId);
}

/**
 * Every second factor of an account and all that hangs on them, in the caller's transaction: the
 * administrator's reset (docs/decisions/142) and the account's deletion, which keeps no secret of a
 * person who left (docs/decisions/008).
 */
export async function removeAllSecondFactors(tx: Db, accountId: number, now: Date): Promise<void> {
  await tx.delete(totpFactors).where(eq(totpFactors.accountId, accountId));
  await tx.delete(passkeys).where(eq(passkeys.accountId, accountId));
  await tx.delete(loginTickets).where(eq(loginTickets.accountId, accountId));
  await tx.delete(webauthnChallenges).where(eq(webauthnChallenges.accountId, accountId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
  await forgetTrustedDevices(tx, accountId);
  await refreshSecondFactorFlag(tx, accountId, now);
}

/** Ten new recovery codes (current password: 10019); an account without a second factor has none (10031). */
export async function regenerateRecoveryCodes(deps: AppDeps, account: Account, password: string) {
  if (!(await verifyPassword(account.passwordHash, password)))
    throw new AppError(E.CURRENT_PASSWORD_MISMATCH);
  if (!account.secondFactorAt) throw new AppError(E.SECOND_FACTOR_SETUP_REQUIRED);
  return { recovery_codes: await replaceRecoveryCodes(deps.db, account.id, deps.now()) };
}

/**
 * Staff's reset of an account that lost its device (docs/operations.md, "Lost second factor"): every
 * factor, recovery code, remembered device and open login ticket goes, in one transaction with the
 * audit row; the owner is mailed, and an account that must have a factor sets one up at next sign-in.
 */
export async function resetTwoFactor(
  deps: AppDeps,
  network: Network,
  actor: Account,
  audit: StaffAuditNote,
  accountId: number,
  reason: string,
): Promise<void> {
  // Another administrator resets an administrator's: no one removes their own second factor here.
  if (actor.id === accountId) throw new AppError(E.INVALID_ACCESS);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, accountId), eq(accounts.networkId, network.id)))
      .for("update");
    if (!target) throw AppError.notFound();
    const before = await secondFactorMethods(tx, accountId);
    await removeAllSecondFactors(tx, accountId, now);
    await audit.record(tx, {
      target: `account:${accountId}`,
      before: { second_factors: before },
      after: { second_factors: [], reason },
    });
    await mailSecurity({ ...deps, db: tx }, network, target, "reset");
  });
  await afterFactorChange(deps, accountId);
}
