import {
  adminTwoFactorResetCall,
  E,
  loginPasskeyOptionsCall,
  loginPasskeyVerifyCall,
  loginVerifyCall,
  passkeyOptionsCall,
  passkeyRegisterCall,
  passkeyRemoveCall,
  recoveryCodesCall,
  stepUpMailCall,
  stepUpOptionsCall,
  totpConfirmCall,
  totpRemoveCall,
  totpSetupCall,
  trustedDevicesForgetCall,
  twoFactorStatusCall,
} from "@studio/contract";
import type { FastifyInstance } from "fastify";
import type { Network } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { registerCall } from "../../lib/register-call";
import {
  checkSecondFactorCode,
  countWrongTicketTry,
  findAccountById,
  findLoginTicket,
  forgetTrustedDevices,
  issueStepUpCode,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  rememberDevice,
  STEP_UP_CODE_TTL_SECONDS,
  setTicketChallenge,
  stepUpMethods,
  stepUpPasskeyOptions,
  useLoginTicket,
  verifyPasskeyAssertion,
  type WebAuthnResponse,
} from "../auth";
import { assertAccountUsable, signIn } from "./login";
import { relyingPartyOf } from "./relying-party";
import { mailSecurity } from "./security-mail";
import {
  addPasskey,
  confirmTotpSetup,
  regenerateRecoveryCodes,
  removeFactor,
  resetTwoFactor,
  setUpTotp,
  twoFactorStatus,
} from "./two-factor";

/** The ticket's account, still usable (10032 for a ticket that is not). */
async function ticketAccount(deps: AppDeps, network: Network, ticket: string) {
  const row = await findLoginTicket(deps.db, ticket, network.id, deps.now());
  const account = row ? await findAccountById(deps.db, row.accountId) : undefined;
  if (!row || !account) throw new AppError(E.SIGN_IN_EXPIRED);
  assertAccountUsable(account);
  return { account, challenge: row.challenge };
}

/**
 * Ends the second step: a wrong factor counts on the ticket (five end it) and answers 10030; a right
 * one uses the ticket up and makes the session, with a device token when asked to remember it.
 */
async function finishSecondStep(
  deps: AppDeps,
  network: Network,
  ticket: string,
  accountId: number,
  passed: boolean,
  remember: boolean,
) {
  if (!passed) {
    await countWrongTicketTry(deps.db, ticket);
    throw new AppError(E.SECOND_FACTOR_WRONG);
  }
  if (!(await useLoginTicket(deps.db, ticket, network.id, deps.now()))) throw new AppError(E.SIGN_IN_EXPIRED);
  const account = await findAccountById(deps.db, accountId);
  if (!account) throw new AppError(E.SIGN_IN_EXPIRED);
  const token = await signIn(deps, network, account);
  const device = remember ? await rememberDevice(deps.db, accountId, deps.now()) : null;
  return { token, device };
}

/** Two-step sign-in's calls (docs/decisions/142): the login's second step, the settings, step-up, staff's reset. */
export function registerTwoFactorRoutes(app: FastifyInstance): void {
  const secondStepLimit = { rateLimit: { max: 30, timeWindow: "10 minutes" } };

  registerCall(
    app,
    loginVerifyCall,
    async ({ deps, network, input }) => {
      const { account } = await ticketAccount(deps, network, input.ticket);
      const passed = await checkSecondFactorCode(deps, account.id, input.method, input.code, deps.now());
      return finishSecondStep(deps, network, input.ticket, account.id, passed, input.remember);
    },
    secondStepLimit,
  );

  registerCall(
    app,
    loginPasskeyOptionsCall,
    async ({ deps, network, request, input }) => {
      const { account } = await ticketAccount(deps, network, input.ticket);
      const rp = await relyingPartyOf(deps, request);
      const options = await passkeyAuthenticationOptions(deps.db, account.id, rp.rpId);
      await setTicketChallenge(deps.db, input.ticket, options.challenge);
      return { options };
    },
    secondStepLimit,
  );

  registerCall(
    app,
    loginPasskeyVerifyCall,
    async ({ deps, network, request, input }) => {
      const { account, challenge } = await ticketAccount(deps, network, input.ticket);
      if (!challenge) throw new AppError(E.SIGN_IN_EXPIRED);
      const rp = await relyingPartyOf(deps, request);
      const passed = await verifyPasskeyAssertion(
        deps.db,
        account.id,
        input.response as WebAuthnResponse,
        { challenge, origin: rp.origin, rpId: rp.rpId },
        deps.now(),
      );
      return finishSecondStep(deps, network, input.ticket, account.id, passed, input.remember);
    },
    secondStepLimit,
  );

  registerCall(app, twoFactorStatusCall, async ({ deps, account }) => twoFactorStatus(deps, account));

  registerCall(app, totpSetupCall, async ({ deps, network, account }) => setUpTotp(deps, network, account), {
    rateLimit: { max: 20, timeWindow: "10 minutes" },
  });

  registerCall(
    app,
    totpConfirmCall,
    async ({ deps, network, account, input }) => confirmTotpSetup(deps, network, account, input.code),
    secondStepLimit,
  );

  registerCall(app, totpRemoveCall, async ({ deps, network, account, input }) => {
    await removeFactor(deps, network, account, input.password, { totp: true });
    return {};
  });

  registerCall(app, passkeyOptionsCall, async ({ deps, request, account }) => ({
    options: await passkeyRegistrationOptions(
      deps.db,
      account,
      await relyingPartyOf(deps, request),
      deps.now(),
    ),
  }));

  registerCall(app, passkeyRegisterCall, async ({ deps, network, account, input }) =>
    addPasskey(deps, network, account, input.name, input.response as WebAuthnResponse),
  );

  registerCall(app, passkeyRemoveCall, async ({ deps, network, account, input }) => {
    await removeFactor(deps, network, account, input.password, { passkeyId: input.id });
    return {};
  });

  registerCall(app, recoveryCodesCall, async ({ deps, account, input }) =>
    regenerateRecoveryCodes(deps, account, input.password),
  );

  registerCall(app, trustedDevicesForgetCall, async ({ deps, account }) => {
    await forgetTrustedDevices(deps.db, account.id);
    return {};
  });

  registerCall(app, stepUpOptionsCall, async ({ deps, request, account }) => {
    const methods = await stepUpMethods(deps, account);
    const passkeyOptions = methods.includes("passkey")
      ? await stepUpPasskeyOptions(deps.db, account.id, await relyingPartyOf(deps, request), deps.now())
      : null;
    return { methods, passkey_options: passkeyOptions };
  });

  registerCall(
    app,
    stepUpMailCall,
    async ({ deps, network, account }) => {
      // An account with a second factor confirms with it; a mailed code would not be accepted.
      if (!(await stepUpMethods(deps, account)).includes("mail"))
        throw new AppError(E.INVALID_ACCESS, undefined, 409);
      const code = await issueStepUpCode(deps, account);
      await mailSecurity(deps, network, account, "step_up_code", code);
      return { expires_in: STEP_UP_CODE_TTL_SECONDS };
    },
    { rateLimit: { max: 5, timeWindow: "10 minutes" } },
  );

  registerCall(app, adminTwoFactorResetCall, async ({ deps, network, account, audit, input }) => {
    await resetTwoFactor(deps, network, account, audit, input.account_id, input.reason);
    return {};
  });
}
