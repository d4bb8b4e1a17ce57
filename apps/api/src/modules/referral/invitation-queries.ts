import { INVITATION, type TInvitationDashboard, type TInvitedFriend } from "@studio/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { expiringRemainders, expiryOf, ledgerRowsInOrder } from "./expire-points";

/** Who asks: the inviter, in its network (with the network's time zone and share). */
export interface Inviter {
  id: number;
  referralCode: string;
  network: { id: number; timeZone: string; referralShareBp: number };
}

const WINDOW = `${INVITATION.accrualMonths} months`;

/** A friend of the inviter who joined in the period (days in the network's time zone). */
const joinedIn = (inviter: Inviter, start: string, end: string) => sql`
  f.network_id = ${inviter.network.id} and f.referred_by = ${inviter.id} and f.id <> ${inviter.id}
  and (f.created_at at time zone ${inviter.network.timeZone})::date between ${start}::date and ${end}::date`;

/** The figures of `/invitation` for the period (docs/decisions/121). */
export async function invitationDashboard(
  db: Db,
  inviter: Inviter,
  start: string,
  end: string,
  now: Date,
): Promise<TInvitationDashboard> {
  const [friends] = rowsOf<{ invited: number; active: number }>(
    await db.execute(sql`
      select count(*)::int as invited,
        count(*) filter (where exists (select 1 from ledger_entries e
          where e.account_id = f.id and e.type = 'music_profit'))::int as active
      from accounts f where ${joinedIn(inviter, start, end)}`),
  );
  const [points] = rowsOf<{ points: string }>(
    await db.execute(sql`
      select coalesce(sum(amount_micro), 0)::text as points from ledger_entries
      where account_id = ${inviter.id} and network_id = ${inviter.network.id} and type = 'referral'
        and (created_at at time zone ${inviter.network.timeZone})::date between ${start}::date and ${end}::date`),
  );
  // The friends' estimated revenue in the months of their windows not confirmed yet.
  const [expected] = rowsOf<{ expected: string }>(
    await db.execute(sql`
      select floor(coalesce(sum(m.revenue_micro), 0) * ${inviter.network.referralShareBp} / 10000)::bigint::text
        as expected
      from accounts f
      join channels c on c.owner_id = f.id and c.network_id = f.network_id
      join video_monthly_stats m on m.channel_id = c.id
      where f.network_id = ${inviter.network.id} and f.referred_by = ${inviter.id} and f.id <> ${inviter.id}
        and m.month >= date_trunc('month', f.created_at)::date
        and m.month < (date_trunc('month', f.created_at) + ${WINDOW}::interval)::date
        and not exists (select 1 from confirmed_revenue r where r.channel_id = c.id and r.month = m.month)`),
  );
  return {
    code: inviter.referralCode,
    invited: friends?.invited ?? 0,
    active: friends?.active ?? 0,
    points: points?.points ?? "0",
    expected_points: expected?.expected ?? "0",
    share_bp: inviter.network.referralShareBp,
    next_expiry: await nextExpiry(db, inviter, now),
  };
}

/** The unspent points that expire next, if nothing more is spent before (first in, first out). */
async function nextExpiry(db: Db, inviter: Inviter, now: Date): Promise<TInvitationDashboard["next_expiry"]> {
  const rows = await ledgerRowsInOrder(db, inviter.id, inviter.network.id);
  const issued = new Map(rows.filter((r) => r.type === "referral").map((r) => [r.id, r.createdAt]));
  if (issued.size === 0) return null;
  // As if every credit had reached its expiry: what would be left of each.
  const farAhead = new Date(now.getTime() + 10 * 366 * 86_400_000);
  const waiting = [...expiringRemainders(rows, farAhead)]
    .map(([id, left]) => ({ at: expiryOf(issued.get(id) ?? now), left }))
    .filter((credit) => credit.left > 0n && credit.at > now)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const next = waiting[0];
  return next ? { at: next.at.toISOString(), amount: next.left.toString() } : null;
}

/** A page of the friends who joined in the period, newest first, with the points each brought. */
export async function invitedFriends(
  db: Db,
  inviter: Inviter,
  input: { start: string; end: string; page: number; size: number },
): Promise<{ items: TInvitedFriend[]; total: number }> {
  const rows = rowsOf<{
    nickname: string;
    created_at: Date | string;
    window_ends: string;
    active: boolean;
    points: string;
    total: number;
  }>(
    await db.execute(sql`
      select f.nickname, f.created_at,
        to_char(date_trunc('month', f.created_at) + ${WINDOW}::interval - interval '1 day', 'YYYY-MM-DD')
          as window_ends,
        exists (select 1 from ledger_entries e where e.account_id = f.id and e.type = 'music_profit') as active,
        (select coalesce(sum(r.amount_micro), 0)::text from ledger_entries r
          where r.account_id = ${inviter.id} and r.type = 'referral'
            and r.reference like 'referral:' || f.id || ':%') as points,
        count(*) over ()::int as total
      from accounts f where ${joinedIn(inviter, input.start, input.end)}
      order by f.created_at desc, f.id desc
      limit ${input.size} offset ${input.page * input.size}`),
  );
  return {
    items: rows.map((r) => ({
      nickname: r.nickname,
      joined_at: new Date(r.created_at).toISOString(),
      window_ends: r.window_ends,
      active: r.active,
      points: r.points,
    })),
    total: rows[0]?.total ?? 0,
  };
}
