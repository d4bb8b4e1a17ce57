import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * Tells the owners of the channels a report file brought figures for that their estimated revenue
 * for a month is in (`expected.profit`, docs/decisions/122): once per account and month, however
 * many files follow. Mailed to those who chose notices (decision 120).
 */
export async function notifyEstimatedMonths(
  db: Db,
  networkId: number,
  groups: readonly { channelId: number; day: string }[],
): Promise<void> {
  const pairs = new Map<string, { channelId: number; month: string }>();
  for (const group of groups) {
    const month = group.day.slice(0, 7);
    pairs.set(`${group.channelId}:${month}`, { channelId: group.channelId, month });
  }
  if (pairs.size === 0) return;
  const channelIds = [...pairs.values()].map((p) => p.channelId);
  const months = [...pairs.values()].map((p) => p.month);
  await db.execute(sql`
    insert into notifications (network_id, account_id, type, params, mail_pending)
    select distinct c.network_id, c.owner_id, 'expected.profit', jsonb_build_object('month', p.month), true
    from unnest(${`{${channelIds.join(",")}}`}::bigint[], ${`{${months.join(",")}}`}::text[]) as p(channel_id, month)
    join channels c on c.id = p.channel_id and c.network_id = ${networkId}
    where not exists (
      select 1 from notifications n
      where n.account_id = c.owner_id and n.type = 'expected.profit' and n.params->>'month' = p.month
    )`);
}
