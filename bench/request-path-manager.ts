/**
 * The large account of bench/request-path.bench.ts: a manager owning 2,000 approved channels with
 * three months of daily figures, generated in SQL (as bench/revenue.bench.ts does, a tenth of its
 * volume: 3 videos per channel, 540,000 fact rows), then the channel rollups, the owner's rollup and
 * the preset video-list builds the refresh would make. A second run finds the channels and keeps them.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../apps/api/src/db/client";
import { rowsOf } from "../apps/api/src/db/rows";
import { accounts, totpFactors } from "../apps/api/src/db/schema";
import {
  confirmTotp,
  refreshSecondFactorFlag,
  savePendingTotp,
} from "../apps/api/src/modules/auth/second-factor";
import { rebuildChannelRollups } from "../apps/api/src/modules/revenue/read-models";
import { refreshVideoPeriods } from "../apps/api/src/modules/revenue/video-periods";
import { DEMO_TOTP_SECRET } from "../apps/api/src/seed/demo";

export const MANAGER_EMAIL = "bench-manager@studio.test";
const CHANNELS = 2_000;
const VIDEOS_PER_CHANNEL = 3;
const DAYS = 90;
/** Channels whose facts one statement writes (54,000 rows), so no statement holds the table long. */
const CHANNELS_PER_STATEMENT = 200;

/**
 * The manager's account id, generating the account and its channels when missing. `lastDay` is the
 * network's newest imported day, so the facts end where the dashboards' ranges end; `passwordHash`
 * is a known password's (the demo's), so the bench signs in as it; a manager must have a second
 * factor (docs/decisions/142), the demo's published authenticator secret.
 */
export async function seedManager(
  db: Db,
  options: { networkId: number; passwordHash: string; lastDay: string; now: Date },
): Promise<number> {
  const { networkId, passwordHash, lastDay } = options;
  const [found] = rowsOf<{ id: unknown }>(
    await db.execute(sql`select id from accounts where email = ${MANAGER_EMAIL}`),
  );
  const managerId =
    found !== undefined
      ? Number(found.id)
      : ((
          await db
            .insert(accounts)
            .values({
              networkId,
              email: MANAGER_EMAIL,
              nickname: "BenchManager",
              passwordHash,
              accountType: "mcn",
              referralCode: "BENCHMANAGER",
              emailVerifiedAt: new Date(),
            })
            .returning({ id: accounts.id })
        )[0]?.id ?? 0);
  if (!managerId) throw new Error("the bench manager was not created");
  const [totp] = await db.select().from(totpFactors).where(eq(totpFactors.accountId, managerId));
  if (!totp) {
    await savePendingTotp(
      { db, config: { SECRETS_KEY: undefined } },
      managerId,
      DEMO_TOTP_SECRET,
      options.now,
    );
    await confirmTotp(db, managerId, options.now);
    await refreshSecondFactorFlag(db, managerId, options.now);
  }
  const [{ n: existing } = { n: 0 }] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from channels where owner_id = ${managerId}`),
  );
  if (existing >= CHANNELS) return managerId;

  const started = performance.now();
  await db.execute(sql`
    insert into channels (network_id, owner_id, platform_channel_id, handle, title, category, status, verification_code)
    select ${networkId}, ${managerId}, 'UCreqpath' || g, 'reqpath' || g, 'Request path channel ' || g,
      'music_dance', 'approved', 'REQPATH' || g
    from generate_series(${existing + 1}::int, ${CHANNELS}::int) g`);
  await db.execute(sql`
    insert into videos (network_id, channel_id, platform_video_id, title, published_on, duration_seconds)
    select ${networkId}, c.id, c.platform_channel_id || 'v' || g, 'Request path video ' || c.id || '-' || g,
      ${lastDay}::date - 120 + ((c.id * 7 + g * 13) % 30)::int, 15 + (g % 45)
    from channels c cross join generate_series(1, ${VIDEOS_PER_CHANNEL}::int) g
    where c.owner_id = ${managerId}
      and not exists (select 1 from videos v where v.channel_id = c.id)`);
  const ids = rowsOf<{ id: unknown }>(
    await db.execute(sql`select id from channels where owner_id = ${managerId} order by id`),
  ).map((r) => Number(r.id));
  for (let i = 0; i < ids.length; i += CHANNELS_PER_STATEMENT) {
    const slice = ids.slice(i, i + CHANNELS_PER_STATEMENT);
    await db.execute(sql`
      insert into video_daily_stats (video_id, day, channel_id, views, premium_views, revenue_micro,
        premium_revenue_micro, watch_seconds, average_watch_rate_bp, countries)
      select v.id, ${lastDay}::date - d, v.channel_id, views, views / 10, views * 60, views * 14, views * 20,
        6000 + (v.id % 3000), jsonb_build_object('KR', views / 2, 'US', views / 4, 'JP', views - views / 2 - views / 4)
      from videos v cross join generate_series(0, ${DAYS - 1}::int) d
      cross join lateral (select (100 + (v.id * 31 + d * 17) % 5000)::bigint as views) x
      where v.channel_id between ${slice[0] ?? 0} and ${slice.at(-1) ?? 0}
      on conflict do nothing`);
  }
  await rebuildChannelRollups(
    db,
    sql`select distinct s.channel_id, s.day from video_daily_stats s
      join channels c on c.id = s.channel_id where c.owner_id = ${managerId}`,
  );
  await db.execute(sql`analyze`);
  // The owner's rollup and preset builds, as the queued refresh makes them after an import.
  await refreshVideoPeriods(db, options.now, [managerId]);
  console.log(
    `generated ${CHANNELS} channels, ${ids.length * VIDEOS_PER_CHANNEL} videos, ${DAYS} days of facts ` +
      `for ${MANAGER_EMAIL} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return managerId;
}
