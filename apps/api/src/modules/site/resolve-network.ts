import { E } from "@studio/contract";
import type { Db } from "../../db/client";
import type { Network } from "../../db/rows";
import { AppError } from "../../lib/app-error";
import { listNetworksWithDomains } from "./queries";

const CACHE_MS = 30_000;

/** Normalises a site host as the client does: lower-case, no port, no leading "www.". */
export function normaliseDomain(raw: string | undefined): string {
  return (raw ?? "")
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/^www\./, "");
}

interface NetworkMap {
  byDomain: Map<string, Network>;
  fallback: Network;
  at: number;
}

/**
 * Finds the network of a domain; an unknown or missing domain is the default network (docs/design.md §3).
 * A fresh production install has none: 503 with code 8 until `create-network` made one (§12).
 * The map of every network's domains is read at most every 30 s, so a request with a made-up
 * domain costs no query and adds nothing to memory (a per-domain cache grew with each new name).
 */
export function createNetworkResolver(db: Db) {
  let map: NetworkMap | undefined;
  const resolveNetwork = async (rawDomain: string | undefined): Promise<Network> => {
    if (!map || Date.now() - map.at >= CACHE_MS) map = await loadNetworkMap(db);
    return map.byDomain.get(normaliseDomain(rawDomain)) ?? map.fallback;
  };
  /** Staff changed a network's settings: this node reads the map again at its next request. */
  const forget = () => {
    map = undefined;
  };
  return Object.assign(resolveNetwork, { forget });
}

async function loadNetworkMap(db: Db): Promise<NetworkMap> {
  const networks = await listNetworksWithDomains(db);
  const fallback = networks.find((n) => n.network.isDefault)?.network;
  if (!fallback) throw new AppError(E.NOT_SET_UP);
  const byDomain = new Map(
    networks.flatMap(({ network, domains }) => domains.map((d) => [d, network] as const)),
  );
  return { byDomain, fallback, at: Date.now() };
}
