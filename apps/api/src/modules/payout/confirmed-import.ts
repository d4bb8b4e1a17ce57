import { createHash } from "node:crypto";
import {
  CONFIRMED_COLUMNS,
  LEDGER_MONTH,
  splitRevenue,
  type TConfirmedChannel,
  type TConfirmedPreview,
  type TImportRejection,
  usdToMicro,
} from "@studio/contract";
import { parse } from "csv-parse/sync";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Network } from "../../db/rows";
import { rowsOf } from "../../db/rows";
import { channels, confirmedImports, confirmedRevenue } from "../../db/schema";
import { notify } from "../notification";
import { creditReferralPoints } from "../referral";
import { feeRatesByMonth } from "../revenue";
import { holderParts } from "./channel-holders";
import { availableFromOf, monthDay, type NewLedgerEntry, postEntries } from "./ledger";

/**
 * Confirmed revenue (docs/design.md §6, docs/decisions/087): staff confirm month M's revenue per
 * channel from a CSV file. A file is checked whole (one bad row refuses it all), compared with what
 * is confirmed already and with the estimate, then confirmed: the differences are posted, so the
 * same file twice posts nothing and a corrected file posts adjusting rows.
 */

export interface ConfirmedFile {
  name: string;
  text: string;
}

/** Largest confirmed revenue file, in lines (a network's channels for a few months). */
const MAX_LINES = 200_000;

interface FileRow {
  line: number;
  key: string;
  month: string;
  amount: bigint;
}

/** Reads the file's rows; every bad row is reported (row 1 is the first data line). */
export function parseConfirmedFile(text: string): { rows: FileRow[]; rejected: TImportRejection[] } {
  const rejected: TImportRejection[] = [];
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (error) {
    return {
      rows: [],
      rejected: [{ row: 0, key: "", reason: `not a CSV file: ${(error as Error).message}` }],
    };
  }
  const [header, ...lines] = records;
  const columns = header?.map((cell) => cell.toLowerCase()) ?? [];
  const index = CONFIRMED_COLUMNS.map((column) => columns.indexOf(column));
  if (index.some((i) => i < 0)) {
    return {
      rows: [],
      rejected: [{ row: 0, key: "", reason: `columns must include ${CONFIRMED_COLUMNS.join(",")}` }],
    };
  }
  if (lines.length > MAX_LINES) {
    return { rows: [], rejected: [{ row: 0, key: "", reason: `at most ${MAX_LINES} rows per file` }] };
  }
  const [keyAt = 0, monthAt = 1, amountAt = 2] = index;
  const seen = new Set<string>();
  const rows: FileRow[] = [];
  lines.forEach((cells, i) => {
    const line = i + 1;
    const key = cells[keyAt] ?? "";
    const month = cells[monthAt] ?? "";
    const amount = usdToMicro(cells[amountAt] ?? "");
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(key))
      rejected.push({ row: line, key, reason: "channel_id is required" });
    else if (!LEDGER_MONTH.test(month)) rejected.push({ row: line, key, reason: "month must be YYYY-MM" });
    else if (amount === null)
      rejected.push({
        row: line,
        key,
        reason: "amount_usd must be a USD amount of at most 6 decimals, not negative",
      });
    else if (seen.has(`${key}|${month}`))
      rejected.push({ row: line, key, reason: "the channel and month appear twice in the file" });
    else {
      seen.add(`${key}|${month}`);
      rows.push({ line, key, month, amount });
    }
  });
  return { rows, rejected };
}

interface ChannelRow {
  id: number;
  platformChannelId: string;
  title: string;
  ownerId: number;
}

/** The file's channels in the network: by Studio id or by platform id (a proven registration). */
async function channelsNamed(db: Db, networkId: number, keys: string[]): Promise<Map<string, ChannelRow>> {
  const ids = keys.filter((key) => /^\d{1,15}$/.test(key)).map(Number);
  const platformIds = keys.filter((key) => !/^\d{1,15}$/.test(key));
  const columns = {
    id: channels.id,
    platformChannelId: channels.platformChannelId,
    title: channels.title,
    ownerId: channels.ownerId,
  };
  const proven = sql`${channels.status} <> 'need.approved'`;
  const [byId, byPlatform] = await Promise.all([
    ids.length
      ? db
          .select(columns)
          .from(channels)
          .where(and(eq(channels.networkId, networkId), inArray(channels.id, ids), proven))
      : [],
    platformIds.length
      ? db
          .select(columns)
          .from(channels)
          .where(
            and(eq(channels.networkId, networkId), inArray(channels.platformChannelId, platformIds), proven),
          )
      : [],
  ]);
  const found = new Map<string, ChannelRow>();
  for (const row of byId) found.set(String(row.id), row);
  for (const row of byPlatform) found.set(row.platformChannelId, row);
  return found;
}

interface Compared {
  channel: ChannelRow;
  row: FileRow;
  previous: bigint;
  estimated: bigint;
}

/** What is confirmed already and the estimate, per channel and month of the file. */
async function compare(db: Db, rows: { channel: ChannelRow; row: FileRow }[]): Promise<Compared[]> {
  if (rows.length === 0) return [];
  const pairs = sql.join(
    rows.map(({ channel, row }) => sql`(${channel.id}::bigint, ${monthDay(row.month)}::date)`),
    sql`, `,
  );
  const figures = rowsOf<{
    channel_id: string | number;
    month: string | Date;
    previous: string;
    estimated: string;
  }>(
    await db.execute(sql`
      with wanted (channel_id, month) as (values ${pairs})
      select w.channel_id, to_char(w.month, 'YYYY-MM-DD') as month,
        (select coalesce(sum(r.amount_micro), 0)::text from confirmed_revenue r
          where r.channel_id = w.channel_id and r.month = w.month) as previous,
        (select coalesce(sum(s.revenue_micro), 0)::text from video_daily_stats s
          where s.channel_id = w.channel_id and s.day >= w.month and s.day < w.month + interval '1 month') as estimated
      from wanted w`),
  );
  const byKey = new Map(figures.map((f) => [`${Number(f.channel_id)}|${String(f.month).slice(0, 7)}`, f]));
  return rows.map(({ channel, row }) => {
    const f = byKey.get(`${channel.id}|${row.month}`);
    return { channel, row, previous: BigInt(f?.previous ?? 0), estimated: BigInt(f?.estimated ?? 0) };
  });
}

function previewOf(compared: Compared[], rejected: TImportRejection[]): TConfirmedPreview {
  const channelsOut: TConfirmedChannel[] = compared.map(({ channel, row, previous, estimated }) => ({
    channel_id: channel.id,
    platform_channel_id: channel.platformChannelId,
    title: channel.title,
    month: row.month,
    confirmed: row.amount.toString(),
    previously_confirmed: previous.toString(),
    adjustment: (row.amount - previous).toString(),
    estimated: estimated.toString(),
    difference: (row.amount - estimated).toString(),
  }));
  const sum = (pick: (c: Compared) => bigint) =>
    compared.reduce((total, c) => total + pick(c), 0n).toString();
  return {
    rejected,
    channels: channelsOut,
    totals: {
      confirmed: sum((c) => c.row.amount),
      previously_confirmed: sum((c) => c.previous),
      adjustment: sum((c) => c.row.amount - c.previous),
      estimated: sum((c) => c.estimated),
      difference: sum((c) => c.row.amount - c.estimated),
    },
  };
}

async function checkFile(db: Db, network: Network, file: ConfirmedFile) {
  const parsed = parseConfirmedFile(file.text);
  const named = await channelsNamed(db, network.id, [...new Set(parsed.rows.map((row) => row.key))]);
  const rejected = [...parsed.rejected];
  const matched: { channel: ChannelRow; row: FileRow }[] = [];
  for (const row of parsed.rows) {
    const channel = named.get(row.key);
    if (channel) matched.push({ channel, row });
    else rejected.push({ row: row.line, key: row.key, reason: "no such channel in this network" });
  }
  rejected.sort((a, b) => a.row - b.row);
  if (parsed.rows.length === 0 && rejected.length === 0) {
    rejected.push({ row: 0, key: "", reason: "the file has no rows" });
  }
  return { matched, rejected };
}

/** Checks a file and compares it, without writing anything. */
export async function previewConfirmed(
  db: Db,
  network: Network,
  file: ConfirmedFile,
): Promise<TConfirmedPreview> {
  const { matched, rejected } = await checkFile(db, network, file);
  return previewOf(await compare(db, matched), rejected);
}

/**
 * Confirms a file: all or nothing. One transaction per network at a time (an advisory lock), so 30
 * confirmations of one file at once post it once; a file already confirmed (same bytes) posts nothing.
 */
export async function confirmConfirmed(
  db: Db,
  network: Network,
  file: ConfirmedFile,
  staffId: number | null,
  now: Date,
): Promise<TConfirmedPreview & { posted: number }> {
  const sha256 = createHash("sha256").update(file.text).digest("hex");
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('confirmed-import'), ${network.id}::int)`);
    const { matched, rejected } = await checkFile(tx, network, file);
    const compared = await compare(tx, matched);
    const preview = previewOf(compared, rejected);
    if (rejected.length > 0) return { ...preview, posted: 0 };
    const [done] = await tx
      .select({ id: confirmedImports.id })
      .from(confirmedImports)
      .where(and(eq(confirmedImports.networkId, network.id), eq(confirmedImports.sha256, sha256)));
    if (done) return { ...preview, posted: 0 };
    const [journal] = await tx
      .insert(confirmedImports)
      .values({
        networkId: network.id,
        fileName: file.name.slice(0, 200),
        sha256,
        rows: compared.length,
        confirmedBy: staffId,
      })
      .returning({ id: confirmedImports.id });
    if (!journal) throw new Error("confirmed import not journaled");
    const changed = compared.filter((c) => c.row.amount !== c.previous);
    if (changed.length > 0) {
      await tx.insert(confirmedRevenue).values(
        changed.map((c) => ({
          networkId: network.id,
          importId: journal.id,
          channelId: c.channel.id,
          month: monthDay(c.row.month),
          amountMicro: c.row.amount - c.previous,
        })),
      );
    }
    const openAt = new Map<string, Date>();
    const entries: NewLedgerEntry[] = [];
    for (const c of changed) {
      const availableFrom = openAt.get(c.row.month) ?? (await availableFromOf(tx, network, c.row.month));
      openAt.set(c.row.month, availableFrom);
      const adjustment = c.row.amount - c.previous;
      const base = {
        networkId: network.id,
        type: "music_profit",
        month: monthDay(c.row.month),
        channelId: c.channel.id,
        createdBy: staffId,
        createdAt: now,
        availableFrom,
      };
      const reference = `confirmed:${journal.id}:${c.channel.id}:${c.row.month}`;
      entries.push(...(await splitEntries(tx, c, adjustment, base, reference)));
    }
    let posted = 0;
    for (let i = 0; i < entries.length; i += 1000)
      posted += await postEntries(tx, entries.slice(i, i + 1000));
    // Each account credited for a month is told its confirmed revenue is in (docs/decisions/120).
    const told = new Set<string>();
    for (const entry of entries) {
      const key = `${entry.accountId}:${entry.month}`;
      if (entry.amountMicro <= 0n || told.has(key)) continue;
      told.add(key);
      await notify(tx, { networkId: network.id, accountId: entry.accountId }, "fixed.profit", {
        month: entry.month.slice(0, 7),
      });
    }
    // The inviters' share of what their friends were just credited (docs/decisions/121).
    for (const [month, availableFrom] of openAt)
      posted += await creditReferralPoints(tx, network, month, {
        journalId: journal.id,
        staffId,
        now,
        availableFrom,
      });
    return { ...preview, posted };
  });
}

type EntryBase = Omit<NewLedgerEntry, "accountId" | "amountMicro" | "reference" | "feeRateBp">;

/**
 * A member's fee rate in force for month M (`YYYY-MM`): the revenue module's reading of the
 * fee-rate history (docs/decisions/079, 080), so the estimate and the confirmed split agree.
 */
async function feeRateInForce(db: Db, memberId: number, month: string): Promise<number> {
  const rates = await feeRatesByMonth(db, memberId, [month]);
  const bp = rates.get(month);
  if (bp === undefined) throw new Error(`no fee rate for ${month}`);
  return bp;
}

/**
 * The ledger rows of one channel-month's confirmed difference: shared among whoever held the
 * channel that month (channel-holders.ts), each member's part split at their rate in force that
 * month (the member keeps the odd micro-dollar), the owner credited its own days and the fees. A
 * month held by one member alone keeps the references `:member` and `:manager`; by several, each
 * member's row is `:member:<id>`.
 */
async function splitEntries(
  tx: Db,
  c: Compared,
  adjustment: bigint,
  base: EntryBase,
  reference: string,
): Promise<NewLedgerEntry[]> {
  const owner = c.channel.ownerId;
  const parts = (await holderParts(tx, c.channel.id, c.row.month, adjustment)).filter(
    (p) => p.memberId !== owner,
  );
  const members = parts.filter((p): p is { memberId: number; amount: bigint } => p.memberId !== null);
  let ownerAmount = parts.filter((p) => p.memberId === null).reduce((sum, p) => sum + p.amount, 0n);
  if (members.length === 0)
    return [{ ...base, accountId: owner, amountMicro: adjustment, reference: `${reference}:owner` }];
  const entries: NewLedgerEntry[] = [];
  let lastRate = 0;
  for (const part of members) {
    const feeRateBp = await feeRateInForce(tx, part.memberId, c.row.month);
    lastRate = feeRateBp;
    const split = splitRevenue(part.amount, feeRateBp);
    ownerAmount += split.manager;
    const suffix = members.length === 1 ? ":member" : `:member:${part.memberId}`;
    if (split.member !== 0n)
      entries.push({
        ...base,
        accountId: part.memberId,
        amountMicro: split.member,
        feeRateBp,
        reference: `${reference}${suffix}`,
      });
  }
  if (ownerAmount !== 0n)
    entries.push({
      ...base,
      accountId: owner,
      amountMicro: ownerAmount,
      // The rate its fee was taken at, when one member's rate made it.
      ...(members.length === 1 ? { feeRateBp: lastRate } : {}),
      reference: `${reference}:manager`,
    });
  return entries;
}

/**
 * Staff: every channel of the network with confirmed revenue in month M, its estimate, the
 * difference and the fee rate its latest split used (docs/design.md §6 reconciliation).
 */
export async function reconciliation(db: Db, networkId: number, month: string) {
  const day = monthDay(month);
  const rows = rowsOf<{
    channel_id: string | number;
    platform_channel_id: string | null;
    title: string | null;
    confirmed: string;
    estimated: string;
    fee_rate_bp: number | null;
  }>(
    await db.execute(sql`
      with confirmed as (
        select channel_id, sum(amount_micro) as amount from confirmed_revenue
        where network_id = ${networkId} and month = ${day}::date group by channel_id)
      select k.channel_id, c.platform_channel_id, c.title, k.amount::text as confirmed,
        (select coalesce(sum(s.revenue_micro), 0)::text from video_daily_stats s
          where s.channel_id = k.channel_id and s.day >= ${day}::date
            and s.day < ${day}::date + interval '1 month') as estimated,
        (select e.fee_rate_bp from ledger_entries e
          where e.network_id = ${networkId} and e.channel_id = k.channel_id and e.month = ${day}::date
            and e.type = 'music_profit' order by e.id desc limit 1) as fee_rate_bp
      from confirmed k left join channels c on c.id = k.channel_id
      order by k.channel_id`),
  );
  return {
    month,
    channels: rows.map((row) => ({
      channel_id: Number(row.channel_id),
      platform_channel_id: row.platform_channel_id ?? "",
      title: row.title ?? "",
      estimated: row.estimated,
      confirmed: row.confirmed,
      difference: (BigInt(row.confirmed) - BigInt(row.estimated)).toString(),
      fee_rate: row.fee_rate_bp === null ? null : row.fee_rate_bp / 100,
    })),
  };
}
