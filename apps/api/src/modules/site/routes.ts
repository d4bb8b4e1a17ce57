import {
  type Currency,
  isLanguage,
  type Language,
  newPasswordLength,
  siteMetaCall,
  type TSiteMeta,
} from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../lib/register-call";
import { type Network, primaryDomainOf } from "./queries";

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

export function registerSiteRoutes(app: FastifyInstance): void {
  registerCall(app, siteMetaCall, async ({ deps, request, input }) => {
    const network = await app.resolveNetwork(input.domain ?? request.headers["x-network-domain"]?.toString());
    return toSiteMeta(network, await primaryDomainOf(deps.db, network.id), deps.config.demo);
  });
}
