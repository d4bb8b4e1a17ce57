import { INVITATION } from "@studio/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";

/**
 * Referral points (docs/spec.md §4, docs/decisions/121): when month M's revenue is confirmed, each
 * inviter is credited the network's share of what its invited friends were credited for M
 * (`music_profit`), for the friend's sign-up month and the next two. Posted as differences, as the
 * confirmed revenue is (decision 087): a month confirmed again moves the points by what its revenue
 * moved, but never below what has expired of them (taken once, by expire-points.ts). Only a friend of the same network, never oneself; a deleted inviter earns nothing more.
 * Runs in the confirming transaction. Answers the rows posted.
 */
export async function creditReferralPoints(
  tx: Db,
  network: { id: number; referralShareBp: number },
  month: string,
  options: { journalId: number; staffId: number | null; now: Date; availableFrom: Date },
): Promise<number> {
  const monthDay = `${month.slice(0, 7)}-01`;
  const written = await tx.execute(sql`
    insert into ledger_entries (network_id, account_id, type, month, amount_micro, reference, journal,
      created_by, created_at, available_from)
    select f.network_id, f.referred_by, 'referral', ${monthDay}::date, change.amount, ref.reference,
      ref.reference, ${options.staffId}::bigint, ${options.now}::timestamptz, ${options.availableFrom}::timestamptz
    from accounts f
    join accounts i on i.id = f.referred_by and i.network_id = f.network_id and i.deleted_at is null
    cross join lateral (
      select floor(coalesce(sum(e.amount_micro), 0) * ${network.referralShareBp} / 10000)::bigint as due
      from ledger_entries e
      where e.account_id = f.id and e.type = 'music_profit' and e.month = ${monthDay}::date
    ) d
    left join lateral (
      select sum(r.amount_micro) as posted from ledger_entries r
      where r.account_id = f.referred_by and r.type = 'referral' and r.month = ${monthDay}::date
        and r.reference like 'referral:' || f.id || ':%'
    ) p on true
    left join lateral (
      -- What of these points has expired already: a lower figure never takes it back a second time.
      select -sum(x.amount_micro) as expired from ledger_entries x
      where x.network_id = f.network_id and x.book = 'creator' and x.reference in (
        select 'expire:' || r.id from ledger_entries r
        where r.account_id = f.referred_by and r.type = 'referral' and r.month = ${monthDay}::date
          and r.reference like 'referral:' || f.id || ':%')
    ) x on true
    cross join lateral (
      -- A debit takes at most what is left unexpired (never below zero: then it takes nothing).
      select greatest(d.due - coalesce(p.posted, 0),
        -greatest(coalesce(p.posted, 0) - coalesce(x.expired, 0), 0)) as amount
    ) change
    cross join lateral (
      select 'referral:' || f.id || ':' || ${month.slice(0, 7)} || ':' || ${options.journalId}::bigint as reference
    ) ref
    where f.network_id = ${network.id} and f.referred_by is not null and f.referred_by <> f.id
      and ${monthDay}::date >= date_trunc('month', f.created_at)::date
      and ${monthDay}::date < (date_trunc('month', f.created_at) + ${`${INVITATION.accrualMonths} months`}::interval)::date
      and change.amount <> 0
    on conflict (network_id, reference) do nothing
    returning id`);
  const ids = rowsOf<{ id: string | number }>(written).map((row) => Number(row.id));
  // Each credit is its own journal, balanced on the network's referral book (docs/decisions/130).
  if (ids.length > 0)
    await tx.execute(sql`
      insert into ledger_entries (network_id, account_id, book, journal, type, month, amount_micro, reference,
        created_by, created_at, available_from)
      select network_id, null, 'referral_expense', journal, type, month, -amount_micro,
        reference || ':referral_expense', created_by, created_at, available_from
      from ledger_entries where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  return ids.length;
}
