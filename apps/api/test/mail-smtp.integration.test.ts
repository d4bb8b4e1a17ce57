import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../src/db/schema";
import { joinAccount, latestCode } from "./support/factories";
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

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("mail through a real SMTP server", () => {
  it("delivers the sign-up code and marks the outbox row sent", async () => {
    const joined = await joinAccount(t.app);
    const code = await latestCode(t.app, joined.email);

    const mail = await waitFor("the SMTP server to receive the mail", () =>
      received.find((m) => m.to.includes(joined.email) && m.raw.includes(code)),
    );
    expect(mail.from).toBe("no-reply@studio.test");
    expect(mail.raw).toMatch(/^Subject: .*verification code/im);

    const row = await waitFor("the outbox row to be marked sent", async () => {
      const [found] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, joined.email));
      return found?.status === "sent" ? found : undefined;
    });
    expect(row.sentAt).not.toBeNull();
    expect(row.code).toBe(code);
  });
});
