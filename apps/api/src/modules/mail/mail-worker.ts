import nodemailer, { type Transporter } from "nodemailer";
import type { AppDeps } from "../../deps";
import type { JobAttempt } from "../../jobs/queue";
import { findOutboxMail, MAIL_QUEUE, settleMail } from "./outbox";

/** Delivers queued mail through SMTP (SMTP_URL); demo capture never queues (see queueMail). */
export async function startMailWorker(deps: AppDeps): Promise<void> {
  const transport = deps.config.SMTP_URL ? nodemailer.createTransport(deps.config.SMTP_URL) : undefined;
  await deps.jobs.work<{ id: number }>(MAIL_QUEUE, ({ id }, attempt) =>
    deliverMail(deps, transport, id, attempt),
  );
}

/**
 * Sends one outbox mail. Once it is sent, or on the last failed attempt, its code and bodies are
 * scrubbed; without SMTP outside the demo it cannot be delivered at all and fails at once.
 */
export async function deliverMail(
  deps: Pick<AppDeps, "db" | "config" | "now">,
  transport: Pick<Transporter, "sendMail"> | undefined,
  id: number,
  attempt: JobAttempt,
): Promise<void> {
  const mail = await findOutboxMail(deps.db, id);
  if (mail?.status !== "queued") return;
  if (!transport) {
    console.error(`mail ${id} not delivered: SMTP_URL is not set`);
    await settleMail(deps.db, id, "failed", deps.now());
    return;
  }
  try {
    await transport.sendMail({
      from: deps.config.MAIL_FROM,
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  } catch (error) {
    if (attempt.lastAttempt) await settleMail(deps.db, id, "failed", deps.now());
    throw error;
  }
  await settleMail(deps.db, id, "sent", deps.now());
}
