import { microToDecimalString } from "@studio/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Network } from "../db/rows";
import { rowsOf } from "../db/rows";
import { confirmConfirmed } from "../modules/payout/confirmed-import";

/**
 * Confirms the demo's past months (docs/decisions/087), as staff would each month: every proven
 * channel's month before the current one, at 97% of its estimate (confirmed figures come in a little
 * under the estimate). The file is made from the facts, so seeding again posts nothing.
 */
export async function seedDemoLedger(db: Db, network: Network, now: Date): Promise<number> {
  const thisMonth = `${now.toISOString().slice(0, 7)}-01`;
  const months = rowsOf<{ channel_id: string | number; month: string; estimated: string }>(
    await db.execute(sql`
      select s.channel_id, to_char(date_trunc('month', s.day), 'YYYY-MM') as month,
        sum(s.revenue_micro)::text as estimated
      from video_daily_stats s join channels c on c.id = s.channel_id
      where c.network_id = ${network.id} and c.status <> 'need.approved' and s.day < ${thisMonth}::date
      group by s.channel_id, 2 order by 2, 1`),
  );
  if (months.length === 0) return 0;
  const lines = months.map(
    (m) => `${m.channel_id},${m.month},${microToDecimalString((BigInt(m.estimated) * 97n) / 100n, 6)}`,
  );
  const text = ["channel_id,month,amount_usd", ...lines].join("\n");
  const done = await confirmConfirmed(db, network, { name: "demo-confirmed.csv", text }, null, now);
  if (done.rejected.length > 0)
    throw new Error(`demo confirmed revenue refused: ${JSON.stringify(done.rejected[0])}`);
  return done.posted;
}
