import { type SQL, sql } from "drizzle-orm";

/**
 * SQL pieces both the refresh and the track check read facts by (docs/decisions/127). They need
 * `n`, the network, and `c`, the channel, in the statement.
 */

/** A timestamp's calendar day in the network's time zone, as the reports date a publication. */
export const localDay = (timestamp: SQL): SQL => sql`((${timestamp}) at time zone n.time_zone)::date::text`;

/** The newest day an earlier, approved registration of the channel's platform channel was deleted. */
export const removedOnOfChannel = sql`(select ${localDay(sql`max(r.removed_at)`)} from channel_removals r
  where r.network_id = c.network_id and r.platform = c.platform
    and r.platform_channel_id = c.platform_channel_id and r.removed_at <= c.created_at)`;
