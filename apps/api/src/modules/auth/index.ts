/** What other modules may use of the auth module: account rows, sessions, passwords, codes and single-use tokens. */
export { findAccountById, insertAccount, type NewAccount } from "./accounts";
export { checkCode, issueCode, issueCodeAfterCooldown, useUpCode } from "./codes";
export {
  claimLoginTry,
  clearLoginThrottle,
  countHeldTry,
  firstWaitingFailure,
  throttleEmail,
} from "./login-throttle";
export {
  countWrongTicketTry,
  findLoginTicket,
  issueLoginTicket,
  setTicketChallenge,
  useLoginTicket,
} from "./login-tickets";
export { assertPasswordPolicy } from "./password-policy";
export { dummyPasswordHash, hashPassword, verifyPassword } from "./passwords";
export {
  checkSecondFactorCode,
  checkTotpCode,
  confirmTotp,
  deviceTrusted,
  factorsChanged,
  forgetTrustedDevices,
  methodOfCode,
  newTotpSecret,
  recoveryCodesLeft,
  refreshSecondFactorFlag,
  rememberDevice,
  replaceRecoveryCodes,
  savePendingTotp,
  secondFactorMethods,
  secondFactorRequired,
  totpCodeAt,
  totpSecretOf,
  trustedDeviceCount,
} from "./second-factor";
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
export { canManageTeam } from "./team-manager";
export {
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  passkeysOf,
  type RelyingParty,
  registerPasskey,
  stepUpPasskeyOptions,
  verifyPasskeyAssertion,
  type WebAuthnResponse,
} from "./webauthn";
