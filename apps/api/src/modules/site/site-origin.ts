import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Network } from "../../db/rows";
import { domainsOf } from "./queries";
import { normaliseDomain } from "./resolve-network";

/**
 * The origin robots.txt, sitemap.xml and the prerendered pages' addresses name: always one of the network's
 * configured domains, never the request's Host or X-Forwarded-Host as sent (a shared cache would keep a
 * made-up host for everyone). The asked domain when it is one of the network's, else the network's primary
 * domain; the demo keeps the asked port (its site runs on localhost:PORT). Null when the network has no domain.
 */
export async function configuredOrigin(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ network: Network; origin: string } | null> {
  const asked = normaliseDomain(request.hostname);
  const network = await app.resolveNetwork(asked);
  const domains = await domainsOf(app.deps.db, network.id);
  const domain = domains.includes(asked) ? asked : domains[0];
  if (!domain) return null;
  const protocol = request.protocol === "https" ? "https" : "http";
  const keepPort = app.deps.config.demo && domain === asked && request.port !== null;
  return { network, origin: `${protocol}://${domain}${keepPort ? `:${request.port}` : ""}` };
}
