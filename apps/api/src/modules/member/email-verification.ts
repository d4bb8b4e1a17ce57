import { E, VERIFICATION_CODE } from "@studio/contract";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { consumeCode, resendWait } from "../auth/codes";
import type { Account } from "../auth/sessions";
import type { Network } from "../site/queries";
import { updateAccount } from "./queries";
import { sendCodeMail } from "./send-code-mail";

/** Sends the sign-up code again, no sooner than the cooldown (code 3 names the seconds left). */
export async function resendSignupCode(deps: AppDeps, network: Network, account: Account) {
  if (account.emailVerifiedAt) throw new AppError(E.INVALID_ACCESS);
  const wait = await resendWait(deps.db, account.id, "signup", deps.now());
  if (wait > 0) throw new AppError(E.TOO_MANY_REQUESTS, { seconds: wait });
  await sendCodeMail(deps, network, account, "signup");
  return { expires_in: VERIFICATION_CODE.ttlSeconds, resend_in: VERIFICATION_CODE.resendCooldownSeconds };
}

export async function verifySignupCode(deps: AppDeps, account: Account, code: string): Promise<void> {
  if (account.emailVerifiedAt) return;
  await consumeCode(deps.db, account.id, "signup", code, deps.now());
  await updateAccount(deps.db, account.id, { emailVerifiedAt: deps.now() });
}
