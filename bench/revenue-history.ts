/**
 * Growth for the revenue bench (docs/decisions/151): older history of the same owner's videos, a
 * month of facts per statement written straight into its own partition, so the table reaches
 * 100,000,000 video-day rows in minutes rather than hours. BENCH_HISTORY_DAYS days before the
 * bench's 90 days, every video every day (450 days: 90,000,000 more rows with 200,000 videos); the
 * 90 days the queries read stay as they were, so a run with and one without it compare the same
 * questions on a bigger table.
 *
 * A month is written to a table of its own, indexed, then attached (its partition made that way
 * costs one index build instead of a row-by-row index insert); a month whose partition exists takes
 * its days directly. Rows written to a partition fire none of the facts' triggers, so the read
 * models are brought along here as the triggers would: the video months summed, the channel days
 * rebuilt, and the revenue generations of the accounts moved (their rollups and builds remade).
 * BENCH_HISTORY_PARALLEL months are written at once (default 2).
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Db } from "../apps/api/src/db/client";
import { rowsOf } from "../apps/api/src/db/rows";

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (day: string, days: number) =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/** The months (first day) from `first` to `last`, each with the days of it inside that span. */
function monthsOf(first: string, last: string): { month: string; from: string; to: string }[] {
  const out: { month: string; from: string; to: string }[] = [];
  let month = `${first.slice(0, 7)}-01`;
  while (month <= last) {
    const next = new Date(Date.parse(`${month}T00:00:00Z`));
    next.setUTCMonth(next.getUTCMonth() + 1);
    const lastOfMonth = addDays(isoDay(next), -1);
    out.push({ month, from: month < first ? first : month, to: lastOfMonth > last ? last : lastOfMonth });
    month = isoDay(next);
  }
  return out;
}

/**
 * Writes `historyDays` days of facts before `firstRecentDay` for every video of the owner's
 * channels, newest month first. Answers the rows written. Stops between months past `deadline`
 * (epoch ms), so a run that cannot finish still measures the size it reached.
 */
export async function addHistory(
  db: Db,
  ownerId: number,
  firstRecentDay: string,
  historyDays: number,
  deadline = Number.POSITIVE_INFINITY,
): Promise<number> {
  const last = addDays(firstRecentDay, -1);
  const first = addDays(firstRecentDay, -historyDays);
  const months = monthsOf(first, last).reverse();
  const parallel = Number(process.env.BENCH_HISTORY_PARALLEL ?? 2);
  let written = 0;
  const started = performance.now();
  const writeMonth = async ({ month, from, to }: { month: string; from: string; to: string }) => {
    const name = `video_daily_stats_${month.slice(0, 4)}_${month.slice(5, 7)}`;
    const [attached] = rowsOf<{ present: boolean }>(
      await db.execute(sql`select exists (select 1 from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'video_daily_stats'::regclass and c.relname = ${name}) as present`),
    );
    const target = attached?.present ? name : `${name}_load`;
    if (!attached?.present) {
      await db.execute(sql.raw(`drop table if exists ${target}`));
      await db.execute(
        sql.raw(`create table ${target} (like video_daily_stats including defaults including constraints)`),
      );
    }
    // The same figures as the bench's 90 days (revenue.bench.ts), keyed by video and day.
    await db.execute(sql`
      insert into ${sql.raw(target)} (video_id, day, channel_id, views, premium_views, revenue_micro,
        premium_revenue_micro, watch_seconds, average_watch_rate_bp, countries)
      select v.id, d::date, v.channel_id, views, views / 10, views * 60, views * 14, views * 20,
        6000 + (v.id % 3000), jsonb_build_object('KR', views / 2, 'US', views / 4, 'JP', views - views / 2 - views / 4)
      from videos v join channels c on c.id = v.channel_id and c.owner_id = ${ownerId}
      cross join generate_series(${from}::date, ${to}::date, interval '1 day') d
      cross join lateral (select (100 + (v.id * 31 + (d::date - date '2000-01-01') * 17) % 5000)::bigint as views) x`);
    if (!attached?.present) {
      const following = new Date(Date.parse(`${month}T00:00:00Z`));
      following.setUTCMonth(following.getUTCMonth() + 1);
      const next = isoDay(following);
      await db.execute(sql.raw(`alter table ${target} rename to ${name}`));
      // A check of the month's bounds spares the attach its scan of the rows (dropped after it).
      await db.execute(
        sql.raw(
          `alter table ${name} add constraint ${name}_bounds check (day >= '${month}' and day < '${next}')`,
        ),
      );
      await db.execute(
        sql.raw(
          `alter table video_daily_stats attach partition ${name} for values from ('${month}') to ('${next}')`,
        ),
      );
      await db.execute(sql.raw(`alter table ${name} drop constraint ${name}_bounds`));
    }
    // The read models, as the triggers would have kept them (migrations 0007, 0013).
    await db.execute(sql`
      insert into video_monthly_stats as m (video_id, month, channel_id, days, views, premium_views,
        revenue_micro, premium_revenue_micro, watch_seconds)
      select video_id, ${month}::date, max(channel_id), count(*), sum(views), sum(premium_views),
        sum(revenue_micro), sum(premium_revenue_micro), sum(watch_seconds)
      from ${sql.raw(name)} where day between ${from}::date and ${to}::date
        and channel_id in (select id from channels where owner_id = ${ownerId})
      group by video_id
      on conflict (video_id, month) do update set days = m.days + excluded.days,
        views = m.views + excluded.views, premium_views = m.premium_views + excluded.premium_views,
        revenue_micro = m.revenue_micro + excluded.revenue_micro,
        premium_revenue_micro = m.premium_revenue_micro + excluded.premium_revenue_micro,
        watch_seconds = m.watch_seconds + excluded.watch_seconds`);
    await db.execute(sql`
      insert into channel_daily_stats (channel_id, day, network_id, views, premium_views, revenue_micro,
        premium_revenue_micro, watch_seconds)
      select s.channel_id, s.day, c.network_id, sum(s.views), sum(s.premium_views), sum(s.revenue_micro),
        sum(s.premium_revenue_micro), sum(s.watch_seconds)
      from ${sql.raw(name)} s join channels c on c.id = s.channel_id
      where s.day between ${from}::date and ${to}::date and c.owner_id = ${ownerId}
      group by s.channel_id, s.day, c.network_id
      on conflict (channel_id, day) do nothing`);
    await db.execute(sql.raw(`analyze ${name}`));
    const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${sql.raw(name)} where day between ${from}::date and ${to}::date
          and channel_id in (select id from channels where owner_id = ${ownerId})`,
      ),
    );
    written += n;
    console.log(
      `  history ${month.slice(0, 7)}: ${n} rows; ${written} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  };
  const queue = [...months];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (Date.now() > deadline) {
        console.log(`  history stopped at the deadline, ${queue.length + 1} months left`);
        queue.length = 0;
        return;
      }
      await writeMonth(next);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  await db.execute(sql`select revenue_generation_bump(array(
    select unnest(array[owner_id, assigned_member_id]) from channels where owner_id = ${ownerId}))`);
  await db.execute(sql`analyze video_monthly_stats`);
  await db.execute(sql`analyze channel_daily_stats`);
  return written;
}
