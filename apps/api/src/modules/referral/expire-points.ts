import { INVITATION } from "@studio/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { ledgerEntries } from "../../db/schema";

interface Row {
  id: number;
  type: string;
  amountMicro: bigint;
  reference: string;
  createdAt: Date;
}

/** When a referral credit issued at `issued` expires. */
export const expiryOf = (issued: Date) => {
  const at = new Date(issued);
  at.setUTCMonth(at.getUTCMonth() + INVITATION.validityMonths);
  return at;
};

/**
 * What is left of each referral credit when it expires, spending first-in first-out (docs/spec.md
 * §4, docs/decisions/121): the account's rows in the order they were written, each debit taking
 * from the oldest credit left; at a referral credit's expiry, what remains of it goes. Expiries
 * already posted are replayed as they were. Answers, per credit expiring by `now` without its row,
 * the amount to expire (0 when all was spent).
 */
export function expiringRemainders(rows: Row[], now: Date): Map<number, bigint> {
  const expiredRefs = new Set(rows.filter((r) => r.type === "expire").map((r) => r.reference));
  type Event = { at: Date; order: number; apply: () => void };
  const queue: { id: number; left: bigint }[] = [];
  const due = new Map<number, bigint>();
  const events: Event[] = [];
  rows.forEach((row, order) => {
    if (row.type === "expire") return;
    if (row.amountMicro > 0n) {
      events.push({
        at: row.createdAt,
        order,
        apply: () => queue.push({ id: row.id, left: row.amountMicro }),
      });
      if (row.type === "referral") {
        const at = expiryOf(row.createdAt);
        if (at > now && !expiredRefs.has(`expire:${row.id}`)) return;
        events.push({
          at,
          order,
          apply: () => {
            const credit = queue.find((c) => c.id === row.id);
            const left = credit?.left ?? 0n;
            if (credit) credit.left = 0n;
            if (!expiredRefs.has(`expire:${row.id}`)) due.set(row.id, left);
          },
        });
      }
    } else {
      events.push({
        at: row.createdAt,
        order,
        apply: () => {
          let owed = -row.amountMicro;
          for (const credit of queue) {
            if (owed === 0n) break;
            const take = credit.left < owed ? credit.left : owed;
            credit.left -= take;
            owed -= take;
          }
        },
      });
    }
  });
  events.sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order);
  for (const event of events) event.apply();
  return due;
}

/**
 * Posts the `expire` rows of referral credits older than their validity: one per credit
 * (reference `expire:<credit id>`, so a second run posts nothing), the amount left unspent, an
 * account at a time in its own transaction. Answers the accounts settled.
 */
export async function expireReferralPoints(db: Db, now: Date): Promise<number> {
  const accounts = rowsOf<{ account_id: number; network_id: number }>(
    await db.execute(sql`
      select distinct r.account_id, r.network_id from ledger_entries r
      where r.type = 'referral' and r.amount_micro > 0
        and r.created_at <= ${now}::timestamptz - ${`${INVITATION.validityMonths} months`}::interval
        and not exists (select 1 from ledger_entries x
          where x.network_id = r.network_id and x.reference = 'expire:' || r.id)`),
  );
  for (const { account_id: accountId, network_id: networkId } of accounts) {
    await db.transaction(async (tx) => {
      // One settlement of an account at a time, whichever node runs the job.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('referral-expiry'), ${accountId}::int)`);
      const rows = await ledgerRowsInOrder(tx, accountId, networkId);
      const remainders = expiringRemainders(rows, now);
      const month = `${now.toISOString().slice(0, 7)}-01`;
      // A row for every expired credit, 0 when all was spent, so it is settled once; each a journal
      // balanced on the network's referral book (docs/decisions/130).
      const values = [...remainders].flatMap(([creditId, left]) => {
        const line = {
          networkId,
          journal: `expire:${creditId}`,
          type: "expire",
          month,
          createdAt: now,
          availableFrom: now,
        };
        return [
          {
            ...line,
            book: "creator" as const,
            accountId,
            amountMicro: -left,
            reference: `expire:${creditId}`,
          },
          ...(left === 0n
            ? []
            : [
                {
                  ...line,
                  book: "referral_expense" as const,
                  accountId: null,
                  amountMicro: left,
                  reference: `expire:${creditId}:referral_expense`,
                },
              ]),
        ];
      });
      if (values.length > 0)
        await tx
          .insert(ledgerEntries)
          .values(values)
          .onConflictDoNothing({ target: [ledgerEntries.networkId, ledgerEntries.reference] });
    });
  }
  return accounts.length;
}

/** An account's ledger rows in the order they were written: what the first-in first-out replay reads. */
export function ledgerRowsInOrder(db: Db, accountId: number, networkId: number): Promise<Row[]> {
  return db
    .select({
      id: ledgerEntries.id,
      type: ledgerEntries.type,
      amountMicro: ledgerEntries.amountMicro,
      reference: ledgerEntries.reference,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.networkId, networkId)))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}
