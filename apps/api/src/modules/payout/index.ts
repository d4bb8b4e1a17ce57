/**
 * What other modules may use of the payout module: the routes, and an account's balance and
 * available balance and its payout destination flags (the back-office's account detail shows them),
 * and the ledger's checks for the metrics.
 */

export { payoutFlagsOf } from "./destination";
export { availableBalanceOf, balanceOf } from "./ledger";
export { ledgerChecks } from "./ledger-checks";
export { registerPayoutRoutes } from "./routes";
