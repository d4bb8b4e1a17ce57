import { adminMailFailedListCall, adminMailResendCall, type TFailedMail } from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { maskEmail } from "../../lib/log-redaction";
import { registerCall } from "../../lib/register-call";
import { listFailedMails, MAIL_QUEUE, type OutboxMail, requeueFailedMail, resendable } from "./outbox";

const failedMailView = (mail: OutboxMail): TFailedMail => ({
  id: mail.id,
  to: maskEmail(mail.toAddress),
  subject: mail.subject,
  attempts: mail.attempts,
  last_error: mail.lastError,
  created_at: mail.createdAt.toISOString(),
  first_failed_at: mail.firstFailedAt?.toISOString() ?? null,
  resendable: resendable(mail),
});

/** The failed-mail screen's calls (docs/decisions/136): staff of the mail's own network. */
export function registerMailAdminRoutes(app: FastifyInstance): void {
  registerCall(app, adminMailFailedListCall, async ({ deps, network, input }) => {
    const { rows, total } = await listFailedMails(deps.db, network.id, input);
    return { items: rows.map(failedMailView), total };
  });

  // Re-queued and audited in one transaction; the sender is set off once it is committed.
  registerCall(app, adminMailResendCall, async ({ deps, network, input, audit }) => {
    const resent = await deps.db.transaction(async (tx) => {
      const before = await requeueFailedMail(tx, network.id, input.mail_id, deps.now());
      if (!before) return false;
      await audit.record(tx, {
        target: `mail:${before.id}`,
        before: { status: "failed", attempts: before.attempts, last_error: before.lastError },
        after: { status: "queued" },
      });
      return true;
    });
    if (resent) await deps.jobs.send(MAIL_QUEUE, {});
    return { resent };
  });
}
