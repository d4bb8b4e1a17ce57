import { PGlite } from "@electric-sql/pglite";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../src/db/client";

// The migration to the double-entry ledger (docs/decisions/130, 131) moves a running network's
// history in: every balance unchanged, every journal balanced, the books where the history says.
// It runs here on its own embedded database, migrated up to the one before it.
let pglite: PGlite;
const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
const doubleEntry = migrations.findIndex((m) => m.sql.some((s) => s.includes("ledger_journal_balanced")));

async function apply(index: number) {
  await pglite.transaction(async (tx) => {
    for (const statement of migrations[index]?.sql ?? []) await tx.exec(statement);
  });
}

const M = 1_000_000;

beforeAll(async () => {
  pglite = new PGlite();
  for (let i = 0; i < doubleEntry; i++) await apply(i);
});
afterAll(() => pglite.close());

/** One old-style ledger row (decision 086): a creator's line, nothing on the other side. */
const row = (
  account: number,
  type: string,
  month: string,
  amount: number,
  reference: string,
  channel = "null",
) =>
  `(1, ${account}, '${type}', '${month}', ${amount}, '${reference}', ${channel}, '2026-06-01', '2026-06-01')`;

describe("the migration to the double-entry ledger", () => {
  it("keeps every balance, balances every journal and puts the history on its books", async () => {
    await pglite.exec(`
      insert into networks (id, slug, name, color_primary, color_primary_dim, languages, currencies)
        values (1, 'n', 'N', '#000', '#111', '{en}', '{USD}');
      insert into accounts (id, network_id, email, nickname, password_hash, account_type, referral_code) values
        (1, 1, 'owner@x.test', 'owner', 'h', 'mcn', 'R1'), (2, 1, 'member@x.test', 'member', 'h', 'mcn_creator_sub', 'R2'),
        (3, 1, 'solo@x.test', 'solo', 'h', 'creator', 'R3');
      insert into channels (id, network_id, owner_id, platform_channel_id, handle, title, category, status, verification_code)
        values (1, 1, 1, 'UC1', 'h1', 'C1', 'game', 'approved', 'V1'), (2, 1, 3, 'UC2', 'h2', 'C2', 'game', 'approved', 'V2');
      insert into confirmed_imports (id, network_id, file_name, sha256, rows) values (1, 1, 'a.csv', 'x', 2), (2, 1, 'b.csv', 'y', 1);
      insert into confirmed_revenue (network_id, import_id, channel_id, month, amount_micro) values
        (1, 1, 1, '2026-04-01', ${100 * M}), (1, 1, 2, '2026-04-01', ${300 * M}), (1, 2, 2, '2026-04-01', ${-50 * M});
      insert into payment_info (id, network_id, account_id, method, paypal_account_name, paypal_email)
        values (1, 1, 3, 'paypal', 'Solo', 'solo@x.test');
      insert into withdrawals (id, network_id, account_id, payment_info_id, method, month, total_micro, fee_micro,
          net_micro, month_revenue_micro, status, request_hash) values
        (1, 1, 3, 1, 'paypal', '2026-05-01', ${40 * M}, ${1.88 * M}, ${38.12 * M}, 0, 'success', 'h'),
        (2, 1, 3, 1, 'paypal', '2026-05-01', ${30 * M}, ${1.41 * M}, ${28.59 * M}, 0, 'rejected', 'h'),
        (3, 1, 3, 1, 'paypal', '2026-05-01', ${25 * M}, ${1.17 * M}, ${23.83 * M}, 0, 'rejected.norecover', 'h'),
        (4, 1, 3, 1, 'paypal', '2026-06-01', ${21 * M}, ${0.98 * M}, ${20.02 * M}, 0, 'pending', 'h');
      insert into ledger_entries (network_id, account_id, type, month, amount_micro, reference, channel_id,
          created_at, available_from) values
        ${[
          row(2, "music_profit", "2026-04-01", 70 * M, "confirmed:1:1:2026-04:member", "1"),
          row(1, "music_profit", "2026-04-01", 30 * M, "confirmed:1:1:2026-04:manager", "1"),
          row(3, "music_profit", "2026-04-01", 300 * M, "confirmed:1:2:2026-04:owner", "2"),
          row(3, "music_profit", "2026-04-01", -50 * M, "confirmed:2:2:2026-04:owner", "2"),
          row(3, "withdrawal", "2026-05-01", -40 * M, "withdrawal:1"),
          row(3, "withdrawal", "2026-05-01", -30 * M, "withdrawal:2"),
          row(3, "withdrawal", "2026-05-01", 30 * M, "withdrawal:2:reversal"),
          row(3, "withdrawal", "2026-05-01", -25 * M, "withdrawal:3"),
          row(3, "withdrawal", "2026-06-01", -21 * M, "withdrawal:4"),
          row(1, "referral", "2026-04-01", 5 * M, "referral:3:2026-04:1"),
          row(1, "expire", "2026-06-01", -2 * M, "expire:10"),
          row(2, "bonus", "2026-05-01", 7 * M, "manual:abc"),
        ].join(",\n")};`);
    const balances = async () =>
      (
        await pglite.query<{ account_id: number; balance: string }>(
          "select account_id, balance_micro::text as balance from ledger_balances order by account_id",
        )
      ).rows.map((r) => [Number(r.account_id), r.balance]);
    const before = await balances();
    expect(before).toEqual([
      [1, `${33 * M}`],
      [2, `${77 * M}`],
      [3, `${164 * M}`],
    ]);

    for (let i = doubleEntry; i < migrations.length; i++) await apply(i);

    expect(await balances()).toEqual(before);
    const unbalanced = await pglite.query(
      "select journal from ledger_entries group by network_id, journal having sum(amount_micro) <> 0",
    );
    expect(unbalanced.rows).toEqual([]);
    expect((await pglite.query("select 1 from ledger_journals where total_micro <> 0")).rows).toEqual([]);
    const books = Object.fromEntries(
      (
        await pglite.query<{ book: string; total: string }>(
          "select book, sum(amount_micro)::text as total from ledger_entries group by book",
        )
      ).rows.map((r) => [r.book, r.total]),
    );
    expect(books).toEqual({
      creator: `${274 * M}`,
      platform_revenue: `${-350 * M}`,
      referral_expense: `${-3 * M}`,
      adjustments: `${-7 * M}`,
      // Open: the pending request's net; paid: the paid one's; written off: the unreturned total.
      in_transit: `${20.02 * M}`,
      paid_out: `${38.12 * M}`,
      write_off: `${25 * M}`,
      fee_income: `${(1.88 + 0.98) * M}`,
    });
    // The confirmed months and their split as paid.
    const months = await pglite.query<{ platform_channel_id: string; final: string; owner_id: number }>(
      "select platform_channel_id, final_micro::text as final, owner_id from confirmed_months order by 1",
    );
    expect(months.rows.map((r) => [r.platform_channel_id, r.final, Number(r.owner_id)])).toEqual([
      ["UC1", `${100 * M}`, 1],
      ["UC2", `${250 * M}`, 3],
    ]);
    const shares = await pglite.query<{ account_id: number; weight: string }>(
      "select account_id, weight::text as weight from confirmed_shares where platform_channel_id = 'UC1' order by account_id",
    );
    expect(shares.rows.map((r) => [Number(r.account_id), r.weight])).toEqual([
      [1, `${30 * M}`],
      [2, `${70 * M}`],
    ]);
    // From now on an unbalanced line is refused at commit.
    await expect(
      pglite.exec(`insert into ledger_entries (network_id, account_id, journal, type, month, amount_micro, reference,
        available_from) values (1, 3, 'lonely', 'bonus', '2026-06-01', 1, 'lonely', now())`),
    ).rejects.toThrow(/does not balance/);
  });
});
