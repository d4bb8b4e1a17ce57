import { isLanguage } from "@studio/contract";
import { escapeHtml } from "../../lib/html";
import { CODE_MAILS, PAYMENT_INFO_MAILS, WITHDRAWAL_MAILS, type WithdrawalMailStatus } from "./messages";

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
 * Tells an account its payment info was registered or changed. It names the method and the time,
 * never the details: a mail box is no place for an account number.
 */
export function composePaymentInfoMail(options: {
  kind: "registered" | "changed";
  method: "bank" | "paypal";
  at: Date;
  language: string;
  siteName: string;
  colour: string;
}): ComposedMail {
  const words = PAYMENT_INFO_MAILS[isLanguage(options.language) ? options.language : "en"];
  const at = `${options.at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const lines = [words.intro(options.kind), words.method(options.method), words.when(at)];
  const subject = words.subject(options.siteName);
  const text = [...lines, "", words.notYou].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933">
<h2 style="color:${escapeHtml(options.colour)}">${escapeHtml(options.siteName)}</h2>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p style="color:#6b7280">${escapeHtml(words.notYou)}</p>
</body></html>`;
  return { subject, text, html };
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
