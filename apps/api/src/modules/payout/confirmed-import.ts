import { createHash } from "node:crypto";
import {
  CONFIRMED_COLUMNS,
  LEDGER_MONTH,
  type TConfirmedChannel,
  type TConfirmedPreview,
  type TImportRejection,
  usdToMicro,
} from "@studio/contract";
import { parse } from "csv-parse/sync";
import { and, eq, inArray, sql } from "drizzle-orm";
import { type BulkColumn, bulkInsert } from "../../db/bulk-insert";
import type { Db } from "../../db/client";
import { lockConfirmations } from "../../db/confirmation-lock";
import type { Network } from "../../db/rows";
import { rowsOf } from "../../db/rows";
import { channels, confirmedImports } from "../../db/schema";
import { notify } from "../notification";
import { creditReferralPoints } from "../referral";
import {
  type ConfirmedMonth,
  confirmedMonthKey,
  confirmedMonthsOf,
  freezeMonths,
  holderTargets,
  receivedOf,
  restateMonths,
} from "./confirmed-months";
import {
  availableFromOf,
  type JournalLine,
  journalRows,
  monthDay,
  type NewLedgerEntry,
  postEntries,
} from "./ledger";

/**
 * Confirmed revenue (docs/design.md §6, docs/decisions/087, 131): staff confirm month M's revenue
 * per channel from a CSV file. A file is checked whole (one bad row refuses it all), compared with
 * what is confirmed already and with the estimate, then confirmed. A confirmation states final
 * amounts: the newest one of a channel-month wins, whichever file it came in (an older file sent
 * again re-applies its amounts), and identical amounts post nothing.
 */

export interface ConfirmedFile {
  name: string;
  text: string;
}

const REVENUE_COLUMNS: BulkColumn[] = [
  { name: "network_id", type: "bigint" },
  { name: "import_id", type: "bigint" },
  { name: "channel_id", type: "bigint" },
  { name: "month", type: "date" },
  { name: "amount_micro", type: "bigint" },
];

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
  const byId: ChannelRow[] = [];
  const byPlatform: ChannelRow[] = [];
  // In statements of 5,000 keys: a file of 200,000 lines stays under the bind-parameter limit.
  for (let i = 0; i < Math.max(ids.length, platformIds.length); i += 5_000) {
    const someIds = ids.slice(i, i + 5_000);
    const somePlatformIds = platformIds.slice(i, i + 5_000);
    if (someIds.length)
      byId.push(
        ...(await db
          .select(columns)
          .from(channels)
          .where(and(eq(channels.networkId, networkId), inArray(channels.id, someIds), proven))),
      );
    if (somePlatformIds.length)
      byPlatform.push(
        ...(await db
          .select(columns)
          .from(channels)
          .where(
            and(
              eq(channels.networkId, networkId),
              inArray(channels.platformChannelId, somePlatformIds),
              proven,
            ),
          )),
      );
  }
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
  /** The month as confirmed before; none: this is its first confirmation. */
  confirmed: ConfirmedMonth | undefined;
}

/** Each channel-month's estimate, in statements of 5,000 pairs. */
async function estimatesOf(
  db: Db,
  rows: { channel: ChannelRow; row: FileRow }[],
): Promise<Map<string, bigint>> {
  const estimates = new Map<string, bigint>();
  for (let i = 0; i < rows.length; i += 5_000) {
    const pairs = sql.join(
      rows
        .slice(i, i + 5_000)
        .map(({ channel, row }) => sql`(${channel.id}::bigint, ${monthDay(row.month)}::date)`),
      sql`, `,
    );
    const figures = rowsOf<{ channel_id: string | number; month: string; estimated: string }>(
      await db.execute(sql`
        with wanted (channel_id, month) as (values ${pairs})
        select w.channel_id, to_char(w.month, 'YYYY-MM') as month,
          (select coalesce(sum(s.revenue_micro), 0)::text from video_daily_stats s
            where s.channel_id = w.channel_id and s.day >= w.month and s.day < w.month + interval '1 month') as estimated
        from wanted w`),
    );
    for (const f of figures) estimates.set(`${Number(f.channel_id)}|${f.month}`, BigInt(f.estimated));
  }
  return estimates;
}

/** What is confirmed already and the estimate, per channel and month of the file. */
async function compare(
  db: Db,
  networkId: number,
  rows: { channel: ChannelRow; row: FileRow }[],
): Promise<Compared[]> {
  if (rows.length === 0) return [];
  const [confirmed, estimates] = [
    await confirmedMonthsOf(
      db,
      networkId,
      rows.map(({ channel, row }) => ({ platformChannelId: channel.platformChannelId, month: row.month })),
    ),
    await estimatesOf(db, rows),
  ];
  return rows.map(({ channel, row }) => {
    const before = confirmed.get(confirmedMonthKey(channel.platformChannelId, row.month));
    return {
      channel,
      row,
      previous: before?.finalMicro ?? 0n,
      estimated: estimates.get(`${channel.id}|${row.month}`) ?? 0n,
      confirmed: before,
    };
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
  const seen = new Set<string>();
  for (const row of parsed.rows) {
    const channel = named.get(row.key);
    const key = channel && confirmedMonthKey(channel.platformChannelId, row.month);
    if (!channel || !key)
      rejected.push({ row: row.line, key: row.key, reason: "no such channel in this network" });
    else if (seen.has(key))
      rejected.push({
        row: row.line,
        key: row.key,
        reason: "the channel and month appear twice in the file",
      });
    else {
      seen.add(key);
      matched.push({ channel, row });
    }
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
  return previewOf(await compare(db, network.id, matched), rejected);
}

/**
 * Confirms a file: all or nothing, under the network's confirmation lock (so 30 confirmations of one
 * file at once post it once, and a racing fee-rate change or reassignment waits). Months confirmed
 * for the first time are frozen; then each holder of each changed month is posted the difference
 * between its share of the final amount and what it has received for the month.
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
    await lockConfirmations(tx, network.id);
    const { matched, rejected } = await checkFile(tx, network, file);
    const compared = await compare(tx, network.id, matched);
    const preview = previewOf(compared, rejected);
    if (rejected.length > 0) return { ...preview, posted: 0 };
    const changed = compared.filter((c) => c.confirmed === undefined || c.row.amount !== c.previous);
    if (changed.length === 0) return { ...preview, posted: 0 };
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
    const months = await finalMonths(tx, network.id, changed, now);
    await bulkInsert(
      tx,
      "confirmed_revenue",
      REVENUE_COLUMNS,
      changed.map((c, i) => ({
        network_id: network.id,
        import_id: journal.id,
        channel_id: months[i]?.channelId ?? c.channel.id,
        month: monthDay(c.row.month),
        amount_micro: c.row.amount - c.previous,
      })),
    );
    const openAt = new Map<string, Date>();
    for (const month of new Set(months.map((m) => m.month)))
      openAt.set(month, await availableFromOf(tx, network, month));
    const entries = await holderEntries(tx, network.id, months, {
      importId: journal.id,
      staffId,
      now,
      openAt,
    });
    await postEntries(tx, entries);
    // Posted: the accounts' lines (each journal's platform revenue line balances them).
    let posted = entries.filter((entry) => entry.book === "creator").length;
    // Each account credited for a month is told its confirmed revenue is in (docs/decisions/120).
    const told = new Set<string>();
    for (const entry of entries) {
      const key = `${entry.accountId}:${entry.month}`;
      if (entry.accountId == null || entry.amountMicro <= 0n || told.has(key)) continue;
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

/** The changed months with their new final amounts: those seen before restated, the others frozen. */
async function finalMonths(
  tx: Db,
  networkId: number,
  changed: Compared[],
  now: Date,
): Promise<ConfirmedMonth[]> {
  const restated = changed.flatMap((c) =>
    c.confirmed ? [{ ...c.confirmed, finalMicro: c.row.amount }] : [],
  );
  await restateMonths(tx, networkId, restated, now);
  const frozen = await freezeMonths(
    tx,
    networkId,
    changed
      .filter((c) => c.confirmed === undefined)
      .map((c) => ({
        channelId: c.channel.id,
        platformChannelId: c.channel.platformChannelId,
        ownerId: c.channel.ownerId,
        month: c.row.month,
        finalMicro: c.row.amount,
      })),
    now,
  );
  const byKey = new Map(
    [...restated, ...frozen].map((m) => [confirmedMonthKey(m.platformChannelId, m.month), m] as const),
  );
  return changed.map((c) => {
    const month = byKey.get(confirmedMonthKey(c.channel.platformChannelId, c.row.month));
    if (!month) throw new Error("confirmed month not written");
    return month;
  });
}

/**
 * The ledger rows of a confirmation: per month one journal (`confirmed:<import>:<YYYY-MM>`), a line
 * per holder whose share of the final amount differs from what it has received, balanced on the
 * platform revenue book.
 */
async function holderEntries(
  tx: Db,
  networkId: number,
  months: ConfirmedMonth[],
  context: { importId: number; staffId: number | null; now: Date; openAt: Map<string, Date> },
): Promise<NewLedgerEntry[]> {
  const received = await receivedOf(tx, networkId, months);
  const linesByMonth = new Map<string, JournalLine[]>();
  for (const month of months) {
    const targets = holderTargets(month);
    const got = received.get(`${month.channelId}|${month.month}`) ?? new Map<number, bigint>();
    const memberRates = month.shares.filter((s) => s.accountId !== month.ownerId);
    const lines = linesByMonth.get(month.month) ?? [];
    for (const accountId of new Set([...targets.keys(), ...got.keys()])) {
      const change = (targets.get(accountId) ?? 0n) - (got.get(accountId) ?? 0n);
      if (change === 0n) continue;
      const share = month.shares.find((s) => s.accountId === accountId && accountId !== month.ownerId);
      const feeRateBp = share?.feeRateBp ?? (memberRates.length === 1 ? memberRates[0]?.feeRateBp : null);
      lines.push({
        book: "creator",
        accountId,
        amountMicro: change,
        reference: `confirmed:${context.importId}:${month.channelId}:${month.month}:${accountId}`,
        channelId: month.channelId,
        feeRateBp: feeRateBp ?? null,
      });
    }
    linesByMonth.set(month.month, lines);
  }
  return [...linesByMonth].flatMap(([month, lines]) => {
    if (lines.length === 0) return [];
    const journal = `confirmed:${context.importId}:${month}`;
    const total = lines.reduce((sum, line) => sum + line.amountMicro, 0n);
    const availableFrom = context.openAt.get(month);
    if (!availableFrom) throw new Error(`no open day for ${month}`);
    return journalRows(
      {
        networkId,
        journal,
        type: "music_profit",
        month: monthDay(month),
        availableFrom,
        createdBy: context.staffId,
        createdAt: context.now,
      },
      [...lines, { book: "platform_revenue", amountMicro: -total, reference: `${journal}:platform_revenue` }],
    );
  });
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
