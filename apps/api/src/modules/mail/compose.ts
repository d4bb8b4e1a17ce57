import { isLanguage } from "@studio/contract";
import { escapeHtml } from "../../lib/html";
import { CODE_MAILS } from "./messages";

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
