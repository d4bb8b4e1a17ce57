import {
  DEBIT_MANUAL_TYPES,
  E,
  INVITATION,
  MANUAL_PROFIT_TYPES,
  type ManualProfitType,
  microToDecimalString,
  WITHDRAWAL,
} from "@studio/contract";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Network } from "../src/db/rows";
import { rowsOf } from "../src/db/rows";
import { channels, feeRateChanges, networks, paymentInfo } from "../src/db/schema";
import type { AppDeps } from "../src/deps";
import { AppError } from "../src/lib/app-error";
import { StaffAuditNote } from "../src/lib/staff-audit";
import { transition } from "../src/modules/channel/transition";
import { confirmConfirmed } from "../src/modules/payout/confirmed-import";
import { decideManualEntry } from "../src/modules/payout/decide-manual-entry";
import { decideWithdrawal } from "../src/modules/payout/decide-withdrawal";
import { availableBalanceOf, checkLedger, unbalancedJournals } from "../src/modules/payout/ledger";
import { createBatch } from "../src/modules/payout/payout-batches";
import { postManualEntry } from "../src/modules/payout/post-manual-entry";
import { requestWithdrawal } from "../src/modules/payout/request-withdrawal";
import { settleBatch } from "../src/modules/payout/settle-batch";
import { expireReferralPoints } from "../src/modules/referral";
import { assignChannel, unassignChannel } from "../src/modules/team/channel-assignment";
import { updateMember } from "../src/modules/team/update-member";
import { createAccount, networkIdOf } from "./support/factories";
import { createTestApp, type TestApp, testEngine } from "./support/test-app";

/**
 * A model test of the money (docs/decisions/086, 087, 088, 089, 121, 130, 131, 132, 133 and 134):
 * random sequences of what happens to a network's money, run against a model that knows what every
 * account must hold.
 *
 * The steps: confirmed revenue files (first confirmations, corrections up and down, any earlier file
 * sent again, lines naming a channel by its Studio id or by its platform id), manual entries (at
 * once, above the four-eyes threshold and then approved or declined, replayed by Idempotency-Key),
 * fee-rate changes (of open and of confirmed months), the member's channels assigned and taken back,
 * channels deleted and registered again (same platform channel, a new row), time passing, referral
 * points accruing on a friend's confirmed revenue and expiring, withdrawal requests, payments and
 * rejections with or without the money returned (a failed payment returns it).
 *
 * After every step: every journal balances and the network's ledger sums to zero; the read models
 * equal the rows; every confirmed channel-month states the model's final amount (the last file that
 * named it, whichever) and each holder has received exactly its share of it by the split frozen at
 * the month's first confirmation (recomputed here, not by the product's code), never below zero;
 * the split never changes; every balance equals the model's; each withdrawal has exactly its
 * journals, and the books (in transit, paid out, fee income, write-off) say where its money is; the
 * inviter's referral and expiry rows are the model's.
 *
 * On PostgreSQL it runs 25 worlds of 60 steps (1,500 steps); on PGlite, a short run of 50.
 */

let t: TestApp;
let network: Network;
/** The model's time, shared by the worlds: it only moves forward, as a real network's does. */
let clock: Date;

const POSTGRES = testEngine() === "postgres";
const RUNS = POSTGRES ? 25 : 2;
const STEPS = POSTGRES ? 60 : 25;

beforeAll(async () => {
  t = await createTestApp();
  const id = await networkIdOf(t.database.db);
  const [row] = await t.database.db.select().from(networks).where(eq(networks.id, id));
  if (!row) throw new Error("no network");
  network = row;
  // The model's arithmetic of time assumes the demo network's zone and open day (openAt below).
  expect([network.timeZone, network.withdrawalOpenDay]).toEqual(["Asia/Seoul", 1]);
  // A fixed start, so that a run is the same whatever the day; after the app's own clock, so that
  // its daily jobs (referral expiry) never reach the model's rows.
  const after = new Date(t.clock.now().getTime() + 40 * 86_400_000);
  const fixed = new Date(Date.UTC(2031, 0, 3, 3));
  clock = after > fixed ? new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), 3, 3)) : fixed;
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------
// Time and months
// ---------------------------------------------------------------------------------------------

/** `YYYY-MM` plus `k` months. */
function monthPlus(month: string, k: number): string {
  const [y = 0, m = 1] = month.split("-").map(Number);
  const d = new Date(Date.UTC(y, m - 1 + k, 1));
  return d.toISOString().slice(0, 7);
}
const monthOfDate = (at: Date) => at.toISOString().slice(0, 7);
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * `days` later, on a day of the month no later than the 28th, at 03:00 UTC (noon in Seoul, the
 * network's zone): "six months later" means the same thing to JavaScript and to PostgreSQL.
 */
function later(at: Date, days: number): Date {
  let y = at.getUTCFullYear();
  let m = at.getUTCMonth();
  let d = at.getUTCDate() + days;
  while (d > 28) {
    d -= 28;
    m += 1;
  }
  if (m > 11) {
    y += Math.floor(m / 12);
    m %= 12;
  }
  return new Date(Date.UTC(y, m, d, 3));
}

/** When month M's revenue becomes withdrawable: the 1st of M+1, 00:00 in Seoul (open day 1). */
function openAt(month: string): Date {
  const [y = 0, m = 1] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m, 1, -9));
}

/** A referral credit's end of validity (docs/spec.md §4): six months after it was issued. */
function expiryOf(issued: Date): Date {
  const at = new Date(issued);
  at.setUTCMonth(at.getUTCMonth() + INVITATION.validityMonths);
  return at;
}

// ---------------------------------------------------------------------------------------------
// The model's own arithmetic (independent of the product's code)
// ---------------------------------------------------------------------------------------------

interface Share {
  accountId: number;
  weight: bigint;
  feeRateBp: number;
}

/**
 * Each holder's share of a month's final amount: parts by weight truncated, the micro-dollars left
 * over to the largest weight (the latest of equals); a member's part less the owner's fee at the
 * frozen rate (truncated), the fee to the owner.
 */
function targetsOf(final: bigint, shares: Share[], ownerId: number): Map<number, bigint> {
  const out = new Map<number, bigint>();
  const add = (id: number, amount: bigint) => out.set(id, (out.get(id) ?? 0n) + amount);
  const live = shares.filter((s) => s.weight > 0n);
  if (live.length === 0) {
    add(ownerId, final);
    return out;
  }
  const total = live.reduce((sum, s) => sum + s.weight, 0n);
  const parts = live.map((s) => (final * s.weight) / total);
  let largest = 0;
  for (let i = 0; i < live.length; i++)
    if ((live[i]?.weight ?? 0n) >= (live[largest]?.weight ?? 0n)) largest = i;
  parts[largest] = (parts[largest] ?? 0n) + final - parts.reduce((sum, p) => sum + p, 0n);
  live.forEach((s, i) => {
    const part = parts[i] ?? 0n;
    const fee = (part * BigInt(s.feeRateBp)) / 10_000n;
    add(s.accountId, part - fee);
    if (fee !== 0n) add(ownerId, fee);
  });
  return out;
}

const floorCents = (micro: bigint) => (micro > 0n ? micro - (micro % 10_000n) : 0n);

/** What a request takes (docs/decisions/132): whole cents; PayPal 4.7% in cents down, bank 20 USD. */
function requestOf(available: bigint, method: "bank" | "paypal") {
  const total = floorCents(available);
  const raw =
    method === "paypal"
      ? floorCents((total * BigInt(WITHDRAWAL.paypalFeeBasisPoints)) / 10_000n)
      : WITHDRAWAL.bankFeeMicro;
  const fee = raw > total ? total : raw;
  return { total, fee, net: total - fee };
}

// ---------------------------------------------------------------------------------------------
// Steps
// ---------------------------------------------------------------------------------------------

type Step =
  | {
      kind: "file";
      lines: { slot: number; month: number; micro: number; byPlatform: boolean }[];
    }
  | { kind: "correct"; pick: number; delta: number }
  | { kind: "resend"; pick: number }
  | { kind: "manual"; who: number; type: number; micro: number; keyed: boolean }
  | { kind: "replayManual"; pick: number }
  | { kind: "decideManual"; pick: number; approve: boolean }
  | { kind: "feeRate"; month: number; bp: number }
  | { kind: "assign"; slot: number; assign: boolean }
  | { kind: "deleteChannel"; slot: number }
  | { kind: "reregister"; slot: number }
  | { kind: "tick"; days: number }
  | { kind: "expire"; days: number }
  | { kind: "request"; who: number }
  | { kind: "pay"; who: number }
  | { kind: "reject"; who: number; recover: boolean }
  | { kind: "batch"; method: "bank" | "paypal" }
  | { kind: "settle"; pick: number; paid: boolean[]; stray: boolean }
  | { kind: "resettle"; pick: number };

const usdMicro = (maxUsd: number) => fc.integer({ min: 0, max: maxUsd * 1_000_000 });

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("file" as const),
      lines: fc.uniqueArray(
        fc.record({
          slot: fc.integer({ min: 0, max: 2 }),
          month: fc.integer({ min: 0, max: 3 }),
          micro: fc.oneof({ weight: 5, arbitrary: usdMicro(700) }, { weight: 1, arbitrary: fc.constant(0) }),
          byPlatform: fc.boolean(),
        }),
        { minLength: 1, maxLength: 4, selector: (l) => `${l.slot}|${l.month}` },
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("correct" as const),
      pick: fc.nat(),
      delta: fc.integer({ min: -150_000_000, max: 150_000_000 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("resend" as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("manual" as const),
      who: fc.integer({ min: 0, max: 3 }),
      type: fc.integer({ min: 0, max: MANUAL_PROFIT_TYPES.length - 1 }),
      // Mostly small; some above the four-eyes threshold (1,000 USD).
      micro: fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: 1, max: 60_000_000 }) },
        { weight: 2, arbitrary: fc.integer({ min: 950_000_000, max: 1_200_000_000 }) },
      ),
      keyed: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("replayManual" as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("decideManual" as const),
      pick: fc.nat(),
      approve: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("feeRate" as const),
      month: fc.integer({ min: 0, max: 4 }),
      bp: fc.constantFrom(0, 1, 1_250, 3_000, 3_333, 5_000, 9_999, 10_000),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("assign" as const),
      slot: fc.integer({ min: 1, max: 2 }),
      assign: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("deleteChannel" as const),
      slot: fc.integer({ min: 0, max: 2 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant("reregister" as const), slot: fc.integer({ min: 0, max: 2 }) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant("tick" as const), days: fc.integer({ min: 1, max: 40 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("expire" as const), days: fc.integer({ min: 0, max: 200 }) }),
  },
  {
    weight: 5,
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
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("batch" as const),
      method: fc.constantFrom("bank" as const, "paypal" as const),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("settle" as const),
      pick: fc.nat(),
      paid: fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }),
      stray: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("resettle" as const), pick: fc.nat() }) },
);

// ---------------------------------------------------------------------------------------------
// The world and its model
// ---------------------------------------------------------------------------------------------

interface Period {
  member: number;
  from: string;
  to: string | null;
}

interface Slot {
  platformId: string;
  ownerId: number;
  /** The current registration (null: deleted). */
  rowId: number | null;
  /** Every registration it has had. */
  rows: number[];
}

interface ConfirmedMonth {
  platformId: string;
  month: string;
  channelId: number;
  ownerId: number;
  final: bigint;
  shares: Share[];
}

interface SentFile {
  text: string;
  lines: { slot: number; month: string; micro: bigint; byPlatform: boolean; rowId: number | null }[];
}

interface InviterRow {
  type: "referral" | "expire" | ManualProfitType;
  month: string;
  amount: bigint;
  at: Date;
  /** A referral row's friend-month; an expire row's credit (index into the rows). */
  referralMonth?: string;
  creditOf?: number;
}

interface ModelWithdrawal {
  id: number;
  accountId: number;
  total: bigint;
  fee: bigint;
  net: bigint;
  method: "bank" | "paypal";
  status: "pending" | "processing" | "success" | "rejected" | "rejected.norecover";
  batchId: number | null;
}

interface ManualModel {
  id: number;
  accountId: number;
  amount: bigint;
  status: "awaiting_approval" | "posted" | "declined";
  key: string | null;
  input: Parameters<typeof postManualEntry>[2];
}

/** How the creator, the manager and the member are paid. */
const METHODS = ["bank", "paypal", "bank"] as const;

async function insertChannel(slot: Slot, member: number | null): Promise<number> {
  const [row] = await t.database.db
    .insert(channels)
    .values({
      networkId: network.id,
      ownerId: slot.ownerId,
      assignedMemberId: member,
      platformChannelId: slot.platformId,
      handle: "@model",
      title: "Model",
      category: "game",
      status: "approved",
      verificationCode: "code",
    })
    .returning({ id: channels.id });
  if (!row) throw new Error("no channel");
  return row.id;
}

async function newWorld() {
  const db = t.database.db;
  // A world starts on the 3rd of the month after the last one's time.
  const start = new Date(Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth() + 1, 3, 3));
  const make = async (values: Parameters<typeof createAccount>[1]) =>
    (await createAccount(db, { networkId: network.id, ...values })).account;
  const staff = await make({ isStaff: true });
  const staff2 = await make({ isStaff: true });
  const inviter = await make({});
  // The creator signed up with the inviter's code at the world's start: its first three months earn points.
  const creator = await make({ referredBy: inviter.id, createdAt: start });
  const manager = await make({ accountType: "mcn", permissionFlag: 1 });
  const member = await make({ accountType: "mcn_creator_sub", managerId: manager.id });
  const first = monthOfDate(start);
  // Where each is paid (METHODS): the creator and the member by bank, the manager by PayPal.
  await db.insert(paymentInfo).values(
    [creator, manager, member].map((a, i) =>
      METHODS[i] === "bank"
        ? {
            networkId: network.id,
            accountId: a.id,
            method: "bank" as const,
            holderName: "Model Person",
            bankName: "Deutsche Bank",
            bankAddress: "Taunusanlage 12, Frankfurt am Main",
            swift: "DEUTDEFF",
            accountNumber: "DE89 3704 0044 0532 0130 00",
            postalCode: "60325",
            country: "DE",
          }
        : {
            networkId: network.id,
            accountId: a.id,
            method: "paypal" as const,
            paypalAccountName: "Model Person",
            paypalEmail: `model-${a.id}@example.test`,
          },
    ),
  );
  const feeChanges: { month: string; bp: number }[] = [
    { month: monthPlus(first, -1), bp: 3_000 },
    { month: monthPlus(first, 1), bp: 1_250 },
  ];
  for (const change of feeChanges)
    await db.insert(feeRateChanges).values({
      networkId: network.id,
      memberId: member.id,
      effectiveMonth: `${change.month}-01`,
      feeRateBp: change.bp,
      changedBy: manager.id,
    });
  const slots: Slot[] = [creator.id, manager.id, manager.id].map((ownerId) => ({
    platformId: `UCmodel${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`,
    ownerId,
    rowId: null,
    rows: [],
  }));
  const periods = new Map<number, Period[]>();
  const assigned = new Map<number, number | null>();
  // Channel 0: the creator's own; 1: the manager's, assigned to the member (taken back on the
  // world's first day, see startWorld); 2: the manager's, kept.
  for (const [i, slot] of slots.entries()) {
    const memberId = i === 1 ? member.id : null;
    const rowId = await insertChannel(slot, memberId);
    slot.rowId = rowId;
    slot.rows.push(rowId);
    assigned.set(rowId, memberId);
    periods.set(rowId, memberId ? [{ member: memberId, from: "1970-01-01", to: null }] : []);
  }
  clock = start;
  return {
    staff,
    staff2,
    inviter,
    creator,
    manager,
    member,
    /** Who withdraws: the creator, the manager and the member; the inviter only earns points. */
    people: [creator, manager, member] as const,
    everyone: [creator, manager, member, inviter] as const,
    signUpMonth: first,
    months: [-1, 0, 1, 2].map((k) => monthPlus(first, k)),
    feeMonths: [-1, 0, 1, 2, 3].map((k) => monthPlus(first, k)),
    slots,
    periods,
    assigned,
    feeChanges,
    confirmed: new Map<string, ConfirmedMonth>(),
    dbShares: new Map<string, string>(),
    files: [] as SentFile[],
    /** Balances less confirmed revenue (which follows from `confirmed`). */
    other: new Map<number, bigint>([creator, manager, member, inviter].map((a) => [a.id, 0n])),
    inviterRows: [] as InviterRow[],
    withdrawals: [] as ModelWithdrawal[],
    /** The payout batches created while the world ran, and the settlement files sent for them. */
    batches: [] as number[],
    settlements: [] as { batchId: number; text: string; lines: { id: number; paid: boolean }[] }[],
    manual: [] as ManualModel[],
  };
}
type World = Awaited<ReturnType<typeof newWorld>>;

const deps = (): AppDeps => ({ ...t.app.deps, now: () => clock });

/**
 * A new world whose manager takes channel 1 back from the member on the world's first day: the
 * member holds the days before it, so the first month's split has two holders.
 */
async function startWorld(): Promise<World> {
  const w = await newWorld();
  const slot = w.slots[1];
  if (slot) await setAssignment(w, slot, false);
  return w;
}

/** The rate in force for a month (docs/decisions/079, 080), from the model's list of changes. */
function rateFor(w: World, month: string): number {
  let best: { month: string; bp: number; i: number } | undefined;
  w.feeChanges.forEach((c, i) => {
    if (c.month <= month && (!best || c.month > best.month || (c.month === best.month && i > best.i)))
      best = { ...c, i };
  });
  if (best) return best.bp;
  let oldest = w.feeChanges[0];
  for (const c of w.feeChanges) if (oldest && c.month < oldest.month) oldest = c;
  return oldest?.bp ?? 0;
}

/** Who held a registration in a month (docs/decisions/105), by their days (no estimates in these worlds). */
function sharesFor(w: World, rowId: number, ownerId: number, month: string): Share[] {
  const start = `${month}-01`;
  const end = `${monthPlus(month, 1)}-01`;
  const spans: { member: number | null; from: string; to: string }[] = [];
  let cursor = start;
  const periods = [...(w.periods.get(rowId) ?? [])].sort((a, b) => (a.from < b.from ? -1 : 1));
  for (const p of periods) {
    if (p.from >= end || (p.to !== null && p.to <= start)) continue;
    const from = p.from > start ? p.from : start;
    const to = p.to === null || p.to > end ? end : p.to;
    if (from > cursor) spans.push({ member: null, from: cursor, to: from });
    spans.push({ member: p.member, from, to });
    cursor = to;
  }
  if (cursor < end) spans.push({ member: null, from: cursor, to: end });
  const weights = new Map<number | null, bigint>();
  for (const s of spans) {
    const days = spans.length === 1 ? 1n : BigInt((Date.parse(s.to) - Date.parse(s.from)) / 86_400_000);
    weights.set(s.member, (weights.get(s.member) ?? 0n) + days);
  }
  return [...weights].map(([member, weight]) =>
    member === null || member === ownerId
      ? { accountId: ownerId, weight, feeRateBp: 0 }
      : { accountId: member, weight, feeRateBp: rateFor(w, month) },
  );
}

/** What an account has been credited of confirmed revenue, in all or in one month. */
function musicOf(w: World, accountId: number, month?: string): bigint {
  let sum = 0n;
  for (const c of w.confirmed.values())
    if (month === undefined || c.month === month)
      sum += targetsOf(c.final, c.shares, c.ownerId).get(accountId) ?? 0n;
  return sum;
}

const balanceOfModel = (w: World, accountId: number) =>
  musicOf(w, accountId) + (w.other.get(accountId) ?? 0n);
const addOther = (w: World, accountId: number, amount: bigint) =>
  w.other.set(accountId, (w.other.get(accountId) ?? 0n) + amount);

/** The balance less the confirmed revenue of months not yet withdrawable. */
function availableOfModel(w: World, accountId: number): bigint {
  let pending = 0n;
  for (const month of new Set([...w.confirmed.values()].map((c) => c.month)))
    if (openAt(month) > clock) pending += musicOf(w, accountId, month);
  return balanceOfModel(w, accountId) - pending;
}

const keyOf = (platformId: string, month: string) => `${platformId}|${month}`;

/** How often each outcome came up: the run asserts that every one of them did. */
const seen = new Map<string, number>();
const note = (outcome: string) => seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
/** What the long run must have come across (it is the same run every time: fixed seed, fixed start). */
const MUST_SEE = [
  "an earlier file sent again",
  "file with nothing to change",
  "file refused (a channel not registered)",
  "month confirmed for the first time",
  "month split between holders",
  "month first confirmed on a registration again",
  "correction up",
  "correction down",
  "correction through a registration again",
  "fee rate changed",
  "fee rate refused: past month",
  "fee rate refused: confirmed month",
  "channel assigned",
  "channel taken back",
  "channel deleted",
  "channel registered again",
  "referral points up",
  "referral points down",
  "points expired",
  "manual entry posted",
  "manual entry awaiting approval",
  "manual entry approved by another administrator",
  "manual entry replayed",
  "request made (bank)",
  "request made (paypal)",
  "request refused: 20 USD or less",
  "request refused: bank below 100 USD",
  "request refused: one open already",
  "pending request decided by hand: success",
  "pending request decided by hand: rejected",
  "pending request decided by hand: rejected.norecover",
  "batch of bank",
  "batch of paypal",
  "settled paid",
  "settled failed, money returned",
  "settlement line unchanged",
  "settlement line refused",
];

async function refusalOf(run: () => Promise<unknown>): Promise<AppError | null> {
  try {
    await run();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Confirmations and referral points
// ---------------------------------------------------------------------------------------------

async function confirmFile(w: World, file: SentFile): Promise<void> {
  const resolved = file.lines.map((line) => {
    const slot = w.slots[line.slot];
    if (!slot) throw new Error("no slot");
    const rowId = line.byPlatform ? slot.rowId : slot.rowId === line.rowId ? line.rowId : null;
    return { ...line, slot, rowId };
  });
  const linesBefore = await revenueLinesOf(w);
  const result = await confirmConfirmed(
    t.database.db,
    network,
    { name: "model.csv", text: file.text },
    w.staff.id,
    clock,
  );
  // A line naming a channel that is not registered refuses the whole file; nothing changes.
  const refused = resolved.some((line) => line.rowId === null);
  expect(result.rejected.length > 0).toBe(refused);
  if (refused) {
    note("file refused (a channel not registered)");
    expect(result.posted).toBe(0);
    return;
  }
  const changed = resolved.filter((line) => {
    const before = w.confirmed.get(keyOf(line.slot.platformId, line.month));
    return before === undefined || before.final !== line.micro;
  });
  // Each holder whose share of the new final amount differs from what it had is posted the
  // difference, one line; nobody else is posted anything (identical amounts post nothing).
  let differences = 0;
  for (const line of changed) {
    const before = w.confirmed.get(keyOf(line.slot.platformId, line.month));
    if (!before) continue;
    const old = targetsOf(before.final, before.shares, before.ownerId);
    const next = targetsOf(line.micro, before.shares, before.ownerId);
    for (const id of new Set([...old.keys(), ...next.keys()]))
      if ((old.get(id) ?? 0n) !== (next.get(id) ?? 0n)) differences++;
  }
  for (const line of changed) {
    const key = keyOf(line.slot.platformId, line.month);
    const before = w.confirmed.get(key);
    if (before) {
      note(line.micro > before.final ? "correction up" : "correction down");
      if (before.channelId !== line.rowId) note("correction through a registration again");
      before.final = line.micro;
    } else {
      const rowId = line.rowId ?? 0;
      const month: ConfirmedMonth = {
        platformId: line.slot.platformId,
        month: line.month,
        channelId: rowId,
        ownerId: line.slot.ownerId,
        final: line.micro,
        shares: sharesFor(w, rowId, line.slot.ownerId, line.month),
      };
      w.confirmed.set(key, month);
      for (const amount of targetsOf(month.final, month.shares, month.ownerId).values())
        if (amount !== 0n) differences++;
      note("month confirmed for the first time");
      if (month.shares.length > 1) note("month split between holders");
      if (w.slots.find((s) => s.platformId === month.platformId)?.rows[0] !== rowId)
        note("month first confirmed on a registration again");
    }
  }
  expect((await revenueLinesOf(w)) - linesBefore, "revenue lines posted").toBe(differences);
  if (changed.length === 0) {
    note("file with nothing to change");
    expect(result.posted).toBe(0);
    return;
  }
  // The inviter's points for the friend's months just confirmed (docs/decisions/121).
  for (const month of new Set(changed.map((line) => line.month))) creditReferral(w, month);
  // The split of a month confirmed for the first time, as stored: it never changes afterwards.
  const stored = await storedShares(w);
  for (const line of changed) {
    const key = keyOf(line.slot.platformId, line.month);
    if (w.dbShares.has(key)) continue;
    const shares = w.confirmed.get(key)?.shares ?? [];
    expect(stored.get(key), `the split frozen for ${key}`).toEqual(sharesText(shares));
    w.dbShares.set(key, stored.get(key) ?? "");
  }
}

/** How many confirmed revenue lines the world's channels have. */
async function revenueLinesOf(w: World): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(
    await t.database.db.execute(sql`
      select count(*) as n from ledger_entries
      where network_id = ${network.id} and type = 'music_profit' and book = 'creator'
        and channel_id in (${inList(w.slots.flatMap((s) => s.rows))})`),
  );
  return Number(row?.n ?? 0);
}

function creditReferral(w: World, month: string): void {
  const first = w.signUpMonth;
  if (month < first || month >= monthPlus(first, INVITATION.accrualMonths)) return;
  const due = (musicOf(w, w.creator.id, month) * BigInt(network.referralShareBp)) / 10_000n;
  let posted = 0n;
  let expired = 0n;
  w.inviterRows.forEach((row, i) => {
    if (row.type !== "referral" || row.referralMonth !== month) return;
    posted += row.amount;
    for (const x of w.inviterRows) if (x.type === "expire" && x.creditOf === i) expired += -x.amount;
  });
  // Moves by what the revenue moved, but never takes back what has expired already.
  const change = due - posted > expired - posted ? due - posted : expired - posted;
  if (change === 0n) return;
  note(change > 0n ? "referral points up" : "referral points down");
  w.inviterRows.push({ type: "referral", month, amount: change, at: clock, referralMonth: month });
  addOther(w, w.inviter.id, change);
}

/**
 * Referral expiry (docs/spec.md §4): the inviter's rows replayed in the order written, every debit
 * spending the oldest credit left; at a referral credit's end of validity, what is left of it goes.
 */
function expireReferral(w: World): void {
  const rows = w.inviterRows;
  const expiredCredits = new Set(rows.filter((r) => r.type === "expire").map((r) => r.creditOf));
  const events: { at: number; order: number; run: () => void }[] = [];
  const left = new Map<number, bigint>();
  const queue: number[] = [];
  const due: { credit: number; amount: bigint }[] = [];
  rows.forEach((row, i) => {
    if (row.type === "expire") return;
    if (row.amount > 0n) {
      events.push({
        at: row.at.getTime(),
        order: i,
        run: () => {
          queue.push(i);
          left.set(i, row.amount);
        },
      });
      const end = expiryOf(row.at);
      if (row.type === "referral" && (end <= clock || expiredCredits.has(i)))
        events.push({
          at: end.getTime(),
          order: i,
          run: () => {
            const rest = left.get(i) ?? 0n;
            left.set(i, 0n);
            if (!expiredCredits.has(i)) due.push({ credit: i, amount: rest });
          },
        });
    } else
      events.push({
        at: row.at.getTime(),
        order: i,
        run: () => {
          let owed = -row.amount;
          for (const credit of queue) {
            const have = left.get(credit) ?? 0n;
            const take = have < owed ? have : owed;
            left.set(credit, have - take);
            owed -= take;
          }
        },
      });
  });
  events.sort((a, b) => a.at - b.at || a.order - b.order);
  for (const event of events) event.run();
  for (const { credit, amount } of due) {
    rows.push({ type: "expire", month: monthOfDate(clock), amount: -amount, at: clock, creditOf: credit });
    addOther(w, w.inviter.id, -amount);
    note(amount > 0n ? "points expired" : "points expired, all spent");
  }
}

// ---------------------------------------------------------------------------------------------
// One step
// ---------------------------------------------------------------------------------------------

function fileOf(
  w: World,
  lines: { slot: number; month: string; micro: bigint; byPlatform: boolean }[],
): SentFile {
  const withRows = lines.map((line) => {
    const rowId = w.slots[line.slot]?.rowId ?? null;
    return { ...line, rowId, byPlatform: line.byPlatform || rowId === null };
  });
  const text = [
    "channel_id,month,amount_usd",
    ...withRows.map(
      (l) =>
        `${l.byPlatform ? w.slots[l.slot]?.platformId : l.rowId},${l.month},${microToDecimalString(l.micro, 6)}`,
    ),
  ].join("\n");
  return { text, lines: withRows };
}

async function setAssignment(w: World, slot: Slot, assign: boolean): Promise<void> {
  const rowId = slot.rowId;
  if (rowId === null || slot.ownerId !== w.manager.id) return;
  const current = w.assigned.get(rowId) ?? null;
  if (assign) await assignChannel(deps(), w.manager, { channel_id: rowId, target: w.member.id });
  else await unassignChannel(deps(), w.manager, { channel_id: rowId });
  const next = assign ? w.member.id : null;
  if (current === next) return;
  // The assignment history as the database keeps it (migration 0020): cut on the day of the change.
  const today = dayOf(clock);
  const periods = (w.periods.get(rowId) ?? []).filter((p) => !(p.to === null && p.from >= today));
  for (const p of periods) if (p.to === null) p.to = today;
  if (next !== null)
    periods.push({ member: next, from: periods.length === 0 ? "1970-01-01" : today, to: null });
  w.periods.set(rowId, periods);
  w.assigned.set(rowId, next);
  note(next === null ? "channel taken back" : "channel assigned");
}

function openRequestOf(w: World, accountId: number) {
  return w.withdrawals.find(
    (x) => x.accountId === accountId && (x.status === "pending" || x.status === "processing"),
  );
}

async function request(w: World, who: number): Promise<void> {
  const person = w.people[who] ?? w.creator;
  const method = METHODS[who] ?? "paypal";
  const available = availableOfModel(w, person.id);
  expect(await availableBalanceOf(t.database.db, person.id, clock)).toBe(available);
  const take = requestOf(available, method);
  const call = () =>
    requestWithdrawal(
      deps(),
      network,
      person,
      { currency: "USD", language: "en" },
      { total: take.total.toString() },
      null,
    );
  if (openRequestOf(w, person.id)) {
    const refused = await refusalOf(call);
    expect(refused?.status).toBe(409);
    note("request refused: one open already");
  } else if (take.total <= WITHDRAWAL.minBalanceMicro) {
    expect((await refusalOf(call))?.code).toBe(E.INSUFFICIENT_BALANCE);
    note("request refused: 20 USD or less");
  } else if (method === "bank" && take.total < WITHDRAWAL.bankMinTotalMicro) {
    expect((await refusalOf(call))?.code).toBe(E.BANK_TRANSFER_MINIMUM);
    note("request refused: bank below 100 USD");
  } else {
    const { withdrawal } = await call();
    expect([withdrawal.total, withdrawal.fee, withdrawal.net]).toEqual(
      [take.total, take.fee, take.net].map(String),
    );
    w.withdrawals.push({
      id: withdrawal.id,
      accountId: person.id,
      ...take,
      method,
      status: "pending",
      batchId: null,
    });
    addOther(w, person.id, -take.total);
    // What is left is under a cent.
    note(`request made (${method})`);
    const rest = await availableBalanceOf(t.database.db, person.id, clock);
    expect(rest >= 0n && rest < 10_000n).toBe(true);
  }
}

async function decide(w: World, who: number, decision: "pay" | "return" | "writeOff"): Promise<void> {
  const person = w.people[who] ?? w.creator;
  const open = openRequestOf(w, person.id);
  if (!open) return;
  const from = open.status;
  await decideWithdrawal(
    deps(),
    network,
    w.staff,
    open.id,
    decision === "pay"
      ? { kind: "pay", payoutReference: "MODEL" }
      : { kind: "reject", recover: decision === "return", reason: "model" },
    "en",
  );
  open.status = decision === "pay" ? "success" : decision === "return" ? "rejected" : "rejected.norecover";
  if (decision === "return") addOther(w, person.id, open.total);
  note(`${from} request decided by hand: ${open.status}`);
}

async function manualEntry(w: World, step: Extract<Step, { kind: "manual" }>): Promise<void> {
  const account = w.everyone[step.who] ?? w.creator;
  const type = MANUAL_PROFIT_TYPES[step.type] ?? "bonus";
  const input = {
    account_id: account.id,
    type,
    month: w.months[step.type % w.months.length] ?? w.signUpMonth,
    amount_usd: microToDecimalString(BigInt(step.micro), 6),
    reason: "model",
  };
  const key = step.keyed ? crypto.randomUUID() : null;
  const entry = await postManualEntry(
    t.database.db,
    { networkId: network.id, accountId: w.staff.id },
    input,
    clock,
    { key },
  );
  const amount = DEBIT_MANUAL_TYPES.includes(type) ? -BigInt(step.micro) : BigInt(step.micro);
  const waits = BigInt(step.micro) > network.manualApprovalMicro;
  expect(entry.status).toBe(waits ? "awaiting_approval" : "posted");
  w.manual.push({ id: entry.id, accountId: account.id, amount, status: entry.status, key, input });
  if (!waits) posted(w, account.id, type, input.month, amount);
  note(waits ? "manual entry awaiting approval" : "manual entry posted");
}

function posted(w: World, accountId: number, type: ManualProfitType, month: string, amount: bigint) {
  addOther(w, accountId, amount);
  if (accountId === w.inviter.id) w.inviterRows.push({ type, month, amount, at: clock });
}

async function feeRate(w: World, step: Extract<Step, { kind: "feeRate" }>): Promise<void> {
  const month = w.feeMonths[step.month] ?? w.signUpMonth;
  const before = await feeRowsOf(w);
  const closed =
    month < monthOfDate(clock) ||
    [...w.confirmed.values()].some((c) => c.ownerId === w.manager.id && c.month >= month);
  const refused = await refusalOf(() =>
    updateMember(deps(), network, w.manager, { target: w.member.id, fee_rate: step.bp / 100, month }),
  );
  if (closed) {
    expect(refused?.code).toBe(E.FEE_RATE_MONTH_CLOSED);
    note(month < monthOfDate(clock) ? "fee rate refused: past month" : "fee rate refused: confirmed month");
    expect(await feeRowsOf(w)).toBe(before);
  } else {
    expect(refused).toBeNull();
    w.feeChanges.push({ month, bp: step.bp });
    note("fee rate changed");
    expect(await feeRowsOf(w)).toBe(before + 1);
  }
}

async function feeRowsOf(w: World): Promise<number> {
  const rows = await t.database.db
    .select()
    .from(feeRateChanges)
    .where(eq(feeRateChanges.memberId, w.member.id));
  return rows.length;
}

/**
 * A payout batch of a method (docs/decisions/133): every pending request of the network made this
 * month or before goes processing in it (this world's and any left by earlier worlds).
 */
async function batch(w: World, method: "bank" | "paypal"): Promise<void> {
  const audit = new StaffAuditNote("payout_batch.create", network.id, w.staff.id, "127.0.0.1");
  const { batch: made } = await createBatch(
    t.database.db,
    network,
    w.staff.id,
    { method, month: monthOfDate(clock) },
    audit,
    clock,
  );
  const taken = w.withdrawals.filter((x) => x.method === method && x.status === "pending");
  if (taken.length > 0) expect(made).not.toBeNull();
  if (!made) return;
  // Settlement steps pick among the batches that took this world's requests.
  if (taken.length > 0) w.batches.push(made.id);
  for (const x of taken) {
    x.status = "processing";
    x.batchId = made.id;
  }
  if (taken.length > 0) note(`batch of ${method}`);
}

/**
 * A batch's settlement result: each line's request paid, or failed with its money returned, if it is
 * still processing in the batch; unchanged when it already has that outcome; refused otherwise.
 */
async function settle(
  w: World,
  file: { batchId: number; text: string; lines: { id: number; paid: boolean }[] },
) {
  const audit = new StaffAuditNote("payout_batch.settle", network.id, w.staff.id, "127.0.0.1");
  const result = await settleBatch(
    deps(),
    network,
    w.staff,
    file.batchId,
    { name: "result.csv", text: file.text },
    audit,
  );
  const expected = file.lines.map((line) => {
    const x = w.withdrawals.find((y) => y.id === line.id);
    if (!x) throw new Error("no such withdrawal in the model");
    if (x.batchId !== file.batchId) return "refused not_in_batch";
    if (x.status === "processing") {
      x.status = line.paid ? "success" : "rejected";
      if (!line.paid) addOther(w, x.accountId, x.total);
      note(line.paid ? "settled paid" : "settled failed, money returned");
      return line.paid ? "paid" : "failed";
    }
    if (x.status === (line.paid ? "success" : "rejected")) {
      note("settlement line unchanged");
      return "unchanged";
    }
    note("settlement line refused");
    return "refused already_decided";
  });
  expect(
    result.lines.map((line) => (line.refusal ? `${line.outcome} ${line.refusal}` : line.outcome)),
  ).toEqual(expected);
}

async function decideManual(w: World, step: Extract<Step, { kind: "decideManual" }>): Promise<void> {
  const db = t.database.db;
  const waiting = w.manual.filter((m) => m.status === "awaiting_approval");
  const entry = waiting[step.pick % Math.max(waiting.length, 1)];
  if (!entry) return;
  // Never its poster: four eyes.
  expect(
    (
      await refusalOf(() =>
        decideManualEntry(
          db,
          { networkId: network.id, accountId: w.staff.id },
          entry.id,
          { kind: "approve" },
          clock,
        ),
      )
    )?.code,
  ).toBe(E.INVALID_ACCESS);
  const decided = await decideManualEntry(
    db,
    { networkId: network.id, accountId: w.staff2.id },
    entry.id,
    step.approve ? { kind: "approve" } : { kind: "decline", reason: "model" },
    clock,
  );
  entry.status = decided.status;
  expect(entry.status).toBe(step.approve ? "posted" : "declined");
  if (step.approve) posted(w, entry.accountId, entry.input.type, entry.input.month, entry.amount);
  note(step.approve ? "manual entry approved by another administrator" : "manual entry declined");
}

/** A settlement file for one of the world's batches: its requests paid or failed, perhaps a stray line. */
async function settleStep(w: World, step: Extract<Step, { kind: "settle" }>): Promise<void> {
  const batchId = w.batches[step.pick % Math.max(w.batches.length, 1)];
  if (batchId === undefined) return;
  const mine = w.withdrawals.filter((x) => x.batchId === batchId);
  const stray = w.withdrawals.find((x) => x.batchId !== batchId);
  const lines = [
    ...mine.map((x, i) => ({ id: x.id, paid: step.paid[i % step.paid.length] ?? true })),
    ...(step.stray && stray ? [{ id: stray.id, paid: true }] : []),
  ];
  if (lines.length === 0) return;
  const text = [
    "withdrawal_id,status,reason,payout_reference",
    ...lines.map((l) => (l.paid ? `${l.id},paid,,MODEL-${l.id}` : `${l.id},failed,account closed,`)),
  ].join("\n");
  const file = { batchId, text, lines };
  w.settlements.push(file);
  return settle(w, file);
}

async function runStep(w: World, step: Step): Promise<void> {
  const db = t.database.db;
  switch (step.kind) {
    case "file": {
      const file = fileOf(
        w,
        step.lines.map((l) => ({ ...l, month: w.months[l.month] ?? w.signUpMonth, micro: BigInt(l.micro) })),
      );
      w.files.push(file);
      return confirmFile(w, file);
    }
    case "correct": {
      // One confirmed channel-month moved up or down (not below zero), by platform id.
      const months = [...w.confirmed.values()];
      const month = months[step.pick % Math.max(months.length, 1)];
      if (!month) return;
      const slot = w.slots.findIndex((s) => s.platformId === month.platformId);
      const micro = month.final + BigInt(step.delta) < 0n ? 0n : month.final + BigInt(step.delta);
      const file = fileOf(w, [{ slot, month: month.month, micro, byPlatform: true }]);
      w.files.push(file);
      return confirmFile(w, file);
    }
    case "resend": {
      // Any earlier file again: its amounts are final again, whatever came after it.
      const file = w.files[step.pick % Math.max(w.files.length, 1)];
      if (!file) return;
      note("an earlier file sent again");
      return confirmFile(w, file);
    }
    case "manual":
      return manualEntry(w, step);
    case "replayManual": {
      const keyed = w.manual.filter((m) => m.key !== null);
      const entry = keyed[step.pick % Math.max(keyed.length, 1)];
      if (!entry) return;
      const again = await postManualEntry(
        db,
        { networkId: network.id, accountId: w.staff.id },
        entry.input,
        clock,
        { key: entry.key },
      );
      expect(again.id).toBe(entry.id);
      note("manual entry replayed");
      return;
    }
    case "decideManual":
      return decideManual(w, step);
    case "feeRate":
      return feeRate(w, step);
    case "assign": {
      const slot = w.slots[step.slot];
      if (slot) await setAssignment(w, slot, step.assign);
      return;
    }
    case "deleteChannel": {
      const slot = w.slots[step.slot];
      if (!slot || slot.rowId === null) return;
      const [row] = await db.select().from(channels).where(eq(channels.id, slot.rowId));
      if (!row) throw new Error("channel row missing");
      const gone = await transition(db, row, {
        action: "delete",
        to: "deleted",
        actorId: slot.ownerId,
        at: clock,
      });
      expect(gone?.id).toBe(slot.rowId);
      slot.rowId = null;
      note("channel deleted");
      return;
    }
    case "reregister": {
      // The same platform channel registered again by its owner: a new row, nobody assigned.
      const slot = w.slots[step.slot];
      if (!slot || slot.rowId !== null) return;
      const rowId = await insertChannel(slot, null);
      slot.rowId = rowId;
      slot.rows.push(rowId);
      w.periods.set(rowId, []);
      w.assigned.set(rowId, null);
      note("channel registered again");
      return;
    }
    case "tick":
      clock = later(clock, step.days);
      return;
    case "expire":
      clock = later(clock, step.days);
      await expireReferralPoints(db, clock);
      expireReferral(w);
      return;
    case "request":
      return request(w, step.who);
    case "pay":
      return decide(w, step.who, "pay");
    case "reject":
      return decide(w, step.who, step.recover ? "return" : "writeOff");
    case "batch":
      return batch(w, step.method);
    case "settle":
      return settleStep(w, step);
    case "resettle": {
      // A settlement file sent again: what it decided stays as it is.
      const file = w.settlements[step.pick % Math.max(w.settlements.length, 1)];
      if (file) await settle(w, file);
      return;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The invariants, after every step
// ---------------------------------------------------------------------------------------------

const sharesText = (shares: Share[]) =>
  shares.map((s) => `${s.accountId}:${s.weight}:${s.feeRateBp}`).join(" ");

const inList = (values: (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

async function storedShares(w: World): Promise<Map<string, string>> {
  const rows = rowsOf<{ p: string; m: string; account_id: string | number; weight: string; bp: number }>(
    await t.database.db.execute(sql`
      select platform_channel_id as p, to_char(month, 'YYYY-MM') as m, account_id, weight::text as weight,
        fee_rate_bp as bp
      from confirmed_shares where network_id = ${network.id}
        and platform_channel_id in (${inList(w.slots.map((s) => s.platformId))})
      order by platform_channel_id, month, position`),
  );
  const out = new Map<string, string[]>();
  for (const r of rows) {
    const key = keyOf(r.p, r.m);
    out.set(key, [...(out.get(key) ?? []), `${Number(r.account_id)}:${r.weight}:${r.bp}`]);
  }
  return new Map([...out].map(([key, parts]) => [key, parts.join(" ")]));
}

/** 1. Zero trial balance: every journal balances, the network's ledger sums to zero, read models agree. */
async function checkTrialBalance(w: World): Promise<void> {
  const db = t.database.db;
  expect(await unbalancedJournals(db, network.id)).toEqual([]);
  const [sum] = rowsOf<{ total: string }>(
    await db.execute(
      sql`select coalesce(sum(amount_micro), 0)::text as total from ledger_entries where network_id = ${network.id}`,
    ),
  );
  expect(sum?.total).toBe("0");
  expect(
    await checkLedger(
      db,
      w.everyone.map((a) => a.id),
    ),
  ).toEqual([]);
}

/**
 * 2. Confirmed channel-months: the final amount, the split frozen at the first confirmation, and each
 * holder's share of the final amount received exactly (never below zero).
 */
async function checkConfirmedMonths(w: World): Promise<void> {
  const db = t.database.db;
  const months = rowsOf<{
    p: string;
    m: string;
    channel: string | number;
    owner: string | number;
    final: string;
  }>(
    await db.execute(sql`
      select platform_channel_id as p, to_char(month, 'YYYY-MM') as m, channel_id as channel,
        owner_id as owner, final_micro::text as final
      from confirmed_months where network_id = ${network.id}
        and platform_channel_id in (${inList(w.slots.map((s) => s.platformId))})`),
  );
  expect(
    Object.fromEntries(
      months.map((r) => [keyOf(r.p, r.m), `${Number(r.channel)} ${Number(r.owner)} ${r.final}`]),
    ),
  ).toEqual(
    Object.fromEntries([...w.confirmed].map(([key, c]) => [key, `${c.channelId} ${c.ownerId} ${c.final}`])),
  );
  expect(Object.fromEntries(await storedShares(w))).toEqual(Object.fromEntries(w.dbShares));
  const received = rowsOf<{ channel: string | number; m: string; account: string | number; total: string }>(
    await db.execute(sql`
      select channel_id as channel, to_char(month, 'YYYY-MM') as m, account_id as account,
        sum(amount_micro)::text as total
      from ledger_entries where network_id = ${network.id} and book = 'creator' and type = 'music_profit'
        and channel_id in (${inList(w.slots.flatMap((s) => s.rows))})
      group by channel_id, month, account_id`),
  );
  const got = new Map<string, bigint>();
  for (const r of received) {
    expect(BigInt(r.total) >= 0n, `received ${r.total} of ${r.channel} ${r.m}`).toBe(true);
    got.set(`${Number(r.channel)}|${r.m}|${Number(r.account)}`, BigInt(r.total));
  }
  const want = new Map<string, bigint>();
  for (const c of w.confirmed.values()) {
    const targets = targetsOf(c.final, c.shares, c.ownerId);
    expect([...targets.values()].reduce((sum, v) => sum + v, 0n)).toBe(c.final);
    for (const [accountId, amount] of targets) {
      expect(amount >= 0n).toBe(true);
      want.set(`${c.channelId}|${c.month}|${accountId}`, amount);
    }
  }
  const asText = (m: Map<string, bigint>) =>
    Object.fromEntries([...m].filter(([, v]) => v !== 0n).map(([k, v]) => [k, v.toString()]));
  expect(asText(got)).toEqual(asText(want));
}

/** 3. Balances: the model's (and the sum of each account's lines, checkLedger); the inviter's rows. */
async function checkBalances(w: World): Promise<void> {
  const db = t.database.db;
  const ids = w.everyone.map((a) => a.id);
  const balances = rowsOf<{ account: string | number; balance: string }>(
    await db.execute(sql`
      select account_id as account, balance_micro::text as balance from ledger_balances
      where account_id in (${inList(ids)})`),
  );
  const balanceBy = new Map(balances.map((r) => [Number(r.account), r.balance]));
  expect(Object.fromEntries(ids.map((id) => [id, balanceBy.get(id) ?? "0"]))).toEqual(
    Object.fromEntries(ids.map((id) => [id, balanceOfModel(w, id).toString()])),
  );
  // The inviter's points and their expiry, row by row.
  const rows = rowsOf<{ at: Date | string; type: string; m: string; amount: string }>(
    await db.execute(sql`
      select created_at as at, type, to_char(month, 'YYYY-MM') as m, amount_micro::text as amount
      from ledger_entries where account_id = ${w.inviter.id}`),
  );
  const rowText = (at: Date | string, type: string, month: string, amount: string) =>
    `${new Date(at).toISOString()} ${type} ${month} ${amount}`;
  expect(rows.map((r) => rowText(r.at, r.type, r.m, r.amount)).sort()).toEqual(
    w.inviterRows.map((r) => rowText(r.at, r.type, r.month, r.amount.toString())).sort(),
  );
}

/** The lines each withdrawal's journals must have, and where its money must be on the books. */
function withdrawalJournals(w: World) {
  const lines: string[] = [];
  const line = (journal: string, book: string, accountId: number | null, amount: bigint) => {
    if (amount !== 0n) lines.push(`${journal} ${book} ${accountId ?? "-"} ${amount}`);
  };
  const books = new Map<string, bigint>();
  const book = (name: string, amount: bigint) => books.set(name, (books.get(name) ?? 0n) + amount);
  for (const x of w.withdrawals) {
    const j = `withdrawal:${x.id}`;
    line(j, "creator", x.accountId, -x.total);
    line(j, "in_transit", null, x.net);
    line(j, "fee_income", null, x.fee);
    if (x.status === "success") {
      line(`${j}:success`, "in_transit", null, -x.net);
      line(`${j}:success`, "paid_out", null, x.net);
      book("paid_out", x.net);
      book("fee_income", x.fee);
    } else if (x.status === "rejected") {
      line(`${j}:reversal`, "creator", x.accountId, x.total);
      line(`${j}:reversal`, "in_transit", null, -x.net);
      line(`${j}:reversal`, "fee_income", null, -x.fee);
    } else if (x.status === "rejected.norecover") {
      line(`${j}:rejected.norecover`, "in_transit", null, -x.net);
      line(`${j}:rejected.norecover`, "fee_income", null, -x.fee);
      line(`${j}:rejected.norecover`, "write_off", null, x.total);
      book("write_off", x.total);
    } else {
      // Open (pending, or processing in a batch): the net in transit, the fee taken.
      book("in_transit", x.net);
      book("fee_income", x.fee);
    }
  }
  return { lines, books };
}

/**
 * 4. Withdrawals: each as the model has it (status, batch, amounts), one debit each, a returned or
 * failed one one reversing credit, paid ones moved from transit to paid out, those rejected without
 * a return written off; the books' sums over them.
 */
async function checkWithdrawals(w: World): Promise<void> {
  if (w.withdrawals.length === 0) return;
  const db = t.database.db;
  const stored = rowsOf<{
    id: string | number;
    status: string;
    batch: string | number | null;
    total: string;
    fee: string;
    net: string;
  }>(
    await db.execute(sql`
      select id, status, batch_id as batch, total_micro::text as total, fee_micro::text as fee,
        net_micro::text as net
      from withdrawals where account_id in (${inList(w.everyone.map((a) => a.id))}) order by id`),
  );
  expect(
    stored.map(
      (r) =>
        `${Number(r.id)} ${r.status} ${r.batch === null ? "-" : Number(r.batch)} ${r.total} ${r.fee} ${r.net}`,
    ),
  ).toEqual(w.withdrawals.map((x) => `${x.id} ${x.status} ${x.batchId ?? "-"} ${x.total} ${x.fee} ${x.net}`));
  const lines = rowsOf<{ journal: string; book: string; account: string | number | null; amount: string }>(
    await db.execute(sql`
      select journal, book, account_id as account, amount_micro::text as amount from ledger_entries
      where network_id = ${network.id} and type = 'withdrawal' and journal like 'withdrawal:%'
        and split_part(journal, ':', 2) in (${inList(w.withdrawals.map((x) => String(x.id)))})`),
  );
  const expected = withdrawalJournals(w);
  expect(
    lines
      .map((r) => `${r.journal} ${r.book} ${r.account === null ? "-" : Number(r.account)} ${r.amount}`)
      .sort(),
  ).toEqual(expected.lines.sort());
  const sums = new Map<string, bigint>();
  for (const r of lines)
    if (r.book !== "creator") sums.set(r.book, (sums.get(r.book) ?? 0n) + BigInt(r.amount));
  for (const name of ["in_transit", "paid_out", "fee_income", "write_off"])
    expect(sums.get(name) ?? 0n, name).toBe(expected.books.get(name) ?? 0n);
}

async function checkInvariants(w: World): Promise<void> {
  await checkTrialBalance(w);
  await checkConfirmedMonths(w);
  await checkBalances(w);
  await checkWithdrawals(w);
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

describe("the money against a model", () => {
  it(
    `keeps every balance, split, book and journal equal to the model's (${RUNS} x ${STEPS} steps)`,
    async () => {
      let steps = 0;
      const started = Date.now();
      await fc.assert(
        fc.asyncProperty(fc.array(stepArb, { minLength: STEPS, maxLength: STEPS }), async (plan) => {
          const w = await startWorld();
          for (const [i, step] of plan.entries()) {
            try {
              await runStep(w, step);
              await checkInvariants(w);
            } catch (error) {
              throw new Error(
                `step ${i} ${JSON.stringify(step)} at ${clock.toISOString()}: ${String(error)}`,
                {
                  cause: error,
                },
              );
            }
            steps++;
          }
        }),
        { seed: 20261201, numRuns: RUNS, endOnFailure: true },
      );
      expect(steps).toBe(RUNS * STEPS);
      if (POSTGRES) expect(MUST_SEE.filter((outcome) => !seen.has(outcome))).toEqual([]);
      console.info(
        `ledger model: ${steps} steps in ${((Date.now() - started) / 1000).toFixed(1)} s, up to ${dayOf(clock)}`,
        Object.fromEntries([...seen].sort()),
      );
    },
    POSTGRES ? 600_000 : 300_000,
  );
});
