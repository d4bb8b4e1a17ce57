import { type SQL, sql } from "drizzle-orm";
import type { Account } from "../../db/rows";

export interface ReachFilters {
  subaccount?: number | undefined;
  channel?: number | undefined;
}

/**
 * The channels whose clearance an account sees, whatever their status (a video on a channel not
 * approved is exactly the one at risk): a manager or creator their own (one member's when asked), a
 * member the ones assigned to them. A condition on `c`, the channel; another's filter finds nothing.
 */
export function channelsInReach(account: Account, networkId: number, filters: ReachFilters = {}): SQL {
  const whose =
    account.managerId === null
      ? sql`c.owner_id = ${account.id}::bigint ${
          filters.subaccount === undefined
            ? sql``
            : sql`and c.assigned_member_id = ${filters.subaccount}::bigint`
        }`
      : sql`c.assigned_member_id = ${account.id}::bigint`;
  const one = filters.channel === undefined ? sql`` : sql`and c.id = ${filters.channel}::bigint`;
  return sql`c.network_id = ${networkId}::bigint and ${whose} ${one}`;
}
