import {
  type Currency,
  HEADERS,
  type Language,
  languageFromHeader,
  toSelectableCurrency,
} from "@studio/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Account, Network } from "../db/rows";
import { registerInputGuard } from "./input-guard";

declare module "fastify" {
  interface FastifyInstance {
    resolveNetwork(domain: string | undefined): Promise<Network>;
    /** Forgets the networks this node read, after staff changed one (docs/decisions/125). */
    forgetNetworks(): void;
    /** The live session of the request's bearer token in the request's network, if any. */
    authenticate(request: FastifyRequest): Promise<{ account: Account; tokenHash: string } | undefined>;
    /** The account must have a second factor and has none yet (docs/decisions/142). */
    secondFactorMissing(account: Account): boolean;
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

/**
 * What the request context asks of the site and member modules. lib/ never imports a module
 * (docs/design.md §12), so app.ts passes their functions in.
 */
export interface RequestContextSources {
  /** The network of a site domain; an unknown or missing one is the default network. */
  resolveNetwork: ((domain: string | undefined) => Promise<Network>) & { forget?: () => void };
  /** The live session of a bearer token in a network; throws when its account may not use the product. */
  findSession(token: string, networkId: number): Promise<{ account: Account; tokenHash: string } | undefined>;
  /**
   * Whether the account must have a second factor and has none yet: then only the calls marked
   * `enrolment` are open to it (10031, docs/decisions/142).
   */
  secondFactorMissing(account: Account): boolean;
  /** A language the network offers, English otherwise. */
  networkLanguage(network: Network, language: string): Language;
}

/** Every /api request knows its network (X-Network-Domain), language and display currency. */
export function registerRequestContext(app: FastifyInstance, sources: RequestContextSources): void {
  // First: a NUL in a header must be refused before the network is looked up with it.
  registerInputGuard(app);
  app.decorate("resolveNetwork", sources.resolveNetwork);
  app.decorate("forgetNetworks", () => sources.resolveNetwork.forget?.());
  app.decorate("secondFactorMissing", sources.secondFactorMissing);
  app.decorate("authenticate", async (request: FastifyRequest) => {
    const token = bearerOf(request);
    if (!token) return undefined;
    return sources.findSession(token, request.network.id);
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
    request.language = sources.networkLanguage(request.network, request.language);
  });
}
