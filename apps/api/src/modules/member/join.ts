import { E } from "@studio/contract";
import type { Db } from "../../db/client";
import type { Network } from "../../db/rows";
import { isUniqueViolation } from "../../db/unique-violation";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { newInviteCode } from "../../lib/tokens";
import { assertPasswordPolicy, createSession, hashPassword, insertAccount, issueCode } from "../auth";
import { findAccountByEmail, findAccountByReferralCode, nicknameTaken } from "./queries";
import { mailCode } from "./send-code-mail";

export interface JoinInput {
  id: string;
  password: string;
  nickname: string;
  referral: string;
}

/** Signs up: the account starts unverified, gets a code by mail and a session to verify with. */
export async function join(
  deps: AppDeps,
  network: Network,
  input: JoinInput,
  preferences: { language: string; currency: string },
): Promise<string> {
  assertPasswordPolicy(input.password, network);
  if (await findAccountByEmail(deps.db, network.id, input.id)) throw new AppError(E.EMAIL_TAKEN);
  if (await nicknameTaken(deps.db, network.id, input.nickname)) throw new AppError(E.NICKNAME_TAKEN);
  const inviter = input.referral
    ? await findAccountByReferralCode(deps.db, network.id, input.referral)
    : undefined;
  if (input.referral && !inviter) throw new AppError(E.WRONG_INVITE_CODE);

  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  // The account, its first code and its session go in together (decision 034); the mail after.
  const { account, code, token } = await deps.db.transaction(async (tx) => {
    const created = await insertWithFreshReferralCode(tx, {
      networkId: network.id,
      email: input.id,
      nickname: input.nickname,
      passwordHash,
      referredBy: inviter?.id ?? null,
      language: preferences.language,
      currency: preferences.currency,
      createdAt: now,
    });
    return {
      account: created,
      code: await issueCode(tx, created.id, "signup", now),
      token: await createSession(tx, created.id, now),
    };
  });
  await mailCode(deps, network, account, "signup", code);
  return token;
}

type JoinValues = Omit<Parameters<typeof insertAccount>[1], "referralCode">;

async function insertWithFreshReferralCode(tx: Db, values: JoinValues) {
  for (let attempt = 0; ; attempt++) {
    try {
      // A savepoint per attempt: a failed insert must not abort the sign-up's transaction.
      return await tx.transaction((attemptTx) =>
        insertAccount(attemptTx, { ...values, referralCode: newInviteCode() }),
      );
    } catch (error) {
      // Two sign-ups racing for the same e-mail or nickname: the index decides, the person gets the message.
      if (isUniqueViolation(error, "accounts_network_email_key")) throw new AppError(E.EMAIL_TAKEN);
      if (isUniqueViolation(error, "accounts_network_nickname_key")) throw new AppError(E.NICKNAME_TAKEN);
      if (!isUniqueViolation(error, "accounts_network_referral_key") || attempt >= 5) throw error;
    }
  }
}
