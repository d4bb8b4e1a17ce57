/** What other modules may use of the site module: the network row, its language rule and its meta. */
export { networkLanguage } from "./network-language";
export { findNetworkById, type Network, primaryDomainOf } from "./queries";
export { siteMetaOf } from "./routes";
