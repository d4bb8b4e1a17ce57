import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Dates the channel-assignment changes of the caller's transaction by the application's clock
 * (docs/decisions/105): the trigger of migration 0020 opens and closes assignment periods on this
 * day, `now` in the network's time zone, instead of the database's own today.
 */
export async function pinAssignmentDay(tx: Db, networkId: number, now: Date): Promise<void> {
  await tx.execute(sql`
    select set_config('studio.today', (${now.toISOString()}::timestamptz at time zone n.time_zone)::date::text, true)
    from networks n where n.id = ${networkId}`);
}
