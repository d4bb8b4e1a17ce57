import {
  type Currency,
  HEADERS,
  type Language,
  languageFromHeader,
  toSelectableCurrency,
} from "@studio/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type Account, findSessionAccount } from "../modules/auth/sessions";
import { assertAccountUsable } from "../modules/member/login";
import { networkLanguage } from "../modules/site/network-language";
import type { Network } from "../modules/site/queries";
import { createNetworkResolver } from "../modules/site/resolve-network";
import { registerInputGuard } from "./input-guard";

declare module "fastify" {
  interface FastifyInstance {
    resolveNetwork(domain: string | undefined): Promise<Network>;
    /** The live session of the request's bearer token in the request's network, if any. */
    authenticate(request: FastifyRequest): Promise<{ account: Account; tokenHash: string } | undefined>;
  }
  interface FastifyRequest {
    network: Network;
    currency: Currency;
  }
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers[HEADERS.authorization];
  const match = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** Every /api request knows its network (X-Network-Domain), language and display currency. */
export function registerRequestContext(app: FastifyInstance): void {
  // First: a NUL in a header must be refused before the network is looked up with it.
  registerInputGuard(app);
  app.decorate("resolveNetwork", createNetworkResolver(app.deps.db));
  app.decorate("authenticate", async (request: FastifyRequest) => {
    const token = bearerOf(request);
    if (!token) return undefined;
    const session = await findSessionAccount(app.deps.db, token, request.network.id, app.deps.now());
    if (!session) return undefined;
    assertAccountUsable(session.account);
    return session;
  });
  app.decorateRequest("network", undefined as unknown as Network);
  app.decorateRequest("currency", "USD");
  app.addHook("onRequest", async (request) => {
    request.language = languageFromHeader(request.headers[HEADERS.language]) as Language;
    request.currency = toSelectableCurrency(request.headers[HEADERS.currency]);
    if (!request.url.startsWith("/api/")) return;
    const domain = request.headers[HEADERS.networkDomain];
    request.network = await app.resolveNetwork(typeof domain === "string" ? domain : undefined);
    // Answers (and a sign-up's stored language) stay within the network's languages.
    request.language = networkLanguage(request.network, request.language);
  });
}
