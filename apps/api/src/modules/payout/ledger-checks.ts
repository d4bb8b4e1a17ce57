import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";

/** A network's ledger at a glance, for the metrics (docs/decisions/135). */
export interface LedgerCheck {
  /** The network's slug. */
  network: string;
  /** Every journal's total summed: zero while the books balance. */
  totalMicro: bigint;
  /** Journals whose total is not zero (the database refuses to commit one: always 0). */
  unbalancedJournals: number;
  /** The in_transit book: withdrawals requested, not yet paid or returned. */
  inTransitMicro: bigint;
}

/**
 * Each network's ledger sum, unbalanced journals and money in transit. The journals' totals are the
 * ones the ledger's trigger keeps (`ledger_journals`, docs/decisions/130), one row per journal, so
 * this reads far fewer rows than the lines; `unbalancedJournals` (ledger.ts) recounts from the lines.
 */
export async function ledgerChecks(db: Db): Promise<LedgerCheck[]> {
  const rows = rowsOf<{ network: string; total: string; unbalanced: number; in_transit: string }>(
    await db.execute(sql`
      select n.slug as network, coalesce(j.total, 0)::text as total,
        coalesce(j.unbalanced, 0)::int as unbalanced, coalesce(t.in_transit, 0)::text as in_transit
      from networks n
      left join (
        select network_id, sum(total_micro) as total, count(*) filter (where total_micro <> 0) as unbalanced
        from ledger_journals group by network_id
      ) j on j.network_id = n.id
      left join (
        select network_id, sum(amount_micro) as in_transit
        from ledger_entries where book = 'in_transit' group by network_id
      ) t on t.network_id = n.id
      order by n.slug`),
  );
  return rows.map((row) => ({
    network: row.network,
    totalMicro: BigInt(row.total),
    unbalancedJournals: Number(row.unbalanced),
    inTransitMicro: BigInt(row.in_transit),
  }));
}
