import nodemailer from "nodemailer";
import type { AppDeps } from "../../deps";
import { findOutboxMail, MAIL_QUEUE, markMail } from "./outbox";

/**
 * Delivers queued mail: through SMTP when SMTP_URL is set; otherwise the outbox row itself is the
 * delivery (demo/dev capture, read at /dev/mail).
 */
export async function startMailWorker(deps: AppDeps): Promise<void> {
  const transport = deps.config.SMTP_URL ? nodemailer.createTransport(deps.config.SMTP_URL) : undefined;
  await deps.jobs.work<{ id: number }>(MAIL_QUEUE, async ({ id }) => {
    const mail = await findOutboxMail(deps.db, id);
    if (!mail || mail.status === "sent" || mail.status === "captured") return;
    if (!transport) {
      await markMail(deps.db, id, "captured", deps.now());
      return;
    }
    await transport.sendMail({
      from: deps.config.MAIL_FROM,
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    await markMail(deps.db, id, "sent", deps.now());
  });
}
