/** What other modules may use of the auth module: account rows, sessions, passwords, codes and single-use tokens. */
export { findAccountById, insertAccount, type NewAccount } from "./accounts";
export { checkCode, issueCode, issueCodeAfterCooldown, useUpCode } from "./codes";
export { assertPasswordPolicy } from "./password-policy";
export { dummyPasswordHash, hashPassword, verifyPassword } from "./passwords";
export { secondFactorMethods, secondFactorRequired } from "./second-factor";
export {
  accountChangeNotice,
  announceAccountChange,
  forgetCachedSessions,
  type SessionListenerOptions,
  startSessionListener,
} from "./session-invalidation";
export {
  createSession,
  findSessionAccount,
  revokeAccountSessions,
  revokeSession,
} from "./sessions";
export { issueSingleUseToken, peekSingleUseToken, redeemSingleUseToken } from "./single-use-tokens";
export { issueStepUpCode, STEP_UP_CODE_TTL_SECONDS, stepUpMethods, verifyStepUp } from "./step-up";
