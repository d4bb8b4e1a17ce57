import { createHash } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../src/db/client";
import { normalisedDestination } from "../src/modules/payout/destination";

// Migration 0036 (docs/decisions/144) on a running network's payment info: each entry learns the
// one it replaced and its destination's hash, computed as the API computes it, and destinations two
// accounts already share are flagged. It runs on its own embedded database, migrated up to 0035.
let pglite: PGlite;
const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
const protectedDetails = migrations.findIndex((m) =>
  m.sql.some((s) => s.includes("payout_destination_flags")),
);

async function apply(index: number) {
  await pglite.transaction(async (tx) => {
    for (const statement of migrations[index]?.sql ?? []) await tx.exec(statement);
  });
}

beforeAll(async () => {
  pglite = new PGlite();
  for (let i = 0; i < protectedDetails; i++) await apply(i);
});
afterAll(() => pglite.close());

const bank = (account: number, number: string, swift: string, replaced: string) =>
  `(1, ${account}, 'bank', 'Holder', 'Bank', 'Street 1', '${swift}', '${number}', '10000', 'DE', null, null, ${replaced})`;

describe("migration 0036", () => {
  it("fills each entry's predecessor and hash as the API computes it, and flags shared destinations", async () => {
    expect(protectedDetails).toBeGreaterThan(0);
    await pglite.exec(`
      insert into networks (id, slug, name, color_primary, color_primary_dim, languages, currencies)
        values (1, 'n', 'N', '#000', '#111', '{en}', '{USD}');
      insert into accounts (id, network_id, email, nickname, password_hash, account_type, referral_code) values
        (1, 1, 'a@x.test', 'a', 'h', 'creator', 'R1'), (2, 1, 'b@x.test', 'b', 'h', 'creator', 'R2'),
        (3, 1, 'c@x.test', 'c', 'h', 'creator', 'R3');
      insert into payment_info (network_id, account_id, method, holder_name, bank_name, bank_address, swift,
          account_number, postal_code, country, paypal_account_name, paypal_email, replaced_at) values
        ${bank(1, "GB82 WEST 1234 5698 7654 32", "NWBKGB2L", "'2026-05-01'")},
        ${bank(1, "DE89 3704 0044 0532 0130 00", "DEUTDEFF", "null")},
        ${bank(2, "de89-3704-0044-0532-0130-00", "DEUTDEFF500", "null")};
      insert into payment_info (network_id, account_id, method, paypal_account_name, paypal_email)
        values (1, 3, 'paypal', 'C', 'c.pay@x.test');`);
    await apply(protectedDetails);

    const rows = (
      await pglite.query<{
        id: number;
        account_id: number;
        replaces_id: number | null;
        destination_key: string;
      }>("select id, account_id, replaces_id, destination_key from payment_info order by id")
    ).rows;
    expect(
      rows.map((r) => [Number(r.account_id), r.replaces_id === null ? null : Number(r.replaces_id)]),
    ).toEqual([
      [1, null],
      [1, Number(rows[0]?.id)],
      [2, null],
      [3, null],
    ]);
    const [key] = (
      await pglite.query<{ value: string }>(
        "select value from app_state where key = 'payout_destination_key'",
      )
    ).rows;
    const hash = (text: string) => createHash("sha256").update(`${key?.value}|${text}`, "utf8").digest("hex");
    const details = {
      method: "bank" as const,
      holder_name: "Holder",
      bank_name: "Bank",
      bank_address: "Street 1",
      swift: "DEUTDEFF",
      account_number: "DE89 3704 0044 0532 0130 00",
      postal_code: "10000",
      country: "DE",
    };
    expect(rows[1]?.destination_key).toBe(hash(normalisedDestination(details)));
    expect(rows[2]?.destination_key).toBe(rows[1]?.destination_key);
    expect(rows[3]?.destination_key).toBe(
      hash(normalisedDestination({ method: "paypal", account_name: "C", email: "c.pay@x.test" })),
    );

    const flags = (
      await pglite.query<{ account_id: number; other_account_id: number; masked: string; method: string }>(
        "select account_id, other_account_id, masked, method from payout_destination_flags order by account_id",
      )
    ).rows.map((f) => [Number(f.account_id), Number(f.other_account_id), f.masked, f.method]);
    expect(flags).toEqual([
      [1, 2, "****3000", "bank"],
      [2, 1, "****3000", "bank"],
    ]);
    const [network] = (
      await pglite.query<{ hours: number }>("select payout_cooling_off_hours as hours from networks")
    ).rows;
    expect(network?.hours).toBe(72);
  });
});
