import {
  type Currency,
  isLanguage,
  type Language,
  newPasswordLength,
  siteMetaCall,
  type TSiteMeta,
} from "@studio/contract";
import type { FastifyInstance } from "fastify";
import type { Network } from "../../db/rows";
import { registerCall } from "../../lib/register-call";
import { primaryDomainOf } from "./queries";

export function toSiteMeta(network: Network, domain: string, demo: boolean): TSiteMeta {
  return {
    name: network.name,
    domain,
    logo: network.logo,
    exclusive_logo: network.exclusiveLogo,
    color_primary: network.colorPrimary,
    color_primary_dim: network.colorPrimaryDim,
    languages: network.languages.filter((l): l is Language => isLanguage(l)),
    currencies: network.currencies.filter((c): c is Currency => c === "USD" || c === "CNY"),
    chat_link: network.chatLink,
    password: newPasswordLength(network.passwordMin),
    demo,
  };
}

/** The meta of the site a domain names (the default network for an unknown one). */
export async function siteMetaOf(app: FastifyInstance, domain: string | undefined): Promise<TSiteMeta> {
  const network = await app.resolveNetwork(domain);
  return toSiteMeta(network, await primaryDomainOf(app.deps.db, network.id), app.deps.config.demo);
}

export function registerSiteRoutes(app: FastifyInstance): void {
  registerCall(app, siteMetaCall, async ({ request, input }) =>
    siteMetaOf(app, input.domain ?? request.headers["x-network-domain"]?.toString()),
  );
}
