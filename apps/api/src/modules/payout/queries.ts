import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, networks, paymentInfo } from "../../db/schema";

export type PaymentInfoRow = typeof paymentInfo.$inferSelect;
export type NewPaymentInfo = Omit<typeof paymentInfo.$inferInsert, "id" | "replacedAt">;

/** The account's current entry (the one not replaced), scoped by network and account. */
export async function findCurrentPaymentInfo(
  db: Db,
  networkId: number,
  accountId: number,
): Promise<PaymentInfoRow | undefined> {
  const rows = await db
    .select()
    .from(paymentInfo)
    .where(
      and(
        eq(paymentInfo.networkId, networkId),
        eq(paymentInfo.accountId, accountId),
        isNull(paymentInfo.replacedAt),
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * Holds the account's row until the transaction ends, so two saves of one account's payment info
 * run one after the other: the second sees the first's entry (register refuses, update replaces it).
 */
export async function lockAccount(db: Db, accountId: number): Promise<void> {
  await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("update");
}

/** The network's countries without bank transfer, read at the moment of saving (not a cached row). */
export async function noBankTransferCountries(db: Db, networkId: number): Promise<string[]> {
  const rows = await db
    .select({ countries: networks.noBankTransferCountries })
    .from(networks)
    .where(eq(networks.id, networkId))
    .limit(1);
  return rows[0]?.countries ?? [];
}

/** The network's cooling-off after a change of payment info, hours, as stored now (docs/decisions/144). */
export async function coolingOffHoursOf(db: Db, networkId: number): Promise<number> {
  const [row] = await db
    .select({ hours: networks.payoutCoolingOffHours })
    .from(networks)
    .where(eq(networks.id, networkId));
  return row?.hours ?? 0;
}

export async function replaceCurrentPaymentInfo(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(paymentInfo)
    .set({ replacedAt: at })
    .where(and(eq(paymentInfo.id, id), isNull(paymentInfo.replacedAt)));
}

export async function insertPaymentInfo(db: Db, values: NewPaymentInfo): Promise<PaymentInfoRow> {
  const [row] = await db.insert(paymentInfo).values(values).returning();
  if (!row) throw new Error("payment info not inserted");
  return row;
}

/** Every entry the account saved, oldest first (tests and, later, the payout records). */
export async function listPaymentInfoHistory(db: Db, accountId: number): Promise<PaymentInfoRow[]> {
  return db
    .select()
    .from(paymentInfo)
    .where(eq(paymentInfo.accountId, accountId))
    .orderBy(sql`${paymentInfo.id}`);
}
