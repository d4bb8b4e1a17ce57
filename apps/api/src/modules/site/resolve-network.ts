import { E } from "@studio/contract";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { findDefaultNetwork, findNetworkByDomain, type Network } from "./queries";

const CACHE_MS = 30_000;

/** Normalises a site host as the client does: lower-case, no port, no leading "www.". */
export function normaliseDomain(raw: string | undefined): string {
  return (raw ?? "")
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/^www\./, "");
}

/**
 * Finds the network of a domain; an unknown or missing domain is the default network (DESIGN.md §3).
 * A fresh production install has none: 503 with code 8 until `create-network` made one (§12).
 */
export function createNetworkResolver(db: Db) {
  const cache = new Map<string, { network: Network; at: number }>();
  return async function resolveNetwork(rawDomain: string | undefined): Promise<Network> {
    const domain = normaliseDomain(rawDomain);
    const hit = cache.get(domain);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.network;
    const network = (domain && (await findNetworkByDomain(db, domain))) || (await findDefaultNetwork(db));
    if (!network) throw new AppError(E.NOT_SET_UP);
    cache.set(domain, { network, at: Date.now() });
    return network;
  };
}
