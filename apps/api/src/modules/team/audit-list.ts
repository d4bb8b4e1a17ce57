import { MANAGER_AUDIT_ACTIONS, type ManagerAuditAction } from "@studio/contract";
import type { Account } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { assertTeamManager } from "./access";
import { listAudit } from "./queries";

const isAction = (value: string): value is ManagerAuditAction =>
  (MANAGER_AUDIT_ACTIONS as readonly string[]).includes(value);

const textOf = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/**
 * The team's audit, newest first. A deleted member's account is scrubbed, so its name is the one
 * the rows recorded; a channel is named by the rows too (a deleted channel's row is gone).
 */
export async function teamAudit(deps: AppDeps, manager: Account, page: { page: number; size: number }) {
  assertTeamManager(manager);
  const { rows, total } = await listAudit(deps.db, manager.id, page);
  const items = rows.flatMap(({ entry, actorName, memberName, memberStatus }) => {
    if (!isAction(entry.action)) return [];
    const before = entry.before ?? null;
    const after = entry.after ?? null;
    const recordedName = (key: string) => {
      for (const values of [after, before]) {
        const value = values?.[key];
        if (typeof value === "string") return value;
        if (value && typeof value === "object") return textOf((value as Record<string, unknown>).name);
      }
      return undefined;
    };
    const member =
      entry.memberId === null
        ? null
        : {
            id: entry.memberId,
            name:
              (memberStatus === "deleted" ? (recordedName("name") ?? recordedName("member")) : memberName) ??
              memberName ??
              "",
          };
    const channel =
      entry.channelId === null ? null : { id: entry.channelId, name: recordedName("channel_name") ?? "" };
    return [
      {
        id: entry.id,
        action: entry.action,
        actor: { id: entry.actorId, name: actorName },
        member,
        channel,
        before,
        after,
        at: entry.createdAt.toISOString(),
      },
    ];
  });
  return { items, total };
}
