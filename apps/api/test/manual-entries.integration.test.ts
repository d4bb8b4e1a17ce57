import {
  adminLedgerManualCall,
  adminManualEntryApproveCall,
  adminManualEntryDeclineCall,
  adminManualEntryListCall,
  adminSiteGetCall,
  adminSiteSaveCall,
  DEFAULT_MANUAL_APPROVAL_USD,
  E,
  type TManualEntry,
} from "@studio/contract";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, manualEntries, networks, staffAudit } from "../src/db/schema";
import { balanceOf, checkLedger } from "../src/modules/payout/ledger";
import { expectError, expectOk } from "./support/assertions";
import { type SignedIn, signedIn } from "./support/channels";
import { networkIdOf } from "./support/factories";
import { createTestApp, type TestApp, testEngine } from "./support/test-app";

/**
 * Staff's manual entries (docs/spec.md §3 profit types, docs/decisions/134): idempotent by the
 * Idempotency-Key header, four eyes above the network's threshold (another administrator approves
 * or declines; the poster cannot), one posting whatever the races, both steps in the staff audit.
 */

let t: TestApp;
let admin: SignedIn;
let second: SignedIn;
let operator: SignedIn;
let waveAdmin: SignedIn;
let studioId: number;
beforeAll(async () => {
  t = await createTestApp();
  studioId = await networkIdOf(t.database.db);
  admin = await signedIn(t, { isStaff: true });
  second = await signedIn(t, { isStaff: true });
  operator = await signedIn(t, { staffRole: "operator" });
  waveAdmin = await signedIn(t, { isStaff: true, network: "wave" });
});
afterAll(() => t.close());

const M = 1_000_000n;
let keys = 0;
const newKey = () => `manual-test-${Date.now()}-${++keys}`;

type Body = { account_id: number; type: string; month: string; amount_usd: string; reason: string };
const body = (accountId: number, overrides: Partial<Body> = {}) => ({
  account_id: accountId,
  type: "bonus",
  month: "2026-08",
  amount_usd: "25",
  reason: "Launch week",
  ...overrides,
});

const post = (who: SignedIn, input: ReturnType<typeof body>, key?: string) =>
  who.client.call(adminLedgerManualCall, input, key ? { headers: { "idempotency-key": key } } : {});
const posted = async (who: SignedIn, input: ReturnType<typeof body>, key?: string) =>
  (expectOk(await post(who, input, key)) as { entry: TManualEntry }).entry;
const approve = (who: SignedIn, id: number) => who.client.call(adminManualEntryApproveCall, { id });
const decline = (who: SignedIn, id: number, reason = "Not agreed") =>
  who.client.call(adminManualEntryDeclineCall, { id, reason });

/** The ledger lines of an entry's journal. */
const linesOf = (id: number) =>
  t.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.networkId, studioId), like(ledgerEntries.journal, `manual:${id}`)));
const entriesOfKey = (key: string) =>
  t.database.db.select().from(manualEntries).where(eq(manualEntries.idempotencyKey, key));
const auditOf = (id: number) =>
  t.database.db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.target, `manual_entry:${id}`))
    .orderBy(staffAudit.id);

describe("posting", () => {
  it("posts a credit or a debit with its reason as one balanced journal, with its audit row", async () => {
    const owner = await signedIn(t);
    const bonus = await posted(admin, body(owner.account.id, { type: "month2_compensation" }));
    expect(bonus).toMatchObject({
      status: "posted",
      amount: (25n * M).toString(),
      type: "month2_compensation",
      month: "2026-08",
      reason: "Launch week",
      account: { id: owner.account.id, email: owner.email },
      created_by: { id: admin.account.id },
      decided_by: null,
    });
    const debit = await posted(
      admin,
      body(owner.account.id, { type: "recovery_settlement", amount_usd: "4.5", reason: "Claimed twice" }),
    );
    expect(debit.amount).toBe((-4_500_000n).toString());
    expect(await balanceOf(t.database.db, owner.account.id)).toBe(20_500_000n);
    const lines = await linesOf(bonus.id);
    expect(lines.map((l) => [l.book, l.amountMicro]).sort()).toEqual([
      ["adjustments", -25n * M],
      ["creator", 25n * M],
    ]);
    expect(lines.every((l) => l.reason === "Launch week" && l.createdBy === admin.account.id)).toBe(true);
    expect(await auditOf(bonus.id)).toEqual([
      expect.objectContaining({
        actorId: admin.account.id,
        action: "admin/ledger/manual",
        after: expect.objectContaining({ status: "posted", amount: (25n * M).toString() }),
      }),
    ]);
    expect(await checkLedger(t.database.db, [owner.account.id])).toEqual([]);
  });

  it("refuses a missing reason, a zero amount, a bad key and an account of another network", async () => {
    const owner = await signedIn(t);
    expectError(await post(admin, body(owner.account.id, { reason: " " })), 400, E.FIELDS_REQUIRED);
    expectError(await post(admin, body(owner.account.id, { amount_usd: "0" })), 400, E.FIELDS_REQUIRED);
    expectError(await post(admin, body(owner.account.id), "short"), 400, E.FIELDS_REQUIRED);
    expectError(await post(waveAdmin, body(owner.account.id)), 404, E.ACCOUNT_NOT_FOUND);
    expectError(await post(operator, body(owner.account.id)), 403, E.INVALID_ACCESS);
    expect(await balanceOf(t.database.db, owner.account.id)).toBe(0n);
  });
});

describe("the Idempotency-Key", () => {
  it("answers a replay with the first entry, booked once; another body under the key is refused", async () => {
    const owner = await signedIn(t);
    const key = newKey();
    const first = await posted(admin, body(owner.account.id), key);
    const again = await posted(admin, body(owner.account.id, { amount_usd: "25.000000" }), key);
    expect(again).toEqual(first);
    expectError(await post(admin, body(owner.account.id, { amount_usd: "26" }), key), 422, E.INVALID_ACCESS);
    expect(await entriesOfKey(key)).toHaveLength(1);
    expect(await linesOf(first.id)).toHaveLength(2);
    expect(await balanceOf(t.database.db, owner.account.id)).toBe(25n * M);
    // The key is the poster's: another staff member's same key is another entry.
    const theirs = await posted(second, body(owner.account.id), key);
    expect(theirs.id).not.toBe(first.id);
    expect(await balanceOf(t.database.db, owner.account.id)).toBe(50n * M);
  });

  it("without a key, each call is an entry of its own", async () => {
    const owner = await signedIn(t);
    await posted(admin, body(owner.account.id));
    await posted(admin, body(owner.account.id));
    expect(await balanceOf(t.database.db, owner.account.id)).toBe(50n * M);
  });
});

describe("four eyes above the threshold", () => {
  it("is set per network in the site settings, audited, default 1,000 USD", async () => {
    const settings = expectOk(await admin.client.call(adminSiteGetCall, {}));
    expect(settings.manual_approval_usd).toBe(DEFAULT_MANUAL_APPROVAL_USD);
    expectOk(await admin.client.call(adminSiteSaveCall, { ...settings, manual_approval_usd: 100 }));
    const [row] = await t.database.db.select().from(networks).where(eq(networks.id, studioId));
    expect(row?.manualApprovalMicro).toBe(100n * M);
    const list = expectOk(await admin.client.call(adminManualEntryListCall, {}));
    expect(list.approval_threshold).toBe((100n * M).toString());
    const [audit] = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, "admin/site/save"))
      .orderBy(staffAudit.id);
    expect(audit?.before).toMatchObject({ manual_approval_usd: 1_000 });
    expect(audit?.after).toMatchObject({ manual_approval_usd: 100 });
  });

  it("posts at the threshold at once; above it waits, unposted, until another staff member approves", async () => {
    const owner = await signedIn(t);
    const at = await posted(admin, body(owner.account.id, { amount_usd: "100" }));
    expect(at.status).toBe("posted");
    const above = await posted(
      admin,
      body(owner.account.id, { amount_usd: "100.000001", reason: "Big bonus" }),
    );
    expect(above.status).toBe("awaiting_approval");
    expect(await linesOf(above.id)).toEqual([]);
    expect(await balanceOf(t.database.db, owner.account.id)).toBe(100n * M);
    const waiting = expectOk(
      await second.client.call(adminManualEntryListCall, {
        status: "awaiting_approval",
        account_id: owner.account.id,
      }),
    );
    expect(waiting.items.map((e) => [e.id, e.can_decide])).toEqual([[above.id, true]]);
    // The poster and an operator see it waiting, without the right to decide it.
    for (const who of [admin, operator]) {
      const theirs = expectOk(
        await who.client.call(adminManualEntryListCall, { account_id: owner.account.id }),
      );
      expect(theirs.items.find((e) => e.id === above.id)?.can_decide).toBe(false);
    }

    // The poster may neither approve nor decline; an operator may not decide; another network sees nothing.
    expectError(await approve(admin, above.id), 403, E.INVALID_ACCESS);
    expectError(await decline(admin, above.id), 403, E.INVALID_ACCESS);
    expectError(await approve(operator, above.id), 403, E.INVALID_ACCESS);
    expectError(await approve(waveAdmin, above.id), 404, E.INVALID_ACCESS);
    expect(await linesOf(above.id)).toEqual([]);

    const approved = (expectOk(await approve(second, above.id)) as { entry: TManualEntry }).entry;
    expect(approved).toMatchObject({
      status: "posted",
      created_by: { id: admin.account.id },
      decided_by: { id: second.account.id },
    });
    expect(await balanceOf(t.database.db, owner.account.id)).toBe(200_000_001n);
    // Approved again: as it is; declined now: refused (409); its journal once.
    expect((expectOk(await approve(second, above.id)) as { entry: TManualEntry }).entry).toEqual(approved);
    expectError(await decline(second, above.id), 409, E.INVALID_ACCESS);
    expect(await linesOf(above.id)).toHaveLength(2);
    expect(
      (await auditOf(above.id)).map((a) => [a.action, a.actorId, (a.after as { status: string }).status]),
    ).toEqual([
      ["admin/ledger/manual", admin.account.id, "awaiting_approval"],
      ["admin/ledger/manual.approve", second.account.id, "posted"],
    ]);
    expect(await checkLedger(t.database.db, [owner.account.id])).toEqual([]);
  });

  it("a declined entry is never posted, and cannot be approved afterwards", async () => {
    const owner = await signedIn(t);
    const above = await posted(admin, body(owner.account.id, { type: "cpv_bonus", amount_usd: "500" }));
    const declined = (
      expectOk(await decline(second, above.id, "Campaign not run")) as { entry: TManualEntry }
    ).entry;
    expect(declined).toMatchObject({
      status: "declined",
      decline_reason: "Campaign not run",
      decided_by: { id: second.account.id },
    });
    expectError(await approve(second, above.id), 409, E.INVALID_ACCESS);
    expect(await linesOf(above.id)).toEqual([]);
    expect(await balanceOf(t.database.db, owner.account.id)).toBe(0n);
    const audit = await auditOf(above.id);
    expect(audit.at(-1)).toMatchObject({
      action: "admin/ledger/manual.decline",
      actorId: second.account.id,
      before: { status: "awaiting_approval" },
      after: expect.objectContaining({ status: "declined", decline_reason: "Campaign not run" }),
    });
  });

  it("the database refuses a decision by the poster whatever the code does", async () => {
    const owner = await signedIn(t);
    const above = await posted(admin, body(owner.account.id, { amount_usd: "300" }));
    await expect(
      t.database.db
        .update(manualEntries)
        .set({ status: "posted", decidedBy: admin.account.id, decidedAt: new Date() })
        .where(eq(manualEntries.id, above.id)),
    ).rejects.toThrow();
  });
});

describe.runIf(testEngine() === "postgres")("races on PostgreSQL", () => {
  const PARALLEL = 30;

  it(`${PARALLEL} replays of one key at once book one entry and one journal`, async () => {
    const owner = await signedIn(t);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => post(admin, body(owner.account.id, { amount_usd: "7" }), key)),
    );
    const ids = new Set(answers.map((a) => (expectOk(a) as { entry: TManualEntry }).entry.id));
    expect(ids.size).toBe(1);
    expect(await entriesOfKey(key)).toHaveLength(1);
    expect(await balanceOf(t.database.db, owner.account.id)).toBe(7n * M);
    expect(await linesOf([...ids][0] ?? 0)).toHaveLength(2);
    expect(await checkLedger(t.database.db, [owner.account.id])).toEqual([]);
  });

  it(`${PARALLEL} approvals at once post the entry once`, async () => {
    const owner = await signedIn(t);
    const above = await posted(admin, body(owner.account.id, { amount_usd: "250" }));
    expect(above.status).toBe("awaiting_approval");
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => approve(second, above.id)));
    for (const answer of answers)
      expect((expectOk(answer) as { entry: TManualEntry }).entry.status).toBe("posted");
    expect(await linesOf(above.id)).toHaveLength(2);
    expect(await balanceOf(t.database.db, owner.account.id)).toBe(250n * M);
    const approvals = (await auditOf(above.id)).filter((a) => a.action === "admin/ledger/manual.approve");
    expect(approvals).toHaveLength(1);
  });

  it(`${PARALLEL} approvals and declines at once: one decision, posted or not, never both`, async () => {
    const owner = await signedIn(t);
    const above = await posted(admin, body(owner.account.id, { amount_usd: "250" }));
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        i % 2 ? approve(second, above.id) : decline(second, above.id),
      ),
    );
    const [row] = await t.database.db.select().from(manualEntries).where(eq(manualEntries.id, above.id));
    const lines = await linesOf(above.id);
    expect(lines).toHaveLength(row?.status === "posted" ? 2 : 0);
    expect(answers.filter((a) => a.status === 200).length).toBe(PARALLEL / 2);
    expect(await balanceOf(t.database.db, owner.account.id)).toBe(row?.status === "posted" ? 250n * M : 0n);
  });
});
