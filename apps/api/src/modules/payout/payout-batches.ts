import { E, type TPayoutBatch } from "@studio/contract";
import { and, count, desc, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Network } from "../../db/rows";
import { rowsOf } from "../../db/rows";
import { accounts, payoutBatches, withdrawals } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { StaffAuditNote } from "../../lib/staff-audit";
import { notify } from "../notification";
import { payoutCsv, payoutRows } from "./export-withdrawals";
import { monthDay } from "./ledger";
import { notice } from "./withdrawal-messages";

/**
 * Payout batches (docs/decisions/133): staff take every pending request of one method made in a
 * month or before into a batch, which turns them `processing`; the batch's file goes to the bank or
 * PayPal, and its settlement result comes back (settle-batch.ts). What a batch took is stored with
 * it; where its withdrawals stand is read from them.
 */

type Method = "bank" | "paypal";
type BatchRow = typeof payoutBatches.$inferSelect;

/** The file a batch goes out as: its id, method and month in the name. */
export const batchFileName = (batch: Pick<BatchRow, "id" | "method" | "month">) =>
  `payout-batch-${batch.id}-${batch.method}-${batch.month.slice(0, 7)}.csv`;

/** The pending requests a batch of `method` and `month` takes: that month's and every earlier one's. */
const takenBy = (networkId: number, method: Method, month: string) =>
  and(
    eq(withdrawals.networkId, networkId),
    eq(withdrawals.method, method),
    lte(withdrawals.month, monthDay(month)),
    eq(withdrawals.status, "pending"),
  );

/** What a batch would take now: count and sums of the pending requests. */
export async function previewBatch(db: Db, networkId: number, method: Method, month: string) {
  const [sums] = await db
    .select({
      n: count(),
      total: sql<string>`coalesce(sum(${withdrawals.totalMicro}), 0)::text`,
      fee: sql<string>`coalesce(sum(${withdrawals.feeMicro}), 0)::text`,
      net: sql<string>`coalesce(sum(${withdrawals.netMicro}), 0)::text`,
    })
    .from(withdrawals)
    .where(takenBy(networkId, method, month));
  return {
    method,
    month,
    withdrawals: sums?.n ?? 0,
    total: sums?.total ?? "0",
    fee: sums?.fee ?? "0",
    net: sums?.net ?? "0",
  };
}

/** Thrown inside the batch's transaction when it takes nothing, so that nothing of it stays. */
class NothingPending extends Error {}

/**
 * Creates a batch of every pending request of `method` made in `month` or before, atomically: one
 * conditional update moves them from pending to processing and names the batch, so a request goes
 * in exactly one batch however many are created at once, and a decision by hand that wins the race
 * keeps its request out. Batch creations of a network queue behind each other (an advisory lock),
 * so parallel ones do not wait on each other's rows. Answers null when nothing is pending.
 */
export async function createBatch(
  db: Db,
  network: Network,
  staffId: number,
  scope: { method: Method; month: string },
  audit: StaffAuditNote,
  now: Date,
): Promise<{ batch: TPayoutBatch | null }> {
  try {
    const id = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('payout-batch'), ${network.id}::int)`);
      const [batch] = await tx
        .insert(payoutBatches)
        .values({
          networkId: network.id,
          method: scope.method,
          month: monthDay(scope.month),
          withdrawals: 0,
          totalMicro: 0n,
          feeMicro: 0n,
          netMicro: 0n,
          createdBy: staffId,
          createdAt: now,
        })
        .returning({ id: payoutBatches.id });
      if (!batch) throw new Error("payout batch not inserted");
      const taken = await tx
        .update(withdrawals)
        .set({ status: "processing", batchId: batch.id })
        .where(takenBy(network.id, scope.method, scope.month))
        .returning();
      if (taken.length === 0) throw new NothingPending();
      // Each change of a request notifies its account (docs/design.md §7): now it is on its way.
      for (const row of taken)
        await notify(tx, { networkId: network.id, accountId: row.accountId }, "withdrawal", notice(row));
      const sum = (pick: (w: (typeof taken)[number]) => bigint) => taken.reduce((s, w) => s + pick(w), 0n);
      const sums = {
        withdrawals: taken.length,
        totalMicro: sum((w) => w.totalMicro),
        feeMicro: sum((w) => w.feeMicro),
        netMicro: sum((w) => w.netMicro),
      };
      await tx.update(payoutBatches).set(sums).where(eq(payoutBatches.id, batch.id));
      await audit.record(tx, {
        target: `payout_batch:${batch.id}`,
        after: {
          method: scope.method,
          month: scope.month,
          withdrawals: sums.withdrawals,
          net: sums.netMicro.toString(),
        },
      });
      return batch.id;
    });
    return { batch: await batchView(db, network.id, id) };
  } catch (error) {
    if (error instanceof NothingPending) return { batch: null };
    throw error;
  }
}

interface BatchStateRow {
  id: number | string;
  processing: number | string;
  paid: number | string;
  failed: number | string;
  last_decided: Date | string | null;
}

/** Where each batch's withdrawals stand: processing, paid, failed, and when the last was decided. */
async function statesOf(db: Db, ids: number[]): Promise<Map<number, BatchStateRow>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<BatchStateRow>(
    await db.execute(sql`
      select batch_id as id,
        count(*) filter (where status = 'processing') as processing,
        count(*) filter (where status = 'success') as paid,
        count(*) filter (where status in ('rejected', 'rejected.norecover')) as failed,
        max(decided_at) as last_decided
      from withdrawals
      where batch_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by batch_id`),
  );
  return new Map(rows.map((row) => [Number(row.id), row]));
}

function view(row: BatchRow & { nickname: string | null }, state: BatchStateRow | undefined): TPayoutBatch {
  const processing = Number(state?.processing ?? 0);
  const settledAt = processing === 0 && state?.last_decided ? new Date(state.last_decided) : null;
  return {
    id: row.id,
    method: row.method,
    month: row.month.slice(0, 7),
    status: processing > 0 ? "processing" : "settled",
    withdrawals: row.withdrawals,
    total: row.totalMicro.toString(),
    fee: row.feeMicro.toString(),
    net: row.netMicro.toString(),
    processing,
    paid: Number(state?.paid ?? 0),
    failed: Number(state?.failed ?? 0),
    file_name: batchFileName(row),
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    created_by_nickname: row.nickname,
    settled_at: settledAt?.toISOString() ?? null,
  };
}

const batchColumns = {
  id: payoutBatches.id,
  networkId: payoutBatches.networkId,
  method: payoutBatches.method,
  month: payoutBatches.month,
  withdrawals: payoutBatches.withdrawals,
  totalMicro: payoutBatches.totalMicro,
  feeMicro: payoutBatches.feeMicro,
  netMicro: payoutBatches.netMicro,
  createdBy: payoutBatches.createdBy,
  createdAt: payoutBatches.createdAt,
  nickname: accounts.nickname,
};

/** One batch of the network; another network's, or none, is 404. */
export async function batchRowOf(db: Db, networkId: number, id: number) {
  const [row] = await db
    .select(batchColumns)
    .from(payoutBatches)
    .leftJoin(accounts, eq(accounts.id, payoutBatches.createdBy))
    .where(and(eq(payoutBatches.id, id), eq(payoutBatches.networkId, networkId)));
  if (!row) throw new AppError(E.INVALID_ACCESS, undefined, 404);
  return row;
}

export async function batchView(db: Db, networkId: number, id: number): Promise<TPayoutBatch> {
  const row = await batchRowOf(db, networkId, id);
  return view(row, (await statesOf(db, [row.id])).get(row.id));
}

/** The network's batches, newest first. */
export async function listBatches(
  db: Db,
  networkId: number,
  filter: { page: number; size: number; method?: Method | undefined },
): Promise<{ items: TPayoutBatch[]; total: number }> {
  const where = and(
    eq(payoutBatches.networkId, networkId),
    filter.method ? eq(payoutBatches.method, filter.method) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(batchColumns)
      .from(payoutBatches)
      .leftJoin(accounts, eq(accounts.id, payoutBatches.createdBy))
      .where(where)
      .orderBy(desc(payoutBatches.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db.select({ n: count() }).from(payoutBatches).where(where),
  ]);
  const states = await statesOf(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => view(row, states.get(row.id))), total: counted?.n ?? 0 };
}

/**
 * A batch's file: every withdrawal it took, whatever became of it since (the file is the record of
 * what was sent), each line naming its withdrawal id, its amount the withdrawal's net exactly as
 * stored (payoutCsv).
 */
export async function batchFile(db: Db, networkId: number, id: number) {
  const batch = await batchRowOf(db, networkId, id);
  const rows = await payoutRows(db, sql`w.network_id = ${networkId} and w.batch_id = ${batch.id}`);
  return {
    file_name: batchFileName(batch),
    content: payoutCsv(batch.method, rows),
    rows: rows.length,
    net: rows.reduce((sum, row) => sum + BigInt(row.net_micro), 0n).toString(),
  };
}
