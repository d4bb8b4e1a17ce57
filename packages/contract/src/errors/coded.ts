/**
 * Validation issues carry a catalogue code so that the server answers the specific error
 * (10007 invalid e-mail rather than 4) and the web forms show the same text in the person's
 * language. The issue message is a small JSON document; anything else means "fields required" (4).
 */
export type IssueParams = Record<string, string | number>;

export function coded(code: number, params?: IssueParams): string {
  return JSON.stringify(params ? { code, params } : { code });
}

export function decodeIssue(message: string | undefined): { code: number; params?: IssueParams } | null {
  if (message?.[0] !== "{") return null;
  try {
    const parsed = JSON.parse(message) as { code?: unknown; params?: IssueParams };
    return typeof parsed.code === "number" ? { code: parsed.code, params: parsed.params } : null;
  } catch {
    return null;
  }
}
