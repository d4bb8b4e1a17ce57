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
  channels: "team.audit.field.channels",
};

/** One field of an audited action: its value before and after (undefined when absent on that side). */
export interface AuditChange {
  field: string;
  labelKey: string | null;
  before: unknown;
  after: unknown;
}

/**
 * The before/after records of an audit entry as one line per field, in a stable order (the fields
 * of `after`, then those only in `before`). A value that is an object with a name shows its name.
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = [...Object.keys(after ?? {}), ...Object.keys(before ?? {})].filter(
    (field, index, all) => all.indexOf(field) === index,
  );
  return fields.map((field) => ({
    field,
    labelKey: FIELD_LABELS[field] ?? null,
    before: readable(before?.[field]),
    after: readable(after?.[field]),
  }));
}

function readable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(readable).join(", ");
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
