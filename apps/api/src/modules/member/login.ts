import { E, type TSecondFactorStep } from "@studio/contract";
import type { Account, Network } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import {
  checkSecondFactorCode,
  claimLoginTry,
  clearLoginThrottle,
  countHeldTry,
  createSession,
  deviceTrusted,
  dummyPasswordHash,
  firstWaitingFailure,
  issueLoginTicket,
  methodOfCode,
  secondFactorMethods,
  throttleEmail,
  verifyPassword,
} from "../auth";
import { findAccountByEmail } from "./queries";
import { mailSecurity } from "./security-mail";

/** Refuses accounts that may not use the product (docs/design.md §4). */
export function assertAccountUsable(account: Account): void {
  if (account.status === "deleted") throw new AppError(E.ACCOUNT_DELETED);
  if (account.status === "suspended" || account.status === "blocked") throw new AppError(E.ACCOUNT_SUSPENDED);
}

export interface LoginInput {
  id: string;
  password: string;
  /** A device token from an earlier "remember this device" (docs/decisions/142). */
  device?: string | undefined;
  /** An authenticator or recovery code sent with the password. */
  code?: string | undefined;
}

export type LoginAnswer = { token: string } | { second_factor: TSecondFactorStep };

/**
 * A login (docs/decisions/142, 143). Every password check claims a try on the e-mail's throttle key
 * first; a key that waits is refused (10033) before the password is looked at, unless the login
 * carries a remembered device or a second factor of the account. An unknown e-mail and a wrong
 * password get the same answer and take the same time (10003). The right password of an account with
 * a second factor makes a ticket for the second step, unless the device is remembered or a right
 * code came with it (a wrong one: 10030).
 */
export async function login(deps: AppDeps, network: Network, input: LoginInput): Promise<LoginAnswer> {
  const now = deps.now();
  const email = throttleEmail(input.id);
  const account = await findAccountByEmail(deps.db, network.id, input.id.trim());
  const claim = await claimLoginTry(deps.db, network.id, email, now);
  if (!claim.allowed) return heldLogin(deps, network, account, input, claim.seconds);

  const hash = account?.passwordHash || (await dummyPasswordHash());
  const valid = await verifyPassword(hash, input.password);
  if (!account || !valid) {
    await noteFailure(deps, network, account, email);
    throw new AppError(E.WRONG_CREDENTIALS);
  }
  assertAccountUsable(account);
  if (account.secondFactorAt && !(await deviceTrusted(deps.db, account.id, input.device, now))) {
    if (!input.code) {
      const ticket = await issueLoginTicket(deps.db, account.id, now);
      return { second_factor: { ticket, methods: await secondFactorMethods(deps.db, account.id) } };
    }
    if (!(await checkSecondFactorCode(deps, account.id, methodOfCode(input.code), input.code, now))) {
      throw new AppError(E.SECOND_FACTOR_WRONG);
    }
  }
  return { token: await signIn(deps, network, account) };
}

/** A session for an account that passed every step; the throttle's episode ends. */
export async function signIn(deps: AppDeps, network: Network, account: Account): Promise<string> {
  await clearLoginThrottle(deps.db, network.id, throttleEmail(account.email));
  return createSession(deps.db, account.id, deps.now());
}

/**
 * A login while the key waits: only a remembered device of the account or one of its second
 * factors lets the password be checked (the try still counts); a wrong code or password is the same
 * 10003, and without either the wait is the answer.
 */
async function heldLogin(
  deps: AppDeps,
  network: Network,
  account: Account | undefined,
  input: LoginInput,
  seconds: number,
): Promise<LoginAnswer> {
  const now = deps.now();
  const email = throttleEmail(input.id);
  const trusted = account?.secondFactorAt
    ? await deviceTrusted(deps.db, account.id, input.device, now)
    : false;
  if (!trusted && !input.code) throw new AppError(E.ACCOUNT_LOGIN_THROTTLED, { seconds });
  await countHeldTry(deps.db, network.id, email, now);
  const proved =
    trusted ||
    (account?.secondFactorAt && input.code
      ? await checkSecondFactorCode(deps, account.id, methodOfCode(input.code), input.code, now)
      : false);
  if (!account || !proved) throw new AppError(E.WRONG_CREDENTIALS);
  if (!(await verifyPassword(account.passwordHash, input.password))) throw new AppError(E.WRONG_CREDENTIALS);
  assertAccountUsable(account);
  return { token: await signIn(deps, network, account) };
}

/** A wrong password: the account's owner hears of it once, when the key first has to wait. */
async function noteFailure(deps: AppDeps, network: Network, account: Account | undefined, email: string) {
  if (!(await firstWaitingFailure(deps.db, network.id, email, deps.now()))) return;
  if (account && account.status === "active") await mailSecurity(deps, network, account, "throttled");
}
