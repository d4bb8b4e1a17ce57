import nodemailer from "nodemailer";
import type { AppDeps } from "../../deps";
import { maskEmail, maskEmails } from "../../lib/log-redaction";
import {
  capturesMail,
  claimDueMails,
  MAIL_QUEUE,
  markCaptured,
  markFailed,
  markRetry,
  markSent,
  type OutboxMail,
} from "./outbox";

/** What sends a mail: nodemailer's SMTP transport in the product, a stand-in in tests. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
}

/** Where the sender reports each failure: the app's logger. */
export interface MailLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** The retry policy (docs/decisions/135): 1 minute, doubling, at most an hour apart... */
export const FIRST_RETRY_MS = 60_000;
export const MAX_RETRY_MS = 60 * 60_000;
/** ...for at least 24 hours from the first failure, then the mail is failed for staff to resend. */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;
/** Every minute: a mail due for a retry waits at most about a minute past its time. */
export const MAIL_SEND_CRON = "* * * * *";

/** The wait after the `attempts`-th failed attempt. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/**
 * SMTP_URL's transport with timeouts that, together, stay well inside a claim's lease
 * (CLAIM_LEASE_MS), so a mail a slow server holds up is never claimed by a second sender.
 */
export function smtpTransport(url: string): MailTransport {
  return nodemailer.createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
}

/**
 * The sender job: every minute and whenever a mail is queued, it sends the outbox's due mail.
 * Without SMTP_URL the demo captures mail; production cannot send it, which fails it at once.
 */
export async function startMailWorker(
  deps: AppDeps,
  options: { log: MailLog; transport?: MailTransport | undefined },
): Promise<void> {
  const transport =
    options.transport ?? (deps.config.SMTP_URL ? smtpTransport(deps.config.SMTP_URL) : undefined);
  await deps.jobs.work(MAIL_QUEUE, async () => {
    await sendDueMails(deps, transport, options.log);
  });
  await deps.jobs.schedule(MAIL_QUEUE, MAIL_SEND_CRON);
}

/**
 * Sends every mail due now, one claimed at a time (two senders never take the same mail: see
 * claimDueMails). Answers how many it settled as sent. A failure is logged and the mail kept for its
 * next attempt; none is thrown, so one bad mail never holds up the others.
 */
export async function sendDueMails(
  deps: Pick<AppDeps, "db" | "config" | "now">,
  transport: MailTransport | undefined,
  log: MailLog,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await claimDueMails(deps.db, deps.now());
    if (claimed.length === 0) return sent;
    for (const mail of claimed) if (await sendOne(deps, transport, log, mail)) sent += 1;
  }
}

async function sendOne(
  deps: Pick<AppDeps, "db" | "config" | "now">,
  transport: MailTransport | undefined,
  log: MailLog,
  mail: OutboxMail,
): Promise<boolean> {
  if (!transport) {
    if (capturesMail(deps.config)) {
      await markCaptured(deps.db, mail.id, deps.now());
      return true;
    }
    // Nothing can send it until SMTP_URL is set: failed at once, for staff to resend then.
    await giveUp(deps, log, mail, deps.now(), "SMTP_URL is not set");
    return false;
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
    await failed(deps, log, mail, reasonOf(error));
    return false;
  }
  await markSent(deps.db, mail.id, deps.now());
  return true;
}

/** Why a send failed, as the outbox and the log keep it: one line, addresses masked, bounded. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return maskEmails(message.replace(/\s+/g, " ").trim()).slice(0, 500) || "unknown error";
}

async function failed(
  deps: Pick<AppDeps, "db" | "now">,
  log: MailLog,
  mail: OutboxMail,
  reason: string,
): Promise<void> {
  const now = deps.now();
  const firstFailedAt = mail.firstFailedAt ?? now;
  if (now.getTime() - firstFailedAt.getTime() >= RETRY_WINDOW_MS) {
    await giveUp(deps, log, mail, now, reason, firstFailedAt);
    return;
  }
  const retryAt = new Date(now.getTime() + retryDelayMs(mail.attempts));
  await markRetry(deps.db, mail.id, { firstFailedAt, retryAt, reason });
  log.warn(
    {
      mail: mail.id,
      to: maskEmail(mail.toAddress),
      attempt: mail.attempts,
      retry_at: retryAt.toISOString(),
      reason,
    },
    "mail not sent, will retry",
  );
}

async function giveUp(
  deps: Pick<AppDeps, "db">,
  log: MailLog,
  mail: OutboxMail,
  at: Date,
  reason: string,
  firstFailedAt: Date = at,
): Promise<void> {
  await markFailed(deps.db, mail.id, { firstFailedAt, reason });
  log.error(
    { mail: mail.id, to: maskEmail(mail.toAddress), attempts: mail.attempts, reason },
    "mail failed: given up, listed for staff to resend",
  );
}
