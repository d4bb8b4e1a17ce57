/**
 * Query parameters that carry credentials: the session token of create.onetime.auth?code=, link tokens,
 * the signed invoice link's t= and any signature parameter.
 */
const SECRET_PARAMS = /([?&](?:code|t|token|sig|signature)=)[^&#]*/gi;
/** A signed download link (modules/files/file-store.ts signedLinkOf): /files/<id>/<expires>/<signature>/<name>. */
const SIGNED_FILE_PATH = /(\/files\/[^/?#]+\/[^/?#]+\/)[^/?#]+(?=\/)/gi;

/** The URL as logs show it: the path kept, every signature and token value replaced by [redacted]. */
export function redactUrl(url: string): string {
  return url.replace(SIGNED_FILE_PATH, "$1[redacted]").replace(SECRET_PARAMS, "$1[redacted]");
}

/**
 * An e-mail address as logs and staff screens show it: the first letter of the mailbox and the
 * domain (`j***@example.com`), enough to tell mails apart without handing out the address.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}

const EMAIL_IN_TEXT = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+\.[^\s<>()[\]"',;:]+/g;

/** Text (an SMTP server's answer) with every e-mail address in it masked. */
export function maskEmails(text: string): string {
  return text.replace(EMAIL_IN_TEXT, (address) => maskEmail(address));
}
