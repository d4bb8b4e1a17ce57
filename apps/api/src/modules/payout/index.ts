/**
 * What other modules may use of the payout module: the routes, and an account's balance and
 * available balance (the back-office's account detail shows them).
 */

export { availableBalanceOf, balanceOf } from "./ledger";
export { registerPayoutRoutes } from "./routes";
