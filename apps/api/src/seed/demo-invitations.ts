import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Account } from "../db/rows";
import { accounts } from "../db/schema";
import { newInviteCode } from "../lib/tokens";
import { insertAccount } from "../modules/auth/accounts";
import { journalRows, postEntries } from "../modules/payout/ledger";

const DAY = 86_400_000;

/**
 * Two friends the demo creator invited (docs/decisions/121): Jun, with confirmed revenue that
 * earned the creator points, and Hana, who joined recently and has none yet. Once: a creator who
 * has invited friends is left alone.
 */
export async function seedDemoInvitations(
  db: Db,
  creator: Account,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const [existing] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.referredBy, creator.id), isNotNull(accounts.referredBy)))
    .limit(1);
  if (existing) return;
  const friend = (email: string, nickname: string, daysAgo: number) =>
    insertAccount(db, {
      networkId: creator.networkId,
      email,
      nickname,
      passwordHash,
      referralCode: newInviteCode(),
      referredBy: creator.id,
      emailVerifiedAt: now,
      createdAt: new Date(now.getTime() - daysAgo * DAY),
    });
  const jun = await friend("jun@studio.test", "Jun", 45);
  await friend("hana@studio.test", "Hana", 6);
  const month = `${jun.createdAt.toISOString().slice(0, 7)}-01`;
  const at = new Date(now.getTime() - 10 * DAY);
  // Jun's confirmed month, and the creator's 5% of it.
  const head = { networkId: creator.networkId, month, createdAt: at, availableFrom: at };
  const profit = `demo:friend:${jun.id}:${month}`;
  const points = `referral:${jun.id}:${month.slice(0, 7)}:demo`;
  await postEntries(db, [
    ...journalRows({ ...head, journal: profit, type: "music_profit" }, [
      { book: "creator", accountId: jun.id, amountMicro: 42_000_000n, reference: profit },
      { book: "platform_revenue", amountMicro: -42_000_000n, reference: `${profit}:platform_revenue` },
    ]),
    ...journalRows({ ...head, journal: points, type: "referral" }, [
      { book: "creator", accountId: creator.id, amountMicro: 2_100_000n, reference: points },
      { book: "referral_expense", amountMicro: -2_100_000n, reference: `${points}:referral_expense` },
    ]),
  ]);
}
