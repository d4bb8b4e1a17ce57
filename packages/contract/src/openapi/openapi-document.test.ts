import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import * as contract from "../index";
import { contractCalls, isCallDefinition } from "./call-modules";
import { buildOpenApiDocument } from "./openapi-document";
import type { OpenApiOperation, OpenApiParameter } from "./openapi-types";

const document = buildOpenApiDocument();
const CALLS = (Object.values(contract) as unknown[]).filter(isCallDefinition);

function operationOf(call: contract.CallDefinition): OpenApiOperation {
  const operation = document.paths[`/api/${call.path}`]?.[call.method === "GET" ? "get" : "post"];
  if (!operation) throw new Error(`${call.method} ${call.path} is missing from the document`);
  return operation;
}

const queryParameters = (operation: OpenApiOperation) =>
  operation.parameters.filter((p): p is OpenApiParameter => "in" in p && p.in === "query");

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    // A copy: the validator may annotate what it is given.
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("lists, in one place, exactly the calls the contract exports", () => {
    const key = (call: contract.CallDefinition) => `${call.method} ${call.path}`;
    expect(contractCalls().map(key).sort()).toEqual(CALLS.map(key).sort());
  });

  it("holds every call of the contract once, at its method and path", () => {
    expect(CALLS.length).toBeGreaterThan(40);
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(CALLS.length);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const call of CALLS) {
      const operation = operationOf(call);
      expect(operation.summary, call.path).toBe(call.summary);
      expect(operation["x-access"]).toBe(call.access);
      const security = { public: [], "optional-session": [{}, { session: [] }] }[call.access as string];
      expect(operation.security).toEqual(security ?? [{ session: [] }]);
      expect(operation.tags).toHaveLength(1);
      expect(operation["x-error-codes"]).toEqual(expect.arrayContaining([...call.errors]));
      const success = operation.responses["200"]?.content;
      if (call.answer) expect(Object.keys(success ?? {})).toEqual([call.answer.file]);
      else expect(success?.["application/json"]?.schema.required).toEqual(["success", "message", "data"]);
    }
  });

  it("answers a file call's success with the file, not the envelope", () => {
    const pdf = operationOf(contract.withdrawalInvoicePdfCall);
    expect(pdf.responses["200"]?.content).toEqual({
      "application/pdf": { schema: { type: "string", contentMediaType: "application/pdf" } },
    });
    // Its failures are the envelope, as every call's.
    const failures = Object.entries(pdf.responses).filter(([status]) => status !== "200");
    expect(failures.length).toBeGreaterThan(0);
    for (const [, response] of failures)
      expect(response.content["application/json"]?.schema.allOf?.[0]).toEqual({
        $ref: "#/components/schemas/Failure",
      });
    expect(pdf.security).toEqual([{}, { session: [] }]);
    expect(queryParameters(pdf).map((p) => [p.name, p.required])).toEqual([
      ["t", false],
      ["id", false],
      ["lang", false],
    ]);
  });

  it("names operations after the contract's exports and tags them with their module", () => {
    expect(operationOf(contract.joinCall)).toMatchObject({ operationId: "join", tags: ["member"] });
    expect(operationOf(contract.musicVideoListCall)).toMatchObject({
      operationId: "musicVideoList",
      tags: ["revenue"],
    });
    expect(operationOf(contract.adminChannelDenyCall).tags).toEqual(["admin-channel"]);
  });

  it("gives every call a summary of its own", () => {
    const missing = CALLS.filter((call) => !call.summary?.trim()).map((call) => call.path);
    expect(missing).toEqual([]);
  });

  it("puts a GET's input in the query and a POST's in a JSON body", () => {
    const search = operationOf(contract.musicSearchCall);
    expect(search.requestBody).toBeUndefined();
    const parameters = Object.fromEntries(queryParameters(search).map((p) => [p.name, p]));
    // Defaults make a field optional on the wire; `tags` travels as the comma-separated text.
    expect(parameters.page).toMatchObject({ required: false, schema: { type: "integer", default: 0 } });
    expect(parameters.tags).toMatchObject({ required: false, schema: { type: "string" } });
    expect(parameters.prioritized?.schema.enum).toEqual(["true", "false"]);

    const join = operationOf(contract.joinCall);
    expect(queryParameters(join)).toEqual([]);
    const body = join.requestBody?.content["application/json"]?.schema;
    expect(join.requestBody?.required).toBe(true);
    expect(body?.required).toEqual(["id", "password", "nickname"]);
    // The e-mail is lower-cased by the server: what is sent is any text up to 254 characters.
    expect(body?.properties?.id).toMatchObject({ type: "string", maxLength: 254 });
  });

  it("follows inputIn: a POST with its input in the query, and multipart uploads", () => {
    const onetime = operationOf(contract.createOnetimeAuthCall);
    expect(onetime.requestBody).toBeUndefined();
    expect(queryParameters(onetime).map((p) => [p.name, p.required])).toEqual([["code", true]]);

    const upload = operationOf(contract.adminMusicImportCall);
    const form = upload.requestBody?.content["multipart/form-data"]?.schema;
    expect(form?.additionalProperties).toMatchObject({ contentMediaType: "application/octet-stream" });
    expect(upload["x-error-codes"]).toContain(contract.E.TOO_MANY_PARTS);
  });

  it("writes money as the integer string that travels, never a number", () => {
    const data = operationOf(contract.musicDashboardCall).responses["200"]?.content["application/json"]
      ?.schema.properties?.data;
    const revenue = data?.properties?.totals?.properties?.revenue;
    expect(revenue).toMatchObject({ type: "string", pattern: "^-?\\d+$" });
    expect(revenue?.description).toContain("Micro-USD");
  });

  it("answers each error status with the failure envelope and its catalogue codes", () => {
    const login = operationOf(contract.loginCall);
    const codes = login["x-error-codes"];
    for (const code of [...contract.GENERIC_ERRORS, ...contract.loginCall.errors])
      expect(codes).toContain(code);
    const status = String(contract.errorStatus(contract.E.WRONG_CREDENTIALS));
    const response = login.responses[status];
    expect(response?.description).toContain(`${contract.E.WRONG_CREDENTIALS}: `);
    expect(response?.content["application/json"]?.schema.allOf).toEqual([
      { $ref: "#/components/schemas/Failure" },
      { properties: { code: { enum: expect.arrayContaining([contract.E.WRONG_CREDENTIALS]) } } },
    ]);
    expect(document.components.schemas.Failure?.required).toEqual(["success", "code", "message"]);
  });
});

describe("the statuses the OpenAPI document declares (docs/decisions/141)", () => {
  const codesAt = (operation: OpenApiOperation, status: number) =>
    operation.responses[String(status)]?.content["application/json"]?.schema.allOf?.[1]?.properties?.code
      ?.enum;

  it("declares 404 with code 2 on every call: what the caller may not see is answered as not there", () => {
    for (const call of contractCalls()) {
      const operation = operationOf(call);
      expect(codesAt(operation, 404), `${call.method} ${call.path}`).toContain(contract.E.INVALID_ACCESS);
      expect(codesAt(operation, 403), call.path).toContain(contract.E.INVALID_ACCESS);
    }
    expect(operationOf(contract.adminTrackFilesCall).responses["404"]?.description).toContain("2: ");
  });

  it("declares 409 and 422 with code 2 where a call answers a conflict or a reused Idempotency-Key", () => {
    const conflicts = [
      contract.paymentInfoRegisterCall,
      contract.paymentInfoUpdateCall,
      contract.withdrawalRequestCall,
      contract.adminWithdrawalPayCall,
      contract.adminWithdrawalRejectCall,
      contract.adminManualEntryApproveCall,
      contract.adminManualEntryDeclineCall,
    ];
    for (const call of conflicts) expect(codesAt(operationOf(call), 409), call.path).toContain(2);
    for (const call of [contract.withdrawalRequestCall, contract.adminLedgerManualCall])
      expect(codesAt(operationOf(call), 422), call.path).toContain(2);
    // A call that never conflicts declares no 409 unless one of its own codes is a conflict.
    expect(operationOf(contract.meCall).responses["409"]).toBeUndefined();
    expect(codesAt(operationOf(contract.joinCall), 409)).toEqual([10009, 10010]);
  });

  it("declares 431 (12) on every call, 413 with code 9 on uploads", () => {
    for (const call of contractCalls()) {
      expect(codesAt(operationOf(call), 431), call.path).toEqual([contract.E.HEADERS_TOO_LARGE]);
      if (call.inputIn === "multipart")
        expect(codesAt(operationOf(call), 413), call.path).toContain(contract.E.TOO_MANY_PARTS);
    }
  });
});
