/**
 * An audit entry's before and after, field by field: the team's audit (docs/decisions/079) and
 * the back-office's (decision 125) show them alike.
 */

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
  labels: Readonly<Record<string, string>> = {},
): AuditChange[] {
  const fields = [...Object.keys(after ?? {}), ...Object.keys(before ?? {})].filter(
    (field, index, all) => all.indexOf(field) === index && !HIDDEN_FIELDS.has(field),
  );
  return fields.flatMap((field): AuditChange[] => {
    const labelKey = labels[field] ?? null;
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
