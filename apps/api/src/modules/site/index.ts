/** What other modules may use of the site module: a network by id, its primary domain and its meta. */
export { domainsOf, findNetworkById, primaryDomainOf } from "./queries";
export { siteMetaOf } from "./routes";
