import {
  accountUpdateCall,
  createOnetimeAuthCall,
  deleteAccountCall,
  E,
  emailVerifyCall,
  findPasswordCall,
  findPasswordUpdateCall,
  findPasswordVerifyCall,
  invitationValidateCall,
  joinCall,
  loginCall,
  logoutCall,
  meCall,
  onetimeLoginCall,
  preferencesCall,
  pushSettingsCall,
  sendEmailCodeCall,
  stepTutorialCall,
} from "@studio/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import { networkLanguage } from "../../lib/network-language";
import { accountLimit } from "../../lib/rate-limit-store";
import { registerCall } from "../../lib/register-call";
import { revokeSession } from "../auth";
import { setPushSettings, updateAccountSettings } from "./account-settings";
import { deleteAccount } from "./delete-account";
import { resendSignupCode, verifySignupCode } from "./email-verification";
import { completePasswordReset, requestPasswordReset, verifyPasswordResetCode } from "./find-password";
import { join } from "./join";
import { login } from "./login";
import { toMe } from "./me";
import { createOnetimeAuth, exchangeOnetimeAuth } from "./onetime-auth";
import { findAccountByReferralCode, updateAccount } from "./queries";
import { registerTwoFactorRoutes } from "./two-factor-routes";

/** Per address and per (address, e-mail): a stranger elsewhere cannot lock a real user out. */
const byAddressAndId = (field: string) => (request: FastifyRequest) => {
  const body = (request.body ?? {}) as Record<string, unknown>;
  // Trimmed as the handlers trim it, so padding the e-mail with spaces does not reset the count.
  const id = String(body[field] ?? "")
    .trim()
    .toLowerCase();
  return `${request.ip}|${id}`;
};

export function registerMemberRoutes(app: FastifyInstance): void {
  // Per address and account, each in its own key space (decision 126): one shared counter had
  // counted a person's failed logins and password resets together.
  const perAccountLogin = accountLimit(app, "login.account", {
    max: 10,
    timeWindow: "15 minutes",
    keyGenerator: byAddressAndId("id"),
  });
  const perAccountReset = accountLimit(app, "reset.account", {
    max: 10,
    timeWindow: "15 minutes",
    keyGenerator: byAddressAndId("email"),
  });

  registerCall(
    app,
    joinCall,
    async ({ deps, network, input, language, currency }) => ({
      token: await join(deps, network, input, { language, currency }),
    }),
    { rateLimit: { max: 20, timeWindow: "1 hour" } },
  );

  registerCall(
    app,
    loginCall,
    async ({ deps, network, input, reply }) => {
      try {
        return await login(deps, network, input);
      } catch (error) {
        // The per-account wait (docs/decisions/143) is said in the header a client's retry reads too.
        if (error instanceof AppError && error.code === E.ACCOUNT_LOGIN_THROTTLED) {
          reply.header("retry-after", String(error.params?.seconds ?? 1));
        }
        throw error;
      }
    },
    { rateLimit: { max: 60, timeWindow: "1 minute" }, preHandler: [perAccountLogin] },
  );

  registerTwoFactorRoutes(app);

  registerCall(app, logoutCall, async ({ deps, sessionTokenHash }) => {
    await revokeSession(deps.db, sessionTokenHash, deps.now());
    return {};
  });

  registerCall(app, meCall, async ({ account }) => toMe(account));

  registerCall(app, sendEmailCodeCall, async ({ deps, network, account }) =>
    resendSignupCode(deps, network, account),
  );

  registerCall(
    app,
    emailVerifyCall,
    async ({ deps, account, input }) => {
      await verifySignupCode(deps, account, input.code);
      return {};
    },
    { rateLimit: { max: 30, timeWindow: "10 minutes" } },
  );

  registerCall(app, accountUpdateCall, async ({ deps, network, account, sessionTokenHash, input }) => {
    await updateAccountSettings(deps, network, account, sessionTokenHash, input);
    return {};
  });

  registerCall(app, deleteAccountCall, async ({ deps, account, input }) => {
    await deleteAccount(deps, account, input.password);
    return {};
  });

  registerCall(
    app,
    findPasswordCall,
    async ({ deps, network, input }) => requestPasswordReset(deps, network, input.email),
    { rateLimit: { max: 30, timeWindow: "15 minutes" }, preHandler: [perAccountReset] },
  );

  registerCall(
    app,
    findPasswordVerifyCall,
    async ({ deps, network, input }) => verifyPasswordResetCode(deps, network, input.email, input.code),
    { rateLimit: { max: 30, timeWindow: "15 minutes" }, preHandler: [perAccountReset] },
  );

  registerCall(app, findPasswordUpdateCall, async ({ deps, network, input }) => {
    await completePasswordReset(deps, network, input.token, input.password);
    return {};
  });

  registerCall(app, stepTutorialCall, async ({ deps, account, input }) => {
    await updateAccount(deps.db, account.id, { tutorialStep: input.value });
    return {};
  });

  registerCall(app, pushSettingsCall, async ({ deps, account, input }) =>
    setPushSettings(deps, account, input),
  );

  registerCall(app, preferencesCall, async ({ deps, network, account, input }) => {
    await updateAccount(deps.db, account.id, {
      ...(input.language ? { language: networkLanguage(network, input.language) } : {}),
      ...(input.currency ? { currency: input.currency } : {}),
    });
    return {};
  });

  registerCall(
    app,
    createOnetimeAuthCall,
    async ({ deps, network, input }) => createOnetimeAuth(deps, network, input.code),
    { rateLimit: { max: 30, timeWindow: "1 minute" } },
  );

  registerCall(
    app,
    onetimeLoginCall,
    async ({ deps, network, input }) => ({ token: await exchangeOnetimeAuth(deps, network, input.t) }),
    { rateLimit: { max: 30, timeWindow: "1 minute" } },
  );

  registerCall(
    app,
    invitationValidateCall,
    async ({ deps, network, input }) => {
      const inviter = await findAccountByReferralCode(deps.db, network.id, input.code);
      if (!inviter) throw new AppError(E.WRONG_INVITE_CODE);
      return { valid: true as const, inviter: inviter.nickname };
    },
    { rateLimit: { max: 60, timeWindow: "1 minute" } },
  );
}
