import {
  adminWithdrawalPayCall,
  adminWithdrawalRejectCall,
  DEBIT_MANUAL_TYPES,
  E,
  ERROR_CATALOGUE,
  MANUAL_PROFIT_TYPES,
  microToDecimalString,
  paymentInfoRegisterCall,
  splitRevenue,
  type TWithdrawal,
  type TWithdrawalQuote,
  withdrawalQuoteCall,
  withdrawalRequestCall,
} from "@studio/contract";
import { and, eq, like } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Network } from "../src/db/rows";
import { channels, feeRateChanges, ledgerEntries, networks, withdrawals } from "../src/db/schema";
import { confirmConfirmed } from "../src/modules/payout/confirmed-import";
import { availableBalanceOf, balanceOf, checkLedger } from "../src/modules/payout/ledger";
import { postManualEntry } from "../src/modules/payout/post-manual-entry";
import { expectError, expectOk } from "./support/assertions";
import { type SignedIn, signedIn } from "./support/channels";
import { networkIdOf } from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * A model test of the ledger (docs/decisions/086, 087, 088, 089): random sequences of confirmed
 * files (first imports, corrections, the same file again), manual rows, withdrawal requests and
 * staff paying or rejecting them (returning the money or not), against a simple model of what each
 * account should hold. Every balance equals the model's, a request takes exactly the available
 * balance and leaves none, every withdrawal has one debit and a returned one one reversing credit,
 * and the read models equal a recomputation from the rows.
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
  const staff = await signedIn(t, { isStaff: true });
  const creator = await signedIn(t);
  const manager = await signedIn(t, { accountType: "mcn", permissionFlag: 1 });
  const member = await signedIn(t, { accountType: "mcn_creator_sub", managerId: manager.account.id });
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
    staff,
    accounts: [creator.account.id, manager.account.id, member.account.id] as const,
    people: [creator, manager, member] as const,
    channelIds,
  };
}
type World = Awaited<ReturnType<typeof world>>;

/** Confirms a file of `lines` and credits the model as the split of decision 087 says. */
function modelOf(w: World) {
  const [creatorId, managerId, memberId] = w.accounts;
  const expected = new Map<number, bigint>(w.accounts.map((id) => [id, 0n]));
  const add = (id: number, amount: bigint) => expected.set(id, (expected.get(id) ?? 0n) + amount);
  const confirmed = new Map<string, bigint>();
  const filesSeen = new Set<string>();
  const confirmFile = async (text: string, lines: { channel: number; month: number; micro: bigint }[]) => {
    await confirmConfirmed(t.database.db, network, { name: "model.csv", text }, w.staffId, t.clock.now());
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
  const fileText = (lines: { channel: number; month: number; micro: bigint }[]) =>
    [
      "channel_id,month,amount_usd",
      ...lines.map(
        (l) => `${w.channelIds[l.channel]},${MONTHS[l.month]},${microToDecimalString(l.micro, 6)}`,
      ),
    ].join("\n");
  const manual = async (who: number, typeIndex: number, micro: number) => {
    const type = MANUAL_PROFIT_TYPES[typeIndex] ?? "bonus";
    const id = w.accounts[who] ?? creatorId;
    await postManualEntry(
      t.database.db,
      { networkId: network.id, accountId: w.staffId },
      {
        account_id: id,
        type,
        month: "2026-02",
        amount_usd: microToDecimalString(BigInt(micro), 6),
        reason: "model",
      },
      t.clock.now(),
    );
    add(id, DEBIT_MANUAL_TYPES.includes(type) ? -BigInt(micro) : BigInt(micro));
  };
  return { expected, add, confirmFile, fileText, manual };
}

describe("the ledger against a model", () => {
  it("keeps every balance equal to the model's and the read models equal to the rows", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 2, maxLength: 6 }), async (steps) => {
        const w = await world();
        const { expected, confirmFile, fileText, manual } = modelOf(w);
        let lastLines: { channel: number; month: number; micro: bigint }[] = [];
        for (const step of steps) {
          if (step.kind === "file") {
            lastLines = step.lines.map((l) => ({ ...l, micro: BigInt(l.micro) }));
            await confirmFile(fileText(lastLines), lastLines);
          } else if (step.kind === "again") {
            if (lastLines.length > 0) await confirmFile(fileText(lastLines), lastLines);
          } else await manual(step.who, step.type, step.micro);
        }
        for (const id of w.accounts) expect(await balanceOf(t.database.db, id)).toBe(expected.get(id));
        expect(await checkLedger(t.database.db, [...w.accounts])).toEqual([]);
      }),
      { seed: 20261122, numRuns: 15, endOnFailure: true },
    );
  });
});

type MoneyStep =
  | Step
  | { kind: "request"; who: number }
  | { kind: "pay"; who: number }
  | { kind: "reject"; who: number; recover: boolean };

const moneyStepArb: fc.Arbitrary<MoneyStep> = fc.oneof(
  { weight: 4, arbitrary: stepArb },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant("request" as const), who: fc.integer({ min: 0, max: 2 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("pay" as const), who: fc.integer({ min: 0, max: 2 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("reject" as const),
      who: fc.integer({ min: 0, max: 2 }),
      recover: fc.boolean(),
    }),
  },
);

/** The floor a request must be above (docs/spec.md §9: more than 20 USD). */
const FLOOR = 20_000_000n;
// After every confirmed month is withdrawable: the demo network opens its window every day (092).
const AFTER_ALL_MONTHS = "2026-05-12T03:00:00.000Z";

const bank = {
  method: "bank",
  holder_name: "Model Person",
  bank_name: "Deutsche Bank",
  bank_address: "Taunusanlage 12, Frankfurt am Main",
  swift: "DEUTDEFF",
  account_number: "DE89 3704 0044 0532 0130 00",
  postal_code: "60325",
  country: "DE",
};

async function ledgerRowsOf(accountId: number, reference: string) {
  return t.database.db
    .select({ amount: ledgerEntries.amountMicro })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), like(ledgerEntries.reference, reference)));
}

describe("the whole money path against a model", () => {
  it("requests take the whole available balance once; pay keeps it out, a return brings it back", async () => {
    t.clock.advance(new Date(AFTER_ALL_MONTHS).getTime() - t.clock.now().getTime());
    await fc.assert(
      fc.asyncProperty(fc.array(moneyStepArb, { minLength: 3, maxLength: 10 }), async (steps) => {
        const w = await world();
        const { expected, add, confirmFile, fileText, manual } = modelOf(w);
        for (const person of w.people) expectOk(await person.client.call(paymentInfoRegisterCall, bank));
        /** Each account's open request (id and total), as the model sees it. */
        const open = new Map<number, { id: number; total: bigint }>();
        const decided = new Map<number, "success" | "rejected" | "rejected.norecover">();
        let lastLines: { channel: number; month: number; micro: bigint }[] = [];
        const person = (who: number): SignedIn => w.people[who] ?? w.people[0];

        for (const step of steps) {
          if (step.kind === "file") {
            lastLines = step.lines.map((l) => ({ ...l, micro: BigInt(l.micro) }));
            await confirmFile(fileText(lastLines), lastLines);
          } else if (step.kind === "again") {
            if (lastLines.length > 0) await confirmFile(fileText(lastLines), lastLines);
          } else if (step.kind === "manual") await manual(step.who, step.type, step.micro);
          else if (step.kind === "request") {
            const who = person(step.who);
            const id = who.account.id;
            const balance = expected.get(id) ?? 0n;
            const quote = expectOk(await who.client.call(withdrawalQuoteCall, {})) as TWithdrawalQuote;
            // Everything is withdrawable by now: the available balance is the whole balance.
            expect(BigInt(quote.total)).toBe(balance);
            const answer = await who.client.call(withdrawalRequestCall, { total: quote.total });
            if (open.has(id)) expectError(answer, 409, E.INVALID_ACCESS);
            else if (balance <= FLOOR)
              expectError(answer, ERROR_CATALOGUE[E.INSUFFICIENT_BALANCE].status, E.INSUFFICIENT_BALANCE);
            else {
              const made = (expectOk(answer) as { withdrawal: TWithdrawal }).withdrawal;
              expect(BigInt(made.total)).toBe(balance);
              open.set(id, { id: made.id, total: balance });
              add(id, -balance);
              expect(await availableBalanceOf(t.database.db, id, t.clock.now())).toBe(0n);
            }
          } else {
            const id = person(step.who).account.id;
            const request = open.get(id);
            if (!request) continue;
            if (step.kind === "pay") {
              expectOk(
                await w.staff.client.call(adminWithdrawalPayCall, {
                  id: request.id,
                  payout_reference: "MODEL",
                }),
              );
              decided.set(request.id, "success");
            } else {
              expectOk(
                await w.staff.client.call(adminWithdrawalRejectCall, {
                  id: request.id,
                  recover: step.recover,
                  reason: "model",
                }),
              );
              decided.set(request.id, step.recover ? "rejected" : "rejected.norecover");
              if (step.recover) add(id, request.total);
            }
            open.delete(id);
          }
          for (const id of w.accounts) expect(await balanceOf(t.database.db, id)).toBe(expected.get(id));
        }

        // Every request has one debit of its total; a returned one one reversing credit, no other.
        const made = await t.database.db
          .select()
          .from(withdrawals)
          .where(eq(withdrawals.networkId, network.id))
          .then((rows) => rows.filter((r) => (w.accounts as readonly number[]).includes(r.accountId)));
        expect(made.length).toBe(open.size + decided.size);
        for (const row of made) {
          const debits = await ledgerRowsOf(row.accountId, `withdrawal:${row.id}`);
          expect(debits.map((d) => d.amount)).toEqual([-row.totalMicro]);
          const reversals = await ledgerRowsOf(row.accountId, `withdrawal:${row.id}:reversal`);
          const status = decided.get(row.id) ?? "pending";
          expect(row.status).toBe(status);
          expect(reversals.map((r) => r.amount)).toEqual(status === "rejected" ? [row.totalMicro] : []);
        }
        expect(await checkLedger(t.database.db, [...w.accounts])).toEqual([]);
      }),
      { seed: 20261124, numRuns: 12, endOnFailure: true },
    );
  });
});
