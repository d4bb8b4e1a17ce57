import {
  DEBIT_MANUAL_TYPES,
  MANUAL_PROFIT_TYPES,
  microToDecimalString,
  splitRevenue,
} from "@studio/contract";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Network } from "../src/db/rows";
import { channels, feeRateChanges, networks } from "../src/db/schema";
import { confirmConfirmed } from "../src/modules/payout/confirmed-import";
import { balanceOf, checkLedger, postManualEntry } from "../src/modules/payout/ledger";
import { createAccount, networkIdOf } from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * A model test of the ledger (docs/decisions.md 086, 087): random sequences of confirmed files
 * (first imports, corrections, the same file again) and manual rows against a simple model of
 * what each account should hold. After every sequence, each balance equals the model's and the read
 * models equal a recomputation from the rows.
 */

let t: TestApp;
let network: Network;
beforeAll(async () => {
  t = await createTestApp();
  const id = await networkIdOf(t.database.db);
  const [row] = await t.database.db.select().from(networks).where(eq(networks.id, id));
  if (!row) throw new Error("no network");
  network = row;
});
afterAll(() => t.close());

const MONTHS = ["2026-01", "2026-02", "2026-03"] as const;
/** The member's rate in force each month (changes between months). */
const RATES: Record<(typeof MONTHS)[number], number> = {
  "2026-01": 3000,
  "2026-02": 1250,
  "2026-03": 10_000,
};

type Step =
  | { kind: "file"; lines: { channel: number; month: number; micro: number }[] }
  | { kind: "again" }
  | { kind: "manual"; who: number; type: number; micro: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("file" as const),
      lines: fc.uniqueArray(
        fc.record({
          channel: fc.integer({ min: 0, max: 2 }),
          month: fc.integer({ min: 0, max: 2 }),
          micro: fc.integer({ min: 0, max: 50_000_000 }),
        }),
        { minLength: 1, maxLength: 4, selector: (l) => `${l.channel}|${l.month}` },
      ),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "again" as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("manual" as const),
      who: fc.integer({ min: 0, max: 2 }),
      type: fc.integer({ min: 0, max: MANUAL_PROFIT_TYPES.length - 1 }),
      micro: fc.integer({ min: 1, max: 9_000_000 }),
    }),
  },
);

async function world() {
  const db = t.database.db;
  const staff = await createAccount(db, { isStaff: true });
  const creator = await createAccount(db);
  const manager = await createAccount(db, { accountType: "mcn", permissionFlag: 1 });
  const member = await createAccount(db, { accountType: "mcn_creator_sub", managerId: manager.account.id });
  for (const month of MONTHS) {
    await db.insert(feeRateChanges).values({
      networkId: network.id,
      memberId: member.account.id,
      effectiveMonth: `${month}-01`,
      feeRateBp: RATES[month],
      changedBy: manager.account.id,
    });
  }
  const channel = async (ownerId: number, memberId: number | null) => {
    const [row] = await db
      .insert(channels)
      .values({
        networkId: network.id,
        ownerId,
        assignedMemberId: memberId,
        platformChannelId: `UCmodel${crypto.randomUUID().slice(0, 12)}`,
        handle: "@model",
        title: "Model",
        category: "game",
        status: "approved",
        verificationCode: "code",
      })
      .returning({ id: channels.id });
    if (!row) throw new Error("no channel");
    return row.id;
  };
  // Channel 0: the creator's own; 1 and 2: the manager's, assigned to the member.
  const channelIds = [
    await channel(creator.account.id, null),
    await channel(manager.account.id, member.account.id),
    await channel(manager.account.id, member.account.id),
  ];
  return {
    staffId: staff.account.id,
    accounts: [creator.account.id, manager.account.id, member.account.id] as const,
    channelIds,
  };
}

describe("the ledger against a model", () => {
  it("keeps every balance equal to the model's and the read models equal to the rows", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 2, maxLength: 6 }), async (steps) => {
        const w = await world();
        const [creatorId, managerId, memberId] = w.accounts;
        const expected = new Map<number, bigint>(w.accounts.map((id) => [id, 0n]));
        const add = (id: number, amount: bigint) => expected.set(id, (expected.get(id) ?? 0n) + amount);
        const confirmed = new Map<string, bigint>();
        const filesSeen = new Set<string>();
        let lastFile: string | null = null;
        const confirmFile = async (
          text: string,
          lines: { channel: number; month: number; micro: bigint }[],
        ) => {
          await confirmConfirmed(
            t.database.db,
            network,
            { name: "model.csv", text },
            w.staffId,
            t.clock.now(),
          );
          if (filesSeen.has(text)) return;
          filesSeen.add(text);
          for (const line of lines) {
            const key = `${line.channel}|${line.month}`;
            const adjustment = line.micro - (confirmed.get(key) ?? 0n);
            confirmed.set(key, line.micro);
            if (line.channel === 0) add(creatorId, adjustment);
            else {
              const split = splitRevenue(adjustment, RATES[MONTHS[line.month] ?? "2026-01"]);
              add(memberId, split.member);
              add(managerId, split.manager);
            }
          }
        };
        let lastLines: { channel: number; month: number; micro: bigint }[] = [];
        for (const step of steps) {
          if (step.kind === "file") {
            lastLines = step.lines.map((l) => ({ ...l, micro: BigInt(l.micro) }));
            lastFile = [
              "channel_id,month,amount_usd",
              ...lastLines.map(
                (l) => `${w.channelIds[l.channel]},${MONTHS[l.month]},${microToDecimalString(l.micro, 6)}`,
              ),
            ].join("\n");
            await confirmFile(lastFile, lastLines);
          } else if (step.kind === "again") {
            if (lastFile) await confirmFile(lastFile, lastLines);
          } else {
            const type = MANUAL_PROFIT_TYPES[step.type] ?? "bonus";
            const id = w.accounts[step.who] ?? creatorId;
            await postManualEntry(
              t.database.db,
              { networkId: network.id, accountId: w.staffId },
              {
                account_id: id,
                type,
                month: "2026-02",
                amount_usd: microToDecimalString(BigInt(step.micro), 6),
                reason: "model",
              },
              t.clock.now(),
            );
            add(id, DEBIT_MANUAL_TYPES.includes(type) ? -BigInt(step.micro) : BigInt(step.micro));
          }
        }
        for (const id of w.accounts) expect(await balanceOf(t.database.db, id)).toBe(expected.get(id));
        expect(await checkLedger(t.database.db, [...w.accounts])).toEqual([]);
      }),
      { seed: 20261122, numRuns: 15, endOnFailure: true },
    );
  });
});
