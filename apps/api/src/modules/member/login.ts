import { E } from "@studio/contract";
import type { Account, Network } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { createSession, dummyPasswordHash, verifyPassword } from "../auth";
import { findAccountByEmail } from "./queries";

/** Refuses accounts that may not use the product (docs/design.md §4). */
export function assertAccountUsable(account: Account): void {
  if (account.status === "deleted") throw new AppError(E.ACCOUNT_DELETED);
  if (account.status === "suspended" || account.status === "blocked") throw new AppError(E.ACCOUNT_SUSPENDED);
}

/** An unknown e-mail and a wrong password get the same answer and take the same time (10003). */
export async function login(deps: AppDeps, network: Network, id: string, password: string): Promise<string> {
  const account = await findAccountByEmail(deps.db, network.id, id.trim());
  const hash = account?.passwordHash || (await dummyPasswordHash());
  const valid = await verifyPassword(hash, password);
  if (!account || !valid) throw new AppError(E.WRONG_CREDENTIALS);
  assertAccountUsable(account);
  return createSession(deps.db, account.id, deps.now());
}
