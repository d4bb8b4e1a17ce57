/** What other modules may use of the site module: the network row, its language rule and its meta. */
// TEMP until payout imports them from lib/ and db/
export type { Network } from "../../db/rows";
export { networkLanguage } from "../../lib/network-language";
export { findNetworkById, primaryDomainOf } from "./queries";
export { siteMetaOf } from "./routes";
