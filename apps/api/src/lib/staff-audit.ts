import type { Db } from "../db/client";
import { staffAudit } from "../db/schema";

/** What a staff action changed: the thing it acted on and its state before and after. */
export interface AuditDetail {
  /** `kind:id`, for instance `account:12` or `track:KRA401234567`. */
  target?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * The audit row of one staff call (docs/decisions/125, 139). Every staff write gets one: a handler
 * that takes the note records it in its transaction, with what it changed; otherwise the call's
 * registration records the call and its input in the first transaction the handler opens (after
 * the handler when it opens none).
 */
export class StaffAuditNote {
  #recorded = false;

  constructor(
    private readonly action: string,
    private readonly networkId: number,
    private readonly actorId: number,
    private readonly address: string,
  ) {}

  get recorded(): boolean {
    return this.#recorded;
  }

  /** Writes the row with `db`, the handler's transaction when it has one. */
  async record(db: Db, detail: AuditDetail): Promise<void> {
    await db.insert(staffAudit).values({
      networkId: this.networkId,
      actorId: this.actorId,
      action: this.action,
      target: detail.target ?? null,
      before: detail.before ?? null,
      after: detail.after ?? null,
      address: this.address,
    });
    this.#recorded = true;
  }
}

/** Input fields never kept in the audit, whatever the call (passwords are never staff input today). */
const SECRET_FIELDS = /password|token|code|secret/i;

/** A call's input as the audit keeps it: secrets dropped, long texts cut. */
export function auditedInput(input: unknown): Record<string, unknown> | null {
  if (!input || typeof input !== "object") return null;
  const kept = Object.entries(input as Record<string, unknown>)
    .filter(([key]) => !SECRET_FIELDS.test(key))
    .map(([key, value]) => [
      key,
      typeof value === "string" && value.length > 500 ? `${value.slice(0, 500)}…` : value,
    ]);
  return Object.fromEntries(kept);
}
