import { E, RESET_TOKEN_TTL_SECONDS, VERIFICATION_CODE } from "@studio/contract";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { consumeCode, resendWait } from "../auth/codes";
import { assertPasswordPolicy } from "../auth/password-policy";
import { hashPassword } from "../auth/passwords";
import { revokeAccountSessions } from "../auth/sessions";
import { issueSingleUseToken, redeemSingleUseToken } from "../auth/single-use-tokens";
import type { Network } from "../site/queries";
import { findAccountByEmail, findAccountById, updateAccount } from "./queries";
import { sendCodeMail } from "./send-code-mail";

/** Mails a reset code when the account exists; the answer is the same either way. */
export async function requestPasswordReset(deps: AppDeps, network: Network, email: string) {
  const account = await findAccountByEmail(deps.db, network.id, email);
  if (account && account.status === "active") {
    const wait = await resendWait(deps.db, account.id, "reset", deps.now());
    if (wait === 0) await sendCodeMail(deps, network, account, "reset");
  }
  return { expires_in: VERIFICATION_CODE.ttlSeconds };
}

/** A right code gives a token, valid 10 minutes, to set the new password with. */
export async function verifyPasswordResetCode(deps: AppDeps, network: Network, email: string, code: string) {
  const account = await findAccountByEmail(deps.db, network.id, email);
  if (account?.status !== "active") throw new AppError(E.VERIFICATION_EXPIRED);
  await consumeCode(deps.db, account.id, "reset", code, deps.now());
  const token = await issueSingleUseToken(deps.db, account.id, "reset", RESET_TOKEN_TTL_SECONDS, deps.now());
  return { token, expires_in: RESET_TOKEN_TTL_SECONDS };
}

/** Sets the new password and signs every session out; proving the mailbox also verifies it. */
export async function completePasswordReset(
  deps: AppDeps,
  network: Network,
  token: string,
  password: string,
) {
  assertPasswordPolicy(password, network);
  const now = deps.now();
  const accountId = await redeemSingleUseToken(deps.db, token, "reset", now);
  const account = accountId ? await findAccountById(deps.db, accountId) : undefined;
  if (!account || account.networkId !== network.id) throw new AppError(E.PASSWORD_CHANGE_EXPIRED);
  await updateAccount(deps.db, account.id, {
    passwordHash: await hashPassword(password),
    emailVerifiedAt: account.emailVerifiedAt ?? now,
  });
  await revokeAccountSessions(deps.db, account.id, now);
}
