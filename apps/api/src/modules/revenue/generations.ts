import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { revenueGenerations } from "../../db/schema";

/** Where an account's revenue read models stand (docs/decisions.md 036). */
export interface Generations {
  /** Moves with every change of what the account's revenue covers (triggers of the read_models migration). */
  generation: number;
  /** The generation the account's daily rollup was rebuilt at; null: never. */
  rollupGeneration: number | null;
}

export async function generationsOf(db: Db, accountId: number): Promise<Generations> {
  const [row] = await db
    .select({
      generation: revenueGenerations.generation,
      rollupGeneration: revenueGenerations.rollupGeneration,
    })
    .from(revenueGenerations)
    .where(eq(revenueGenerations.accountId, accountId));
  // No row yet: nothing has changed since the account began, generation 0.
  return row ?? { generation: 0, rollupGeneration: null };
}

export async function generationOf(db: Db, accountId: number): Promise<number> {
  return (await generationsOf(db, accountId)).generation;
}
