import { count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Network } from "../../db/rows";
import { networkDomains, networks } from "../../db/schema";

/** Every network with its domains: the resolver's whole map, read in two queries. */
export async function listNetworksWithDomains(db: Db): Promise<{ network: Network; domains: string[] }[]> {
  const [all, domains] = await Promise.all([db.select().from(networks), db.select().from(networkDomains)]);
  return all.map((network) => ({
    network,
    domains: domains.filter((d) => d.networkId === network.id).map((d) => d.domain),
  }));
}

export async function findDefaultNetwork(db: Db): Promise<Network | undefined> {
  const rows = await db.select().from(networks).where(eq(networks.isDefault, true)).limit(1);
  return rows[0];
}

export async function primaryDomainOf(db: Db, networkId: number): Promise<string> {
  const rows = await db
    .select({ domain: networkDomains.domain })
    .from(networkDomains)
    .where(eq(networkDomains.networkId, networkId))
    .orderBy(networkDomains.domain)
    .limit(1);
  return rows[0]?.domain ?? "";
}

/** Every domain configured for a network, the primary one (the first by name, as primaryDomainOf) first. */
export async function domainsOf(db: Db, networkId: number): Promise<string[]> {
  const rows = await db
    .select({ domain: networkDomains.domain })
    .from(networkDomains)
    .where(eq(networkDomains.networkId, networkId))
    .orderBy(networkDomains.domain);
  return rows.map((r) => r.domain);
}

export async function findNetworkById(db: Db, networkId: number): Promise<Network | undefined> {
  const rows = await db.select().from(networks).where(eq(networks.id, networkId)).limit(1);
  return rows[0];
}

export async function findNetworkBySlug(db: Db, slug: string): Promise<Network | undefined> {
  const rows = await db.select().from(networks).where(eq(networks.slug, slug)).limit(1);
  return rows[0];
}

export async function networkCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(networks);
  return row?.n ?? 0;
}

/** The given domains that some network already answers at, with that network's slug. */
export async function findTakenDomains(
  db: Db,
  domains: string[],
): Promise<{ domain: string; slug: string }[]> {
  if (domains.length === 0) return [];
  return db
    .select({ domain: networkDomains.domain, slug: networks.slug })
    .from(networkDomains)
    .innerJoin(networks, eq(networks.id, networkDomains.networkId))
    .where(inArray(networkDomains.domain, domains));
}

/** Serialises network creation (one transaction at a time decides which network is the default). */
export async function lockNetworkCreation(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('create-network'))`);
}

export async function insertNetwork(
  db: Db,
  values: typeof networks.$inferInsert,
  domains: string[],
): Promise<Network> {
  const [network] = await db.insert(networks).values(values).returning();
  if (!network) throw new Error("network insert returned nothing");
  await db.insert(networkDomains).values(domains.map((domain) => ({ domain, networkId: network.id })));
  return network;
}
