import { type AuditChange, auditChanges as changesOf } from "../../lib/audit-changes";

export type { AuditChange };

/** Fields an audit entry may carry, with their labels; any other field shows under its own name. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  fee_rate: "team.audit.field.feeRate",
  month: "team.audit.field.month",
  name: "team.audit.field.name",
  nickname: "team.audit.field.name",
  user_id: "team.audit.field.userId",
  member: "team.audit.field.member",
  channel: "team.audit.field.channel",
  channel_name: "team.audit.field.channel",
  channels: "team.audit.field.channels",
};

/** A team audit entry's fields, under the team's labels. */
export const auditChanges = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) =>
  changesOf(before, after, FIELD_LABELS);
