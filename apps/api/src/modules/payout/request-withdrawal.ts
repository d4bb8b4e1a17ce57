import { createHash } from "node:crypto";
import { E, IDEMPOTENCY_KEY, type ReadinessCondition, type TWithdrawal } from "@studio/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Account, Network } from "../../db/rows";
import { withdrawals } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { notify } from "../notification";
import { monthDay } from "./ledger";
import { lockAccount } from "./queries";
import { mailOf, notice } from "./withdrawal-messages";
import { postWithdrawalDebit } from "./withdrawal-postings";
import { situationOf } from "./withdrawal-readiness";
import { conflict, displayOf, type Viewer, type WithdrawalRow, withdrawalView } from "./withdrawal-view";

/**
 * Withdrawal requests (docs/spec.md §4, §8 40000-40002, §9; docs/design.md §7, §11; docs/decisions/088,
 * 089, 132). A request takes the available balance rounded down to whole cents (the part below a cent
 * stays); it and its ledger debit are written in one transaction that first locks the account row,
 * and a partial unique index keeps one pending request per account whatever happens.
 */

/** The Idempotency-Key header, when sent: its form is checked (code 4 otherwise). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !IDEMPOTENCY_KEY.test(key)) throw new AppError(E.FIELDS_REQUIRED);
  return key;
}

const hashOf = (input: { total: string }) =>
  createHash("sha256")
    .update(JSON.stringify({ total: input.total }))
    .digest("hex");

async function byKey(db: Db, accountId: number, key: string) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.accountId, accountId), eq(withdrawals.idempotencyKey, key)));
  return row;
}

/** A replay of `key`: the first request when the body is the same, refused (409) when it is not. */
function replayOf(row: WithdrawalRow, hash: string): WithdrawalRow {
  if (row.requestHash !== hash) throw new AppError(E.INVALID_ACCESS, undefined, 422);
  return row;
}

/**
 * Requests the available balance in whole cents. Under the account's row lock: the replay check,
 * 40000 (no payment info), 40020 (payment info changed within the cooling-off, docs/decisions/144),
 * 40001 (outside the window), one pending request (409), 40002 (20 USD or less), 40019 (bank
 * transfer below 100 USD), the confirmed total against the quote's (409); then the request and its
 * ledger debit, and its notification, in the same transaction; the mail after the commit.
 */
export async function requestWithdrawal(
  deps: AppDeps,
  network: Network,
  account: Account,
  viewer: Viewer,
  input: { total: string },
  key: string | null,
): Promise<{ withdrawal: TWithdrawal }> {
  const now = deps.now();
  const hash = hashOf(input);
  let created = false;
  let row: WithdrawalRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      await lockAccount(tx, account.id);
      if (key) {
        const first = await byKey(tx, account.id, key);
        if (first) return replayOf(first, hash);
      }
      const situation = await situationOf(tx, network, account.id, now);
      const met = (condition: ReadinessCondition) =>
        situation.checklist.find((item) => item.condition === condition)?.met;
      if (!situation.method || situation.paymentInfoId === null) throw new AppError(E.PAYMENT_INFO_REQUIRED);
      if (situation.holdUntil) {
        throw new AppError(E.PAYOUT_DETAILS_COOLING_OFF, { date: situation.holdUntil.toISOString() });
      }
      if (!met("window")) throw new AppError(E.NOT_WITHDRAWAL_DATE);
      if (!met("no_open_request")) throw conflict();
      if (!met("balance")) throw new AppError(E.INSUFFICIENT_BALANCE);
      if (!met("method_allowed")) throw new AppError(E.BANK_TRANSFER_MINIMUM);
      if (BigInt(input.total) !== situation.total) throw conflict();
      // The rules above leave every request more than nothing to pay (docs/decisions/132).
      if (situation.net <= 0n) throw new Error("a withdrawal with nothing to pay");
      const [inserted] = await tx
        .insert(withdrawals)
        .values({
          networkId: network.id,
          accountId: account.id,
          paymentInfoId: situation.paymentInfoId,
          method: situation.method,
          month: monthDay(situation.month),
          totalMicro: situation.total,
          feeMicro: situation.fee,
          netMicro: situation.net,
          monthRevenueMicro: situation.monthRevenue,
          idempotencyKey: key,
          requestHash: hash,
          createdAt: now,
        })
        .returning();
      if (!inserted) throw new Error("withdrawal not written");
      const posted = await postWithdrawalDebit(tx, inserted, { by: account.id, at: now });
      if (posted === 0) throw new Error("withdrawal debit not posted");
      await notify(tx, { networkId: network.id, accountId: account.id }, "withdrawal", notice(inserted));
      // The request's invoice is issued with it: the account checks and keeps it (docs/decisions/122).
      await notify(tx, { networkId: network.id, accountId: account.id }, "tax", {
        withdrawal_id: inserted.id,
      });
      created = true;
      return inserted;
    });
  } catch (error) {
    // The lock makes these rare; the indexes decide when it could not (a request the lock missed):
    // a replay of a key whose first request just committed answers that request.
    const replay =
      key &&
      (isUniqueViolation(error, "withdrawals_idempotency_key") ||
        isUniqueViolation(error, "withdrawals_one_pending_key"))
        ? await byKey(deps.db, account.id, key)
        : undefined;
    if (replay) row = replayOf(replay, hash);
    else if (isUniqueViolation(error, "withdrawals_one_pending_key")) throw conflict();
    else throw error;
  }
  if (created) await mailOf(deps, network, account, row);
  return { withdrawal: withdrawalView(row, await displayOf(deps.db, network, now, viewer)) };
}
