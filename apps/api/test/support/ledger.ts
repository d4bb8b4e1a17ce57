import type { Db } from "../../src/db/client";
import { journalRows, postEntries } from "../../src/modules/payout/ledger";

/**
 * Test factory: credits (or debits) an account by one balanced journal, the creator line and its
 * counterpart on the book the money comes from (docs/decisions/130): platform revenue for
 * music_profit, referral expense for referral points, staff adjustments otherwise.
 */
export async function postCreatorJournal(
  db: Db,
  row: {
    networkId: number;
    accountId: number;
    type: string;
    month: string;
    amountMicro: bigint;
    reference: string;
    availableFrom: Date;
    createdAt?: Date;
    channelId?: number;
  },
): Promise<number> {
  const book =
    row.type === "music_profit"
      ? "platform_revenue"
      : row.type === "referral"
        ? "referral_expense"
        : "adjustments";
  const { networkId, type, month, reference, availableFrom, createdAt } = row;
  return postEntries(
    db,
    journalRows(
      { networkId, journal: reference, type, month, availableFrom, ...(createdAt ? { createdAt } : {}) },
      [
        {
          book: "creator",
          accountId: row.accountId,
          amountMicro: row.amountMicro,
          reference,
          channelId: row.channelId ?? null,
        },
        { book, amountMicro: -row.amountMicro, reference: `${reference}:${book}` },
      ],
    ),
  );
}
