import { E, VERIFICATION_CODE } from "@studio/contract";
import type { Account, Network } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { checkCode, forgetCachedSessions, issueCodeAfterCooldown, useUpCode } from "../auth";
import { updateAccount } from "./queries";
import { mailCode } from "./send-code-mail";

/** Sends the sign-up code again, no sooner than the cooldown (code 3 names the seconds left). */
export async function resendSignupCode(deps: AppDeps, network: Network, account: Account) {
  if (account.emailVerifiedAt) throw new AppError(E.INVALID_ACCESS);
  const issued = await issueCodeAfterCooldown(deps.db, account.id, "signup", deps.now());
  if ("wait" in issued) throw new AppError(E.TOO_MANY_REQUESTS, { seconds: issued.wait });
  await mailCode(deps, network, account, "signup", issued.code);
  return { expires_in: VERIFICATION_CODE.ttlSeconds, resend_in: VERIFICATION_CODE.resendCooldownSeconds };
}

/** A right code uses itself up and verifies the e-mail in one transaction. */
export async function verifySignupCode(deps: AppDeps, account: Account, code: string): Promise<void> {
  if (account.emailVerifiedAt) return;
  const codeId = await checkCode(deps.db, account.id, "signup", code, deps.now());
  await deps.db.transaction(async (tx) => {
    await useUpCode(tx, codeId, deps.now());
    await updateAccount(tx, account.id, { emailVerifiedAt: deps.now() });
  });
  forgetCachedSessions(deps.db, account.id);
}
