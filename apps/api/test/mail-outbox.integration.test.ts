import { adminMailFailedListCall, adminMailResendCall } from "@studio/contract";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, staffAudit } from "../src/db/schema";
import { composeLinesMail, mailOutboxStats, queueMail } from "../src/modules/mail";
import { RETRY_WINDOW_MS, sendDueMails } from "../src/modules/mail/mail-worker";
import { MAIL_QUEUE } from "../src/modules/mail/outbox";
import { expectOk } from "./support/assertions";
import { eventually } from "./support/eventually";
import { api, createAccount, login, networkIdOf, uniqueEmail } from "./support/factories";
import { jobsOf } from "./support/jobs";
import { createTestApp, type TestApp } from "./support/test-app";

// The durable outbox (docs/decisions/136): mail survives an SMTP outage, is retried for a day, then
// waits, failed, for staff to resend it. The app's own sender runs beside the test's calls with the
// same transport, as a second node would: neither ever sends a mail twice.

const MINUTE = 60_000;

/** An SMTP server as the sender sees it: refusing while the test says so, recording what it took. */
const transport = {
  /** Refuses every mail until this instant of the test clock (ms). */
  downUntil: 0,
  delivered: [] as string[],
  sendMail(mail: { to: string }) {
    const { to } = mail;
    if (t.clock.now().getTime() < this.downUntil) {
      return Promise.reject(new Error(`421 4.4.2 relay.example.test: connection dropped for <${to}>`));
    }
    this.delivered.push(to);
    return Promise.resolve({});
  },
};

const lines: string[] = [];
let t: TestApp;
let studio: number;

beforeAll(async () => {
  t = await createTestApp({
    // Not the demo's capture: the mail goes through the transport, as in production.
    config: { SMTP_URL: "smtp://relay.example.test:587", LOG_LEVEL: "warn" },
    logStream: { write: (line) => void lines.push(line) },
    mailTransport: transport,
  });
  studio = await networkIdOf(t.database.db);
});
afterAll(() => t?.close());
beforeEach(() => {
  transport.downUntil = 0;
});

async function queue(to: string, networkId = studio): Promise<void> {
  const mail = composeLinesMail({ subject: "Notice", lines: ["Hello"], siteName: "Studio", colour: "#000" });
  await queueMail(t.app.deps, { ...mail, networkId, to });
}

const rowsTo = (addresses: string[]) =>
  t.database.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, addresses));

const send = () => sendDueMails(t.app.deps, transport, t.app.log);

/**
 * Moves the test clock once the app's own sender has no job waiting or running: simulated minutes
 * pass in milliseconds, and a mail it holds must not outlive its lease (five minutes) in between.
 */
async function advance(ms: number): Promise<void> {
  await eventually(
    async () => ((await jobsOf(t.database.db, MAIL_QUEUE)).unfinished === 0 ? true : undefined),
    {
      what: "the app's sender to be idle",
    },
  );
  t.clock.advance(ms);
}
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe("an SMTP outage of 30 minutes", () => {
  it("loses no mail: each is sent exactly once when the server is back", async () => {
    const start = t.clock.now().getTime();
    transport.downUntil = start + 30 * MINUTE;
    const addresses = Array.from({ length: 6 }, () => uniqueEmail("outage"));
    for (const to of addresses) await queue(to);

    // A sender every simulated minute (the app's own runs beside it), until every mail is sent.
    let rows = await rowsTo(addresses);
    for (let minute = 0; minute <= 120 && !rows.every((row) => row.status === "sent"); minute += 1) {
      await send();
      await advance(MINUTE);
      rows = await rowsTo(addresses);
    }
    expect(rows.map((row) => row.status)).toEqual(addresses.map(() => "sent"));
    for (const to of addresses) expect(transport.delivered.filter((d) => d === to)).toHaveLength(1);
    for (const row of rows) {
      // Tried again 1, 2, 4, 8 and 16 minutes apart: the attempt at 31 minutes goes through (the app's
      // own sender, taking some attempts at a later minute, may need fewer).
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(row.attempts).toBeLessThanOrEqual(6);
      expect(row.sentAt?.getTime()).toBeGreaterThanOrEqual(start + 30 * MINUTE);
      expect(row).toMatchObject({ text: "", html: "", code: null, lastError: null });
    }

    // Each failure is a warning with its reason; the recipient is masked, in the reason too.
    const warnings = logged().filter(
      (entry) => entry.level === 40 && entry.msg === "mail not sent, will retry",
    );
    const first = addresses[0] ?? "";
    const mine = warnings.filter(
      (entry) => entry.to === `o***@example.test` && String(entry.reason).includes("421"),
    );
    expect(mine.length).toBeGreaterThanOrEqual(addresses.length);
    expect(mine[0]).toMatchObject({ attempt: expect.any(Number), retry_at: expect.any(String) });
    expect(String(mine[0]?.reason)).toContain("<o***@example.test>");
    expect(lines.join("")).not.toContain(first);
  });
});

describe("two senders at once", () => {
  it("never send a mail twice", async () => {
    const addresses = Array.from({ length: 30 }, () => uniqueEmail("race"));
    for (const to of addresses) await queue(to);
    await Promise.all([send(), send(), send(), send()]);
    const rows = await eventually(
      async () => {
        const found = await rowsTo(addresses);
        return found.every((row) => row.status === "sent") ? found : undefined;
      },
      { what: "every mail of the race to be sent" },
    );
    expect(rows).toHaveLength(30);
    for (const to of addresses) expect(transport.delivered.filter((d) => d === to)).toHaveLength(1);
    for (const row of rows) expect(row.attempts).toBe(1);
  });
});

describe("a mail failing for more than a day", () => {
  it("is failed, listed for staff, and sent again by Resend (audited)", async () => {
    transport.downUntil = Number.MAX_SAFE_INTEGER;
    const to = uniqueEmail("failing");
    await queue(to);
    const other = uniqueEmail("wave-failing");
    await queue(other, await networkIdOf(t.database.db, "wave"));

    // Hourly rounds; the mail must still be queued after every round less than 24 hours after its
    // first failure (the app's own sender may take a round's attempt, never at a later clock).
    let row: typeof mailOutbox.$inferSelect | undefined;
    for (let round = 0; round < 30; round += 1) {
      await send();
      [row] = await rowsTo([to]);
      if (row?.status !== "queued") break;
      await advance(60 * MINUTE);
    }
    if (!row) throw new Error("no outbox row");
    const firstFailed = row.firstFailedAt?.getTime() ?? 0;
    // Retried for at least 24 hours: 1, 2, 4 ... 32 minutes apart, then hourly.
    expect(t.clock.now().getTime() - firstFailed).toBeGreaterThanOrEqual(RETRY_WINDOW_MS);
    expect(t.clock.now().getTime() - firstFailed).toBeLessThan(RETRY_WINDOW_MS + 2 * 60 * MINUTE);
    expect(row.attempts).toBeGreaterThanOrEqual(24);
    expect(row.lastError).toContain("421");
    expect(row.lastError).not.toContain(to);
    expect(
      logged().some(
        (entry) => entry.level === 50 && entry.mail === row?.id && entry.to === "f***@example.test",
      ),
    ).toBe(true);
    expect(await mailOutboxStats(t.database.db)).toMatchObject({ failed: expect.any(Number) });
    expect((await mailOutboxStats(t.database.db)).failed).toBeGreaterThanOrEqual(2);

    // The staff of the mail's network see it, masked; another network's failed mail is not theirs.
    const staff = await createAccount(t.database.db, { isStaff: true, staffRole: "operator" });
    const token = await login(t.app, staff.email, staff.password);
    const list = expectOk(await api(t.app, { token }).call(adminMailFailedListCall, { page: 0, size: 50 }));
    const listed = list.items.find((item) => item.id === row?.id);
    expect(listed).toMatchObject({
      to: "f***@example.test",
      subject: "Notice",
      attempts: row.attempts,
      resendable: true,
      last_error: expect.stringContaining("421"),
    });
    expect(JSON.stringify(list)).not.toContain(to);
    const [wave] = await rowsTo([other]);
    expect(list.items.some((item) => item.id === wave?.id)).toBe(false);
    expect(
      expectOk(await api(t.app, { token }).call(adminMailResendCall, { mail_id: wave?.id ?? 0 })),
    ).toEqual({ resent: false });

    // Resend: queued again with a fresh day, sent once the server answers, and in the audit.
    transport.downUntil = 0;
    expect(expectOk(await api(t.app, { token }).call(adminMailResendCall, { mail_id: row.id }))).toEqual({
      resent: true,
    });
    expect(expectOk(await api(t.app, { token }).call(adminMailResendCall, { mail_id: row.id }))).toEqual({
      resent: false,
    });
    await send();
    const sent = await eventually(
      async () => {
        const [found] = await rowsTo([to]);
        return found?.status === "sent" ? found : undefined;
      },
      { what: "the resent mail to be sent" },
    );
    expect(sent.attempts).toBe(1);
    expect(transport.delivered.filter((d) => d === to)).toHaveLength(1);
    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.actorId, staff.account.id), eq(staffAudit.target, `mail:${row.id}`)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "admin/mail/resend", after: { status: "queued" } });
    const after = expectOk(await api(t.app, { token }).call(adminMailFailedListCall, { page: 0, size: 50 }));
    expect(after.items.some((item) => item.id === row?.id)).toBe(false);
  });
});
