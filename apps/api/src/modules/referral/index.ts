/** What other modules may use of the referral module (docs/decisions/121). */
export { creditReferralPoints } from "./credit-points";
export { expireReferralPoints } from "./expire-points";
export { startReferralWorkers } from "./jobs";
export { registerReferralRoutes } from "./routes";
