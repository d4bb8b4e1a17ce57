import type { JsonSchema } from "@studio/contract/openapi";

/** One line of a field table: a field of an input or an output, nested ones named with dots. */
export interface FieldRow {
  /** `owner.name`, `items[].id`: the path to the field from the top of the input or `data`. */
  name: string;
  type: string;
  required: boolean;
  notes: string[];
}

/** zod writes every integer with these bounds; they say nothing a reader needs. */
const SAFE_BOUND = Number.MAX_SAFE_INTEGER;

const nonNull = (schema: JsonSchema) => schema.type !== "null";

/** The object a field holds, through `X | null` and arrays, for its nested fields. */
function nestedObject(schema: JsonSchema): { schema: JsonSchema; suffix: string } | undefined {
  if (schema.properties) return { schema, suffix: "" };
  if (schema.items) {
    const inner = nestedObject(schema.items);
    return inner ? { schema: inner.schema, suffix: `[]${inner.suffix}` } : undefined;
  }
  const options = schema.anyOf?.filter(nonNull) ?? [];
  const [only] = options;
  return options.length === 1 && only ? nestedObject(only) : undefined;
}

export function typeLabel(schema: JsonSchema): string {
  if (schema.$ref) return schema.$ref.split("/").at(-1) ?? schema.$ref;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.anyOf) return schema.anyOf.map(typeLabel).join(" | ");
  if (schema.allOf) return schema.allOf.map(typeLabel).join(" & ");
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? "any"];
  return types
    .map((type) => {
      if (type === "array") return `array of ${schema.items ? typeLabel(schema.items) : "any"}`;
      if (type === "string" && schema.format) return `string (${schema.format})`;
      if (type === "string" && schema.contentMediaType) return "file";
      return type;
    })
    .join(" | ");
}

/** What a reader needs besides the type: the description, the allowed values and the bounds. */
function notesOf(schema: JsonSchema): string[] {
  const notes: string[] = [];
  if (schema.description) notes.push(schema.description);
  const enumValues = schema.enum ?? schema.items?.enum;
  if (enumValues) notes.push(`one of: ${enumValues.map(String).join(", ")}`);
  if (schema.default !== undefined) notes.push(`default: ${JSON.stringify(schema.default)}`);
  if (schema.minLength === 1) notes.push("not empty");
  else if (schema.minLength !== undefined && schema.minLength > 1)
    notes.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) notes.push(`at most ${schema.maxLength} characters`);
  if (schema.minimum !== undefined && schema.minimum > -SAFE_BOUND) notes.push(`minimum ${schema.minimum}`);
  if (schema.maximum !== undefined && schema.maximum < SAFE_BOUND) notes.push(`maximum ${schema.maximum}`);
  if (schema.maxItems !== undefined) notes.push(`at most ${schema.maxItems} items`);
  // A format (date-time) already says what its long pattern checks.
  if (schema.pattern && !schema.format) notes.push(`pattern: ${schema.pattern}`);
  for (const option of schema.anyOf?.filter(nonNull) ?? []) notes.push(...notesOf(option));
  return notes;
}

/** Every field of an object schema, nested objects and arrays of objects included, in order. */
export function fieldRows(schema: JsonSchema, prefix = ""): FieldRow[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    const row: FieldRow = {
      name: path,
      type: typeLabel(field),
      required: required.has(name),
      notes: notesOf(field),
    };
    const nested = nestedObject(field);
    return nested ? [row, ...fieldRows(nested.schema, `${path}${nested.suffix}.`)] : [row];
  });
}
