import { createHash } from "node:crypto";
import { compactAccountNumber, maskAccountNumber, type TPaymentDetails } from "@studio/contract";
import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, appState, paymentInfo, payoutDestinationFlags } from "../../db/schema";
import { maskEmail } from "../../lib/log-redaction";

/**
 * Where a payout goes, compared without showing it (docs/decisions/144): two accounts of a network
 * paying out to the same bank account or PayPal address are flagged to staff, never blocked. The
 * comparison is a keyed hash of the normalised destination, so the flag rows and staff's screens
 * carry no account number; staff see it masked.
 */

/** The `app_state` row holding the hash's key (written once by migration 0036, or here). */
const KEY_NAME = "payout_destination_key";

/** The key, made on first use where the migration did not make it (created with `gen_random_uuid`). */
async function destinationHashKey(db: Db): Promise<string> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, KEY_NAME));
  if (row) return row.value;
  await db.execute(
    sql`insert into app_state (key, value) values (${KEY_NAME}, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')) on conflict do nothing`,
  );
  const [made] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, KEY_NAME));
  if (!made) throw new Error("payout destination key not stored");
  return made.value;
}

/**
 * The destination as compared: the bank account's number without spaces and hyphens, the bank (the
 * SWIFT code's first four letters) and the country; or the PayPal address in lower case. Migration
 * 0036 computes the same text in SQL for the entries saved before it.
 */
export function normalisedDestination(details: TPaymentDetails): string {
  if (details.method === "paypal") return `paypal|${details.email.trim().toLowerCase()}`;
  const bank = details.swift.replace(/\s+/g, "").slice(0, 4).toUpperCase();
  return `bank|${compactAccountNumber(details.account_number)}|${bank}|${details.country.toUpperCase()}`;
}

/** What staff see of a destination: `****` and the last four of the number, or the address masked. */
export function maskedDestination(details: TPaymentDetails): string {
  return details.method === "paypal" ? maskEmail(details.email) : maskAccountNumber(details.account_number);
}

/** The keyed hash stored with each entry (`payment_info.destination_key`). */
export async function destinationKeyOf(db: Db, details: TPaymentDetails): Promise<string> {
  const key = await destinationHashKey(db);
  return createHash("sha256")
    .update(`${key}|${normalisedDestination(details)}`, "utf8")
    .digest("hex");
}

/**
 * Serialises saves of one destination in a network until the transaction ends, so of two accounts
 * saving the same destination at once the second sees the first's entry and flags it.
 */
export async function lockDestination(db: Db, networkId: number, destinationKey: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${networkId}:${destinationKey}`}, 0))`,
  );
}

/**
 * Flags, both ways, every other account of the network whose current entry pays the same
 * destination (in the saving transaction, after `lockDestination`). Nothing is refused.
 */
export async function flagSharedDestination(
  db: Db,
  entry: { networkId: number; accountId: number; method: "bank" | "paypal"; destinationKey: string },
  masked: string,
  at: Date,
): Promise<number[]> {
  const others = await db
    .select({ accountId: paymentInfo.accountId })
    .from(paymentInfo)
    .where(
      and(
        eq(paymentInfo.networkId, entry.networkId),
        eq(paymentInfo.destinationKey, entry.destinationKey),
        ne(paymentInfo.accountId, entry.accountId),
        isNull(paymentInfo.replacedAt),
      ),
    );
  const ids = [...new Set(others.map((row) => row.accountId))];
  if (ids.length === 0) return [];
  const common = {
    networkId: entry.networkId,
    method: entry.method,
    destinationKey: entry.destinationKey,
    masked,
    createdAt: at,
  };
  await db
    .insert(payoutDestinationFlags)
    .values(
      ids.flatMap((other) => [
        { ...common, accountId: entry.accountId, otherAccountId: other },
        { ...common, accountId: other, otherAccountId: entry.accountId },
      ]),
    )
    .onConflictDoNothing();
  return ids;
}

/** The flags of an account for staff (the back-office's account detail), newest first. */
export async function payoutFlagsOf(db: Db, networkId: number, accountId: number) {
  const rows = await db
    .select({
      otherId: accounts.id,
      nickname: accounts.nickname,
      email: accounts.email,
      method: payoutDestinationFlags.method,
      masked: payoutDestinationFlags.masked,
      at: payoutDestinationFlags.createdAt,
    })
    .from(payoutDestinationFlags)
    .innerJoin(accounts, eq(accounts.id, payoutDestinationFlags.otherAccountId))
    .where(
      and(eq(payoutDestinationFlags.networkId, networkId), eq(payoutDestinationFlags.accountId, accountId)),
    )
    .orderBy(desc(payoutDestinationFlags.id));
  return rows.map((row) => ({
    other_account: { id: row.otherId, nickname: row.nickname, email: row.email },
    method: row.method,
    destination_masked: row.masked,
    flagged_at: row.at.toISOString(),
  }));
}
