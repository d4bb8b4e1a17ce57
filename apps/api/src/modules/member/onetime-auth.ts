import { E, ONETIME_AUTH_TTL_SECONDS } from "@studio/contract";
import type { Network } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import {
  createSession,
  findAccountById,
  findSessionAccount,
  issueSingleUseToken,
  redeemSingleUseToken,
} from "../auth";
import { assertAccountUsable } from "./login";

/** Turns a session token into a single-use, 60-second link token for /auth/external?t=. */
export async function createOnetimeAuth(deps: AppDeps, network: Network, sessionToken: string) {
  const session = await findSessionAccount(deps.db, sessionToken, network.id, deps.now());
  if (!session) throw new AppError(E.LOGIN_REQUIRED);
  assertAccountUsable(session.account);
  const token = await issueSingleUseToken(
    deps.db,
    session.account.id,
    "onetime",
    ONETIME_AUTH_TTL_SECONDS,
    deps.now(),
  );
  return {
    token,
    expires_in: ONETIME_AUTH_TTL_SECONDS,
    url: `/auth/external?t=${encodeURIComponent(token)}`,
  };
}

/**
 * Exchanges a link token for a session, in one transaction: the token is used up only when a session
 * comes of it. A token of another network answers 10000 and stays usable where it belongs.
 */
export async function exchangeOnetimeAuth(deps: AppDeps, network: Network, token: string): Promise<string> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const accountId = await redeemSingleUseToken(tx, token, "onetime", network.id, now);
    const account = accountId ? await findAccountById(tx, accountId) : undefined;
    if (!account) throw new AppError(E.LOGIN_REQUIRED);
    assertAccountUsable(account);
    return createSession(tx, account.id, now);
  });
}
