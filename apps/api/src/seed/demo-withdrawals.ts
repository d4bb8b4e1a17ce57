import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Account, Network } from "../db/rows";
import { withdrawals } from "../db/schema";
import type { AppDeps } from "../deps";
import { decideWithdrawal } from "../modules/payout/decide-withdrawal";
import { localDate } from "../modules/payout/local-date";
import { registerPaymentInfo } from "../modules/payout/payment-info";
import { findCurrentPaymentInfo } from "../modules/payout/queries";
import { requestWithdrawal } from "../modules/payout/request-withdrawal";
import { withdrawalQuote } from "../modules/payout/withdrawal-quote";

/** The demo creator's bank account: registered so a request can be tried at once. */
export const DEMO_BANK = {
  method: "bank",
  holder_name: "Demo Creator",
  bank_name: "Shinhan Bank",
  bank_address: "20 Sejong-daero 9-gil, Jung-gu, Seoul",
  swift: "SHBKKRSE",
  account_number: "110-123-456789",
  postal_code: "04513",
  country: "KR",
} as const;

/**
 * What the module's functions need when the seed calls them at an instant of its own: the database,
 * that instant, and demo mail (captured, never queued: the job queue is not used).
 */
function depsAt(db: Db, at: Date): AppDeps {
  return {
    db,
    now: () => at,
    config: { demo: true, SMTP_URL: undefined },
    jobs: {
      send: () => Promise.reject(new Error("the demo seed queues no jobs")),
    },
  } as unknown as AppDeps;
}

/**
 * The demo creator's history, made as the product makes it (docs/decisions/092): bank info, then
 * in the previous month a request staff rejected (its reversing credit returns the money) and one
 * staff paid with a payout reference. Once: a creator with any request is left alone, and one with
 * payment info keeps it.
 */
export async function seedDemoWithdrawals(
  db: Db,
  network: Network,
  people: { creator: Account; staff: Account },
  now: Date,
): Promise<void> {
  const { creator, staff } = people;
  const existing = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(eq(withdrawals.accountId, creator.id))
    .limit(1);
  if (existing.length > 0) return;
  // Day `day` of the previous month at `hour` UTC (the network's zone is a few hours either side).
  const { year, month } = localDate(now, network.timeZone);
  const at = (day: number, hour: number) => new Date(Date.UTC(year, month - 2, day, hour));
  if (!(await findCurrentPaymentInfo(db, network.id, creator.id))) {
    await registerPaymentInfo(depsAt(db, at(2, 1)), network, creator, DEMO_BANK);
  }
  const viewer = { currency: "USD", language: "en" } as const;
  const request = async (when: Date) => {
    const quote = await withdrawalQuote(db, network, creator.id, viewer, when);
    // Too little confirmed revenue that month: the demo goes without its history.
    if (!quote.ready) return null;
    return (await requestWithdrawal(depsAt(db, when), network, creator, viewer, { total: quote.total }, null))
      .withdrawal;
  };
  const rejected = await request(at(2, 3));
  if (!rejected) return;
  await decideWithdrawal(
    depsAt(db, at(3, 2)),
    network,
    staff,
    rejected.id,
    { kind: "reject", recover: true, reason: "The bank returned the transfer: check the account number." },
    "en",
  );
  const paid = await request(at(3, 4));
  if (!paid) return;
  await decideWithdrawal(
    depsAt(db, at(5, 2)),
    network,
    staff,
    paid.id,
    { kind: "pay", payoutReference: `DEMO-${year}${String(month).padStart(2, "0")}-0001` },
    "en",
  );
}
