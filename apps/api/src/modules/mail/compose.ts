import { isLanguage } from "@studio/contract";
import { escapeHtml } from "../../lib/html";
import {
  CODE_MAILS,
  PAYMENT_INFO_MAILS,
  PAYPAL_OWNER_MAILS,
  WITHDRAWAL_MAILS,
  type WithdrawalMailStatus,
} from "./messages";

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

export function composeCodeMail(options: {
  purpose: "signup" | "reset";
  language: string;
  siteName: string;
  colour: string;
  code: string;
  minutes: number;
}): ComposedMail {
  const words = CODE_MAILS[options.purpose][isLanguage(options.language) ? options.language : "en"];
  const subject = words.subject(options.siteName);
  const text = [words.intro, "", options.code, "", words.validity(options.minutes), words.ignore].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933">
<h2 style="color:${escapeHtml(options.colour)}">${escapeHtml(options.siteName)}</h2>
<p>${escapeHtml(words.intro)}</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:700">${escapeHtml(options.code)}</p>
<p>${escapeHtml(words.validity(options.minutes))}</p>
<p style="color:#6b7280">${escapeHtml(words.ignore)}</p>
</body></html>`;
  return { subject, text, html };
}

/**
 * Tells an account its payment info was registered or changed. It names the method and the time;
 * a change also the destination before and after, masked (the last four of a number, a PayPal
 * address's first letter and domain), and the withdrawal hold (docs/decisions/144). Never the
 * details themselves: a mail box is no place for an account number.
 */
export function composePaymentInfoMail(options: {
  kind: "registered" | "changed";
  method: "bank" | "paypal";
  at: Date;
  language: string;
  siteName: string;
  colour: string;
  /** A change: the destination before and after, masked, and the end of the withdrawal hold. */
  change?: {
    before: { method: "bank" | "paypal"; masked: string };
    after: { method: "bank" | "paypal"; masked: string };
    holdUntil: Date | null;
  };
}): ComposedMail {
  const words = PAYMENT_INFO_MAILS[isLanguage(options.language) ? options.language : "en"];
  const { change } = options;
  const lines = [words.intro(options.kind), words.method(options.method)];
  if (change) {
    const before = words.destination(change.before.method, change.before.masked);
    lines.push(words.change(before, words.destination(change.after.method, change.after.masked)));
  }
  lines.push(words.when(utcMinute(options.at)));
  if (change?.holdUntil) lines.push(words.hold(utcMinute(change.holdUntil)));
  const notYou = change ? words.notYouChanged : words.notYou;
  return linesWithNote(words.subject(options.siteName), lines, notYou, options);
}

/** An instant in mails: to the minute, in UTC (the mail does not know the reader's time zone). */
const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;

function linesWithNote(
  subject: string,
  lines: string[],
  note: string,
  site: { siteName: string; colour: string },
): ComposedMail {
  const text = [...lines, "", note].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933">
<h2 style="color:${escapeHtml(site.colour)}">${escapeHtml(site.siteName)}</h2>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p style="color:#6b7280">${escapeHtml(note)}</p>
</body></html>`;
  return { subject, text, html };
}

/**
 * To a PayPal address an account's payouts left (`removed`) or now go to (`added`), in the account's
 * language (docs/decisions/144). It names neither the account nor the other address.
 */
export function composePaypalOwnerMail(options: {
  role: "removed" | "added";
  at: Date;
  language: string;
  siteName: string;
  colour: string;
}): ComposedMail {
  const words = PAYPAL_OWNER_MAILS[isLanguage(options.language) ? options.language : "en"];
  const lines = [
    options.role === "removed" ? words.removed(options.siteName) : words.added(options.siteName),
    words.when(utcMinute(options.at)),
  ];
  return linesWithNote(words.subject(options.siteName), lines, words.notYou, options);
}

/** Tells an account its withdrawal request was received, paid or rejected (docs/decisions/089). */
export function composeWithdrawalMail(options: {
  status: WithdrawalMailStatus;
  /** USD amounts, already formatted. */
  total: string;
  fee: string;
  net: string;
  reason: string | null;
  language: string;
  siteName: string;
  colour: string;
}): ComposedMail {
  const words = WITHDRAWAL_MAILS[isLanguage(options.language) ? options.language : "en"];
  const lines = [
    words.status(options.status),
    words.amounts(options.total, options.fee, options.net),
    ...(options.reason ? [words.reason(options.reason)] : []),
  ];
  const subject = words.subject(options.siteName);
  const text = lines.join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933">
<h2 style="color:${escapeHtml(options.colour)}">${escapeHtml(options.siteName)}</h2>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
</body></html>`;
  return { subject, text, html };
}

/** A mail of plain lines under the site's name (a notification's, docs/decisions/120). */
export function composeLinesMail(options: {
  subject: string;
  lines: string[];
  siteName: string;
  colour: string;
}): ComposedMail {
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933">
<h2 style="color:${escapeHtml(options.colour)}">${escapeHtml(options.siteName)}</h2>
${options.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
</body></html>`;
  return { subject: options.subject, text: options.lines.join("\n"), html };
}
