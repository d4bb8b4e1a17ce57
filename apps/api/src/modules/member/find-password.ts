import { E, RESET_TOKEN_TTL_SECONDS, VERIFICATION_CODE } from "@studio/contract";
import type { Network } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import {
  assertPasswordPolicy,
  checkCode,
  findAccountById,
  forgetCachedSessions,
  hashPassword,
  issueCodeAfterCooldown,
  issueSingleUseToken,
  peekSingleUseToken,
  redeemSingleUseToken,
  revokeAccountSessions,
  useUpCode,
} from "../auth";
import { findAccountByEmail, updateAccount } from "./queries";
import { mailCode } from "./send-code-mail";

/**
 * The least time a find.password answer takes on a production node. Issuing and mailing a code took
 * about 140 ms more than answering an unknown e-mail, which told who has an account; every answer now
 * leaves after this floor, well above that work. The demo (its mail only captured) answers at once.
 */
export const RESET_ANSWER_FLOOR_MS = 400;

/** The one way out of find.password, for a known and an unknown e-mail alike (a seam tests can watch). */
export const resetAnswer = {
  async settle(config: { demo: boolean }, startedAt: number): Promise<void> {
    const left = (config.demo ? 0 : RESET_ANSWER_FLOOR_MS) - (performance.now() - startedAt);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  },
};

/** Mails a reset code when the account exists; the answer is the same either way, and as late. */
export async function requestPasswordReset(deps: AppDeps, network: Network, email: string) {
  const startedAt = performance.now();
  const account = await findAccountByEmail(deps.db, network.id, email);
  if (account && account.status === "active") {
    const issued = await issueCodeAfterCooldown(deps.db, account.id, "reset", deps.now());
    if ("code" in issued) await mailCode(deps, network, account, "reset", issued.code);
  }
  await resetAnswer.settle(deps.config, startedAt);
  return { expires_in: VERIFICATION_CODE.ttlSeconds };
}

/** A right code gives a token, valid 10 minutes, to set the new password with (one transaction). */
export async function verifyPasswordResetCode(deps: AppDeps, network: Network, email: string, code: string) {
  const account = await findAccountByEmail(deps.db, network.id, email);
  if (account?.status !== "active") throw new AppError(E.VERIFICATION_EXPIRED);
  const codeId = await checkCode(deps.db, account.id, "reset", code, deps.now());
  const token = await deps.db.transaction(async (tx) => {
    await useUpCode(tx, codeId, deps.now());
    return issueSingleUseToken(tx, account.id, "reset", RESET_TOKEN_TTL_SECONDS, deps.now());
  });
  return { token, expires_in: RESET_TOKEN_TTL_SECONDS };
}

/**
 * Sets the new password and signs every session out; proving the mailbox also verifies it. The token
 * is used up, the password set and the sessions revoked in one transaction; a token of another
 * network answers 10024 and stays usable where it belongs.
 */
export async function completePasswordReset(
  deps: AppDeps,
  network: Network,
  token: string,
  password: string,
) {
  assertPasswordPolicy(password, network);
  const now = deps.now();
  // Refused before the slow hash when the token cannot be used here.
  if (!(await peekSingleUseToken(deps.db, token, "reset", network.id, now))) {
    throw new AppError(E.PASSWORD_CHANGE_EXPIRED);
  }
  const passwordHash = await hashPassword(password);
  const accountId = await deps.db.transaction(async (tx) => {
    const accountId = await redeemSingleUseToken(tx, token, "reset", network.id, now);
    const account = accountId ? await findAccountById(tx, accountId) : undefined;
    if (!account) throw new AppError(E.PASSWORD_CHANGE_EXPIRED);
    await updateAccount(tx, account.id, { passwordHash, emailVerifiedAt: account.emailVerifiedAt ?? now });
    await revokeAccountSessions(tx, account.id, now);
    return account.id;
  });
  // Every node heard it on commit; this one forgets at once, before it answers.
  forgetCachedSessions(deps.db, accountId);
}
