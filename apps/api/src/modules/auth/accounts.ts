import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Account } from "../../db/rows";
import { accounts } from "../../db/schema";

/**
 * Loading an account by id and inserting a new one. They live in auth, which any module may import,
 * so that revenue (a video export) and site (a new network's first staff account) need not import
 * member, which imports channel and so revenue: modules import each other without a loop.
 */
export async function findAccountById(db: Db, id: number): Promise<Account | undefined> {
  const rows = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return rows[0];
}

export type NewAccount = typeof accounts.$inferInsert;

export async function insertAccount(db: Db, values: NewAccount): Promise<Account> {
  const [row] = await db.insert(accounts).values(values).returning();
  if (!row) throw new Error("account insert returned nothing");
  return row;
}
