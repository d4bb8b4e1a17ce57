import { formatDate, type Language } from "@studio/contract";

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

/** Fields never shown: a password change is recorded without the password ({ password: "changed" }). */
const HIDDEN_FIELDS = new Set(["password"]);

/**
 * One field of an audited action: a value that was set or removed, or did not change ("value"),
 * or a change from `before` to `after` ("change"; undefined is no value on that side).
 */
export type AuditChange =
  | { kind: "value"; field: string; labelKey: string | null; value: unknown }
  | { kind: "change"; field: string; labelKey: string | null; before: unknown; after: unknown };

/**
 * The before/after records of an audit entry as one line per field, in a stable order (the fields
 * of `after`, then those only in `before`). A value that is an object with a name shows its name, a
 * list its items; an entry with only one side (a member created or deleted) shows that side's values.
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = [...Object.keys(after ?? {}), ...Object.keys(before ?? {})].filter(
    (field, index, all) => all.indexOf(field) === index && !HIDDEN_FIELDS.has(field),
  );
  return fields.flatMap((field): AuditChange[] => {
    const labelKey = FIELD_LABELS[field] ?? null;
    const was = readable(before?.[field]);
    const is = readable(after?.[field]);
    if (was === undefined && is === undefined) return [];
    if (before === null || after === null || was === is) {
      return [{ kind: "value", field, labelKey, value: is ?? was }];
    }
    return [{ kind: "change", field, labelKey, before: was, after: is }];
  });
}

function readable(value: unknown): unknown {
  if (Array.isArray(value)) return value.length > 0 ? value.map(readable).join(", ") : undefined;
  if (value && typeof value === "object" && "name" in value) return String((value as { name: unknown }).name);
  if (value === null) return undefined;
  return value;
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/** A moment in the person's date format plus local hh:mm. */
export function formatDateTime(instant: string, language: Language): string {
  const date = formatDate(instant, language);
  const at = new Date(instant);
  if (!date || Number.isNaN(at.getTime())) return "";
  return `${date} ${pad2(at.getHours())}:${pad2(at.getMinutes())}`;
}
