import { z } from "zod";

/** The part of JSON Schema (2020-12) that `z.toJSONSchema` writes for the contract's schemas. */
export interface JsonSchema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  contentMediaType?: string;
  $ref?: string;
}

/**
 * A contract schema as it travels: the input side of every schema. Requests are parsed from it,
 * and answers are written with zod's encode (fastify-type-provider-zod's serializer), which turns
 * the handler's value back into the schema's input. So a field with a default is optional, a
 * transformed field shows what is sent before the transform, and money stays the integer string
 * of `microAmount`.
 */
export function wireSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: "input",
    target: "draft-2020-12",
    // A schema the JSON Schema cannot say (none today) must fail the build of the document, not hide.
    unrepresentable: "throw",
  }) as JsonSchema & { $schema?: string };
  return json;
}
