import type { ClientMessageKey } from "./client-messages";

/**
 * Validation issues carry a catalogue code so that the server answers the specific error
 * (10007 invalid e-mail rather than 4) and the web forms show the same text in the person's
 * language. The issue message is a small JSON document; anything else means "fields required" (4).
 */
export type IssueParams = Record<string, string | number>;

/**
 * `client` names a client message (CLIENT_MESSAGES) a form shows instead of the code's text, where
 * the form can say more than the server's catalogue ("must be 8-11 characters" for 40017); the
 * server still answers the code.
 */
export function coded(code: number, params?: IssueParams, client?: ClientMessageKey): string {
  return JSON.stringify({ code, ...(params ? { params } : {}), ...(client ? { client } : {}) });
}

export function decodeIssue(
  message: string | undefined,
): { code: number; params?: IssueParams; client?: string } | null {
  if (message?.[0] !== "{") return null;
  try {
    const parsed = JSON.parse(message) as { code?: unknown; params?: IssueParams; client?: unknown };
    if (typeof parsed.code !== "number") return null;
    return {
      code: parsed.code,
      params: parsed.params,
      ...(typeof parsed.client === "string" ? { client: parsed.client } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * A rule only a form checks (a confirmation that repeats a field): the issue is a client message
 * key, which the web shows in the person's language; the API never sees the repeated field.
 */
export const CLIENT_ISSUE_PREFIX = "client:";
export const clientIssue = (key: ClientMessageKey) => `${CLIENT_ISSUE_PREFIX}${key}`;
