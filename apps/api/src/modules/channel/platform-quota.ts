import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";

/**
 * The YouTube Data API units the daily re-check of approved channels spent on a UTC day, counted in
 * `app_state` under `youtube-quota:<day>` so that every node, every rerun and every retry of the job
 * draws on one budget (YOUTUBE_DAILY_QUOTA).
 */
export const quotaKey = (day: string) => `youtube-quota:${day}`;

/** The UTC day a unit is spent on (YouTube's quota resets at midnight Pacific; UTC is the stricter count). */
export const quotaDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Takes `units` from the day's budget if they fit under `limit`, in one statement (two nodes cannot
 * both take the last unit); false when they do not fit, and nothing is taken.
 */
export async function spendQuota(db: Db, day: string, units: number, limit: number): Promise<boolean> {
  if (units > limit) return false;
  const key = quotaKey(day);
  const rows = rowsOf<{ value: string }>(
    await db.execute(sql`
      insert into app_state (key, value, updated_at) values (${key}, ${String(units)}, now())
      on conflict (key) do update
        set value = (app_state.value::int + ${units}::int)::text, updated_at = now()
        where app_state.value::int + ${units}::int <= ${limit}::int
      returning value`),
  );
  return rows.length === 1;
}

/** Units spent on the day so far. */
export async function quotaSpent(db: Db, day: string): Promise<number> {
  const [row] = rowsOf<{ value: string }>(
    await db.execute(sql`select value from app_state where key = ${quotaKey(day)}`),
  );
  return row ? Number(row.value) : 0;
}
