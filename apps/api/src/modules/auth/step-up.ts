import { E, type TStepUpProof, VERIFICATION_CODE } from "@studio/contract";
import type { Account } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { checkCode, issueCode, useUpCode } from "./codes";
import {
  checkTotpCode,
  normaliseCode,
  type SecondFactorMethod,
  secondFactorMethods,
  useRecoveryCode,
} from "./second-factor";
import { checkStepUpPasskey, type WebAuthnResponse } from "./webauthn";

/**
 * Step-up (docs/decisions/142): proof, at the moment of a sensitive change (payment info,
 * docs/decisions/144), that the person at the keyboard holds the account's second factor; an account
 * without one proves it holds the account's mail box with a mailed six-digit code instead.
 */

export type StepUpMethod = SecondFactorMethod | "mail";

/** How this account confirms a change: its factors, or "mail" when it has none. */
export async function stepUpMethods(deps: Pick<AppDeps, "db">, account: Account): Promise<StepUpMethod[]> {
  const methods = await secondFactorMethods(deps.db, account.id);
  return methods.length > 0 ? methods : ["mail"];
}

/** Issues the mailed step-up code (10 minutes, five tries, single use); the caller mails it. */
export async function issueStepUpCode(deps: Pick<AppDeps, "db" | "now">, account: Account): Promise<string> {
  return issueCode(deps.db, account.id, "stepup", deps.now());
}

export const STEP_UP_CODE_TTL_SECONDS = VERIFICATION_CODE.ttlSeconds;

/**
 * Checks a step-up proof and uses it up: 10035 when there is none or it is of a method the account
 * cannot use (an account with a second factor must use it: authenticator or recovery code, or a
 * passkey answering the challenge of `member/2fa/stepup.options`; one without must use the mailed
 * code of `member/2fa/stepup.mail`), 10030 when the code or passkey answer is wrong or used.
 * Call it before the change's transaction: a wrong try counts even when the change then fails.
 */
export async function verifyStepUp(
  deps: AppDeps,
  account: Account,
  proof: TStepUpProof | undefined,
): Promise<void> {
  const methods = await stepUpMethods(deps, account);
  if (!proof || !methods.includes(proof.method)) throw new AppError(E.STEP_UP_REQUIRED);
  const now = deps.now();
  const passed = await (async () => {
    switch (proof.method) {
      case "totp":
        return checkTotpCode(deps, account.id, proof.code, now);
      case "recovery":
        return useRecoveryCode(deps.db, account.id, proof.code, now);
      case "passkey":
        return checkStepUpPasskey(deps.db, account.id, proof.response as WebAuthnResponse, now);
      case "mail":
        return checkMailedCode(deps, account, proof.code);
    }
  })();
  if (!passed) throw new AppError(E.SECOND_FACTOR_WRONG);
}

/** The mailed code: wrong, expired, used or tried too often are all "not correct" (10030). */
async function checkMailedCode(deps: AppDeps, account: Account, code: string): Promise<boolean> {
  try {
    const id = await checkCode(deps.db, account.id, "stepup", normaliseCode(code), deps.now());
    await useUpCode(deps.db, id, deps.now());
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}
