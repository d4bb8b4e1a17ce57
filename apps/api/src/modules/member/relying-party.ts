import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../../deps";
import type { RelyingParty } from "../auth";
import { domainsOf } from "../site";

/**
 * The WebAuthn relying party of a call (docs/decisions/142): always one of the network's configured
 * domains, never a host as sent. The page's origin (the browser's Origin header) when its host is one
 * of them, over https, or over http on localhost and in the demo (the site runs on localhost:PORT);
 * otherwise the network's first domain over https.
 */
export async function relyingPartyOf(deps: AppDeps, request: FastifyRequest): Promise<RelyingParty> {
  const network = request.network;
  const domains = await domainsOf(deps.db, network.id);
  const asked = originOf(request.headers.origin);
  if (asked && domains.includes(asked.hostname)) {
    const plainAllowed =
      asked.hostname === "localhost" || asked.hostname.endsWith(".localhost") || deps.config.demo;
    if (asked.protocol === "https:" || (asked.protocol === "http:" && plainAllowed)) {
      return { rpId: asked.hostname, origin: asked.origin, name: network.name };
    }
  }
  const domain = domains[0] ?? "localhost";
  return { rpId: domain, origin: `https://${domain}`, name: network.name };
}

function originOf(header: string | string[] | undefined): URL | undefined {
  if (typeof header !== "string") return undefined;
  try {
    return new URL(header);
  } catch {
    return undefined;
  }
}
