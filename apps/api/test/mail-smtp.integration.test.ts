import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../src/db/schema";
import { RETRY_WINDOW_MS, sendDueMails } from "../src/modules/mail/mail-worker";
import { expectOk } from "./support/assertions";
import { eventually } from "./support/eventually";
import { api, joinAccount, mailsTo, uniqueEmail } from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

const received: ReceivedMail[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // The app's own sender may reach the "refused" mail first: it gets the same refusal.
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("refused")) callback(new Error("550 mailbox unavailable"));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ config: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe("mail through a real SMTP server", () => {
  it("delivers the sign-up code, then keeps neither the code nor the bodies in the outbox", async () => {
    const joined = await joinAccount(t.app);

    const mail = await eventually(() => received.find((m) => m.to.includes(joined.email)), {
      what: "the SMTP server to receive the mail",
    });
    expect(mail.from).toBe("no-reply@studio.test");
    expect(mail.raw).toMatch(/^Subject: .*verification code/im);
    const code = /^(\d{6})\r?$/m.exec(mail.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const row = await eventually(
      async () => {
        const [found] = await t.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.toAddress, joined.email));
        return found?.status === "sent" ? found : undefined;
      },
      { what: "the outbox row to be marked sent" },
    );
    expect(row.sentAt).not.toBeNull();
    expect(row).toMatchObject({ code: null, text: "", html: "" });
    expect(JSON.stringify(row)).not.toContain(code ?? "-");
    // The mail is still good for what it was sent for.
    expectOk(await api(t.app, { token: joined.token }).post("member/emailverify", { code }));
  });

  it("never lists mail sent through SMTP on the demo's dev mail page", async () => {
    const joined = await joinAccount(t.app);
    await eventually(() => received.find((m) => m.to.includes(joined.email)), {
      what: "the SMTP server to receive the mail",
    });
    expect(await mailsTo(t.app, joined.email)).toEqual([]);
    const page = await t.app.inject({ method: "GET", url: "/dev/mail" });
    expect(page.body).not.toContain(joined.email);
  });
});

describe("a mail SMTP refuses", () => {
  const refusing = { sendMail: () => Promise.reject(new Error("550 mailbox unavailable")) };
  const quiet = { warn: () => {}, error: () => {} };

  async function queuedMail(): Promise<{ id: number; code: string | null }> {
    const [row] = await t.database.db
      .insert(mailOutbox)
      .values({
        networkId: 1,
        toAddress: uniqueEmail("refused"),
        subject: "s",
        text: "123456",
        html: "<p>123456</p>",
        code: "123456",
        nextAttemptAt: t.clock.now(),
      })
      .returning();
    if (!row) throw new Error("no outbox row");
    return row;
  }
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  it("keeps the mail for the next attempt while its day of retries lasts", async () => {
    const mail = await queuedMail();
    await sendDueMails(t.app.deps, refusing, quiet);
    expect(await rowOf(mail.id)).toMatchObject({ status: "queued", code: "123456", attempts: 1 });
    expect((await rowOf(mail.id))?.lastError).toMatch(/550 mailbox unavailable/);
  });

  it("fails it after a day of retries: the code dropped, the bodies kept for a resend", async () => {
    const mail = await queuedMail();
    const start = t.clock.now().getTime();
    while ((await rowOf(mail.id))?.status === "queued") {
      await sendDueMails(t.app.deps, refusing, quiet);
      t.clock.advance(60 * 60_000);
    }
    expect(t.clock.now().getTime() - start).toBeGreaterThanOrEqual(RETRY_WINDOW_MS);
    expect(await rowOf(mail.id)).toMatchObject({ status: "failed", code: null, text: "123456" });
  });
});
