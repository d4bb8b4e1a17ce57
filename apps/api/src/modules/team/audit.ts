import type { ManagerAuditAction } from "@studio/contract";
import type { Db } from "../../db/client";
import type { Account } from "../../db/rows";
import { insertAudit } from "./queries";

export interface AuditEntry {
  action: ManagerAuditAction;
  memberId?: number | null;
  channelId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes the audit rows of one action of `actor` on its own team, in the action's transaction
 * (docs/decisions/079). Passwords never go in: a password change is `{ password: "changed" }`.
 */
export async function audit(
  tx: Db,
  actor: Account,
  at: Date,
  entries: AuditEntry[],
  /** The client address the action came from (docs/decisions/125). */
  address: string | null = null,
): Promise<void> {
  await insertAudit(
    tx,
    entries.map((entry) => ({
      networkId: actor.networkId,
      teamOwnerId: actor.id,
      actorId: actor.id,
      action: entry.action,
      memberId: entry.memberId ?? null,
      channelId: entry.channelId ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      address,
      createdAt: at,
    })),
  );
}
