import type { Db } from "../../db/client";
import { type JournalLine, postJournal } from "./ledger";
import type { WithdrawalRow } from "./withdrawal-view";

/**
 * A withdrawal's journals in the double-entry ledger (docs/decisions/130). The request moves the
 * total out of the creator's balance: its net into transit, its fee into fee income. Then one of:
 * paid (transit to paid out), returned (both back to the balance) or rejected without a return
 * (transit and fee to write-offs). Each is idempotent by its references.
 */

type Posting = { by: number | null; at: Date; reason?: string | null };

const head = (w: WithdrawalRow, journal: string, posting: Posting) => ({
  networkId: w.networkId,
  journal,
  type: "withdrawal",
  month: w.month,
  availableFrom: posting.at,
  createdBy: posting.by,
  createdAt: posting.at,
  reason: posting.reason ?? null,
});

/** The request: the creator's balance debited its total. */
export function postWithdrawalDebit(db: Db, w: WithdrawalRow, posting: Posting): Promise<number> {
  const journal = `withdrawal:${w.id}`;
  const lines: JournalLine[] = [
    { book: "creator", accountId: w.accountId, amountMicro: -w.totalMicro, reference: journal },
    { book: "in_transit", amountMicro: w.netMicro, reference: `${journal}:in_transit` },
    { book: "fee_income", amountMicro: w.feeMicro, reference: `${journal}:fee_income` },
  ];
  return postJournal(db, head(w, journal, posting), lines);
}

/** Paid: the net leaves transit for paid out. */
export function postWithdrawalPaid(db: Db, w: WithdrawalRow, posting: Posting): Promise<number> {
  const journal = `withdrawal:${w.id}:success`;
  return postJournal(db, head(w, journal, posting), [
    { book: "in_transit", amountMicro: -w.netMicro, reference: `${journal}:in_transit` },
    { book: "paid_out", amountMicro: w.netMicro, reference: `${journal}:paid_out` },
  ]);
}

/** Returned (rejected, or a failed payment): the total goes back to the creator's balance. */
export function postWithdrawalReturned(db: Db, w: WithdrawalRow, posting: Posting): Promise<number> {
  const journal = `withdrawal:${w.id}:reversal`;
  return postJournal(db, head(w, journal, posting), [
    { book: "creator", accountId: w.accountId, amountMicro: w.totalMicro, reference: journal },
    { book: "in_transit", amountMicro: -w.netMicro, reference: `${journal}:in_transit` },
    { book: "fee_income", amountMicro: -w.feeMicro, reference: `${journal}:fee_income` },
  ]);
}

/** Rejected without a return: the network writes the total off instead of paying it. */
export function postWithdrawalWrittenOff(db: Db, w: WithdrawalRow, posting: Posting): Promise<number> {
  const journal = `withdrawal:${w.id}:rejected.norecover`;
  return postJournal(db, head(w, journal, posting), [
    { book: "in_transit", amountMicro: -w.netMicro, reference: `${journal}:in_transit` },
    { book: "fee_income", amountMicro: -w.feeMicro, reference: `${journal}:fee_income` },
    { book: "write_off", amountMicro: w.totalMicro, reference: `${journal}:write_off` },
  ]);
}
