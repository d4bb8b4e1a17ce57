/**
 * What other modules may use of the payout module: the routes, and the account's current payment
 * info (a withdrawal needs one, 40000).
 */

export { availableBalanceOf, balanceOf } from "./ledger";
export { paymentInfoView } from "./payment-info";
export { findCurrentPaymentInfo, type PaymentInfoRow } from "./queries";
export { registerPayoutRoutes } from "./routes";
