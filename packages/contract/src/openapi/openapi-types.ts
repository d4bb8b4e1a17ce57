import type { CallAccess } from "../calls/define-call";
import type { JsonSchema } from "./wire-schema";

/** The part of OpenAPI 3.1 the contract's document uses. */
export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, OpenApiPathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, OpenApiParameter>;
    securitySchemes: Record<string, { type: "http"; scheme: "bearer"; description: string }>;
  };
}

export type OpenApiPathItem = Partial<Record<"get" | "post", OpenApiOperation>>;

export interface OpenApiParameter {
  name: string;
  in: "query" | "header";
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiMediaType {
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  content: Record<string, OpenApiMediaType>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  /** Empty for a public call: no session needed. */
  security: Record<string, string[]>[];
  parameters: (OpenApiParameter | { $ref: string })[];
  requestBody?: { required: boolean; content: Record<string, OpenApiMediaType> };
  responses: Record<string, OpenApiResponse>;
  /** Who may make the call, as the contract says it. */
  "x-access": CallAccess;
  /** Every catalogue code the call may answer, ascending. */
  "x-error-codes": number[];
}
