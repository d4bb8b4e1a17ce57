/** What other modules may use of the site module: the network row and its language rule. */
export { networkLanguage } from "./network-language";
export { findNetworkById, type Network, primaryDomainOf } from "./queries";
