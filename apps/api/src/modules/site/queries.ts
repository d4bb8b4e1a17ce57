import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { networkDomains, networks } from "../../db/schema";

export type Network = typeof networks.$inferSelect;

export async function findNetworkByDomain(db: Db, domain: string): Promise<Network | undefined> {
  const rows = await db
    .select({ network: networks })
    .from(networkDomains)
    .innerJoin(networks, eq(networks.id, networkDomains.networkId))
    .where(eq(networkDomains.domain, domain))
    .limit(1);
  return rows[0]?.network;
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

export async function findNetworkById(db: Db, networkId: number): Promise<Network | undefined> {
  const rows = await db.select().from(networks).where(eq(networks.id, networkId)).limit(1);
  return rows[0];
}
