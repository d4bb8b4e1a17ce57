import { AUDIT_EXPORT_MAX_ROWS, type TAuditEntry } from "@studio/contract";
import { stringify } from "csv-stringify/sync";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type Network, rowsOf } from "../../db/rows";
import { neutraliseCsvCell } from "../../lib/csv-cell";
import { likePattern } from "../../lib/like-pattern";

/**
 * The audit screen (docs/decisions/125): staff actions (`staff_audit`) and managers' team
 * actions (`manager_audit`, decision 079) of one network, newest first, as one list.
 */
export interface AuditFilters {
  source?: "staff" | "manager" | undefined;
  actor: string;
  action: string;
  from?: string | undefined;
  to?: string | undefined;
}

interface AuditRow extends Record<string, unknown> {
  id: string;
  source: "staff" | "manager";
  actor_id: string | number;
  nickname: string;
  email: string;
  action: string;
  target: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  address: string | null;
  at: Date | string;
}

/** Both logs as one relation with the same columns. */
function auditUnion(network: Network): SQL {
  return sql`(
    select 's' || s.id as id, 'staff' as source, s.actor_id, s.action, s.target, s.before, s.after,
           s.address, s.created_at as at
      from staff_audit s where s.network_id = ${network.id}
    union all
    select 'm' || m.id, 'manager', m.actor_id, m.action,
           case when m.member_id is not null then 'account:' || m.member_id
                when m.channel_id is not null then 'channel:' || m.channel_id end,
           m.before, m.after, m.address, m.created_at
      from manager_audit m where m.network_id = ${network.id}
  )`;
}

function whereOf(network: Network, filters: AuditFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.source) conditions.push(sql`e.source = ${filters.source}`);
  if (filters.actor) {
    const pattern = likePattern(filters.actor);
    conditions.push(sql`(a.email ilike ${pattern} or a.nickname ilike ${pattern})`);
  }
  if (filters.action) conditions.push(sql`e.action ilike ${likePattern(filters.action)}`);
  // Days are the network's calendar days.
  if (filters.from)
    conditions.push(sql`e.at >= (${filters.from}::date)::timestamp at time zone ${network.timeZone}`);
  if (filters.to)
    conditions.push(sql`e.at < (${filters.to}::date + 1)::timestamp at time zone ${network.timeZone}`);
  return sql.join(conditions, sql` and `);
}

async function auditRows(db: Db, network: Network, filters: AuditFilters, limit: number, offset: number) {
  const result = await db.execute(sql`
    select e.*, a.nickname, a.email
      from ${auditUnion(network)} e join accounts a on a.id = e.actor_id
     where ${whereOf(network, filters)}
     order by e.at desc, e.id desc
     limit ${limit} offset ${offset}`);
  return rowsOf<AuditRow>(result);
}

const toEntry = (row: AuditRow): TAuditEntry => ({
  id: row.id,
  source: row.source,
  actor: { id: Number(row.actor_id), nickname: row.nickname, email: row.email },
  action: row.action,
  target: row.target,
  before: row.before,
  after: row.after,
  address: row.address,
  at: new Date(row.at).toISOString(),
});

export async function listAudit(
  db: Db,
  network: Network,
  filters: AuditFilters,
  page: { page: number; size: number },
) {
  const [rows, total] = await Promise.all([
    auditRows(db, network, filters, page.size, page.page * page.size),
    db.execute(sql`
      select count(*) as n from ${auditUnion(network)} e join accounts a on a.id = e.actor_id
       where ${whereOf(network, filters)}`),
  ]);
  return { items: rows.map(toEntry), total: Number(rowsOf<{ n: string | number }>(total)[0]?.n ?? 0) };
}

const json = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));

/** The filtered audit as CSV (UTF-8 with a BOM, so spreadsheets read Korean and Chinese right). */
export async function exportAudit(db: Db, network: Network, filters: AuditFilters) {
  const rows = (await auditRows(db, network, filters, AUDIT_EXPORT_MAX_ROWS, 0)).map(toEntry);
  const content = stringify([
    ["at", "source", "actor_email", "actor_nickname", "action", "target", "before", "after", "address"],
    ...rows.map((row) =>
      [
        row.at,
        row.source,
        row.actor.email,
        row.actor.nickname,
        row.action,
        row.target ?? "",
        json(row.before),
        json(row.after),
        row.address ?? "",
      ].map(neutraliseCsvCell),
    ),
  ]);
  const day = new Date().toISOString().slice(0, 10);
  return { file_name: `audit-${network.slug}-${day}.csv`, content: `\uFEFF${content}`, rows: rows.length };
}
