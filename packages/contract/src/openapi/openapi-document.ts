import contractPackage from "../../package.json" with { type: "json" };
import { type CallAccess, type CallDefinition, GENERIC_ERRORS } from "../calls/define-call";
import { successOf, ZFailure } from "../envelope";
import { E, type ErrorCode, errorEntry, isErrorCode } from "../errors/catalogue";
import { API_BASE } from "../headers";
import { CURRENCIES, LANGUAGES } from "../languages";
import { CALL_MODULES, type DocumentedCall, documentedCalls } from "./call-modules";
import type {
  OpenApiDocument,
  OpenApiMediaType,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiResponse,
} from "./openapi-types";
import { type JsonSchema, wireSchema } from "./wire-schema";

const SESSION_SCHEME = "session";
const FAILURE_REF = "#/components/schemas/Failure";

/**
 * Codes any call may answer whatever it declares: the contract's generic ones, an unknown failure
 * (1), an install with no network yet (8), a database that cannot be reached for a moment (10) and
 * request headers over the server's limit (12, 431).
 */
export const COMMON_ERRORS: readonly ErrorCode[] = [
  ...GENERIC_ERRORS,
  E.UNKNOWN,
  E.NOT_SET_UP,
  E.SERVICE_UNAVAILABLE,
  E.HEADERS_TOO_LARGE,
].sort((a, b) => a - b);

/**
 * Code 2 at a status other than its catalogue 403: every call may answer 404 (something it looks up
 * that the caller may not see is answered as not there, and so is an address no call has); a call
 * answers 409 or 422 where it says so (`invalidAccessAs`, docs/decisions/141).
 */
const INVALID_ACCESS_EVERYWHERE = [404] as const;

const ACCESS_TEXT: Record<CallAccess, string> = {
  public: "Public: no session needed (a session, if sent, is ignored).",
  session: "A session of an active account with a verified e-mail.",
  "session-unverified": "A session of an active account, verified or not.",
  staff: "A session of the network's staff, administrator or operator.",
  admin: "A session of the network's staff with the administrator role.",
  "optional-session":
    "No session needed; where the call says so, the session sent names the caller (an active account, verified or not).",
};

/** Who may call: nobody needs to sign in for a public call, a session is optional for an "optional-session" one. */
function securityOf(access: CallAccess): OpenApiOperation["security"] {
  if (access === "public") return [];
  // An empty requirement is "no authentication": either works.
  if (access === "optional-session") return [{}, { [SESSION_SCHEME]: [] }];
  return [{ [SESSION_SCHEME]: [] }];
}

/** A success: the envelope around the call's output, or the file itself. */
function successResponse(call: CallDefinition): OpenApiResponse {
  if (call.answer) {
    return {
      description: `Success: the file itself (${call.answer.file}), sent as a download (\`Content-Disposition: attachment\`).`,
      content: { [call.answer.file]: { schema: { type: "string", contentMediaType: call.answer.file } } },
    };
  }
  return {
    description: "Success: the call's answer in `data`.",
    content: json(wireSchema(successOf(call.output))),
  };
}

/** Headers every call reads (docs/spec.md §7, docs/design.md §2). */
const HEADER_PARAMETERS: Record<string, OpenApiParameter> = {
  NetworkDomain: {
    name: "X-Network-Domain",
    in: "header",
    required: false,
    description: "The network's domain; an unknown one is the default network.",
    schema: { type: "string" },
  },
  AcceptLanguage: {
    name: "Accept-Language",
    in: "header",
    required: false,
    description: `The language of messages: ${LANGUAGES.join(", ")} (within the network's languages).`,
    schema: { type: "string" },
  },
  Currency: {
    name: "X-Currency",
    in: "header",
    required: false,
    description: "The display currency of amounts.",
    schema: { type: "string", enum: [...CURRENCIES] },
  },
};

const json = (schema: JsonSchema): Record<string, OpenApiMediaType> => ({ "application/json": { schema } });

function inputPlace(call: CallDefinition): "query" | "body" | "multipart" {
  return call.inputIn ?? (call.method === "GET" ? "query" : "body");
}

/** A GET's input (or a call with `inputIn: "query"`): each field a query parameter. */
function queryParameters(call: CallDefinition, operationId: string): OpenApiParameter[] {
  const schema = wireSchema(call.input);
  if (schema.type !== "object") throw new Error(`${operationId}: a query input must be an object`);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, field]) => ({
    name,
    in: "query" as const,
    required: required.has(name),
    ...(field.description ? { description: field.description } : {}),
    schema: field,
  }));
}

function requestBody(call: CallDefinition): OpenApiOperation["requestBody"] {
  const schema = wireSchema(call.input);
  if (inputPlace(call) === "multipart") {
    // The files come beside the text fields, under any field name (a manifest, its audio...).
    const files: JsonSchema = {
      type: "string",
      contentMediaType: "application/octet-stream",
      description: "An uploaded file, under any field name.",
    };
    return {
      required: true,
      content: { "multipart/form-data": { schema: { ...schema, additionalProperties: files } } },
    };
  }
  // An empty body counts as `{}` (register-call.ts), so a body is required only with required fields.
  return { required: (schema.required ?? []).length > 0, content: json(schema) };
}

/** Every code the call may answer: its own, the common ones, and 9 for uploads. */
function errorCodesOf({ call, operationId }: DocumentedCall): ErrorCode[] {
  const codes = new Set<number>([...COMMON_ERRORS, ...call.errors]);
  if (inputPlace(call) === "multipart") codes.add(E.TOO_MANY_PARTS);
  return [...codes]
    .map((code) => {
      if (!isErrorCode(code)) throw new Error(`${operationId}: ${code} is not in the error catalogue`);
      return code;
    })
    .sort((a, b) => a - b);
}

/**
 * Each HTTP status a call may answer a failure with and the codes it answers at that status: every
 * code at its catalogue status, and code 2 also at the statuses of INVALID_ACCESS_EVERYWHERE and the
 * call's `invalidAccessAs` (docs/decisions/141). The contract fuzz holds the API to exactly these.
 */
export function failureStatusesOf(
  call: CallDefinition,
  codes: readonly ErrorCode[],
): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  const add = (status: number, code: ErrorCode) => {
    const listed = byStatus.get(status) ?? [];
    if (!listed.includes(code))
      byStatus.set(
        status,
        [...listed, code].sort((a, b) => a - b),
      );
  };
  for (const code of codes) add(errorEntry(code).status, code);
  if (codes.includes(E.INVALID_ACCESS))
    for (const status of [...INVALID_ACCESS_EVERYWHERE, ...(call.invalidAccessAs ?? [])])
      add(status, E.INVALID_ACCESS);
  return byStatus;
}

/** The failure envelope for each HTTP status the call may answer, its codes listed. */
function errorResponses(call: CallDefinition, codes: ErrorCode[]): Record<string, OpenApiResponse> {
  const byStatus = failureStatusesOf(call, codes);
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, statusCodes]) => [
        String(status),
        {
          description: statusCodes.map((code) => `${code}: ${errorEntry(code).messages.en}`).join("\n"),
          content: json({
            allOf: [{ $ref: FAILURE_REF }, { properties: { code: { enum: statusCodes } } }],
          }),
        },
      ]),
  );
}

function operationOf(documented: DocumentedCall): OpenApiOperation {
  const { call, operationId, tag } = documented;
  const inQuery = inputPlace(call) === "query";
  const codes = errorCodesOf(documented);
  return {
    operationId,
    summary: call.summary ?? `${call.method} ${call.path}`,
    description: ACCESS_TEXT[call.access],
    tags: [tag],
    security: securityOf(call.access),
    parameters: [
      ...Object.keys(HEADER_PARAMETERS).map((name) => ({ $ref: `#/components/parameters/${name}` })),
      ...(inQuery ? queryParameters(call, operationId) : []),
    ],
    ...(inQuery ? {} : { requestBody: requestBody(call) }),
    responses: { "200": successResponse(call), ...errorResponses(call, codes) },
    "x-access": call.access,
    "x-error-codes": codes,
  };
}

/**
 * The OpenAPI 3.1 document of every contract call: its path and method, input (query parameters
 * for a GET, else the body), the success envelope around its output, the failure envelope with the
 * catalogue codes it may answer by HTTP status, and who may make it (docs/decisions/049).
 */
export function buildOpenApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const documented of documentedCalls()) {
    const path = `${API_BASE}/${documented.call.path}`;
    const method = documented.call.method === "GET" ? "get" : "post";
    if (paths[path]?.[method]) throw new Error(`${method.toUpperCase()} ${path} is declared twice`);
    paths[path] = { ...paths[path], [method]: operationOf(documented) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Studio API",
      version: contractPackage.version,
      description:
        "Every answer is an envelope: `{ success: true, message, data }` or " +
        "`{ success: false, code, message, params? }` with a catalogue code and its message in the " +
        "request's language. Money is micro-USD (1 USD = 1,000,000) written as an integer string.",
    },
    tags: CALL_MODULES.map(({ tag, description }) => ({ name: tag, description })),
    paths,
    components: {
      schemas: { Failure: wireSchema(ZFailure) },
      parameters: HEADER_PARAMETERS,
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: "http",
          scheme: "bearer",
          description: "The token member/login, member/join or member/onetime.login answers.",
        },
      },
    },
  };
}
