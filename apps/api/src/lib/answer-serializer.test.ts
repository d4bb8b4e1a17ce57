import { describe, expect, it } from "vitest";
import { z } from "zod";
import { answerSerializerCompiler } from "./answer-serializer";

const schema = z.object({
  success: z.literal(true),
  data: z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() }),
});
const writerOf = (checkAgainstContract: boolean) =>
  answerSerializerCompiler({ checkAgainstContract })({
    schema,
    method: "GET",
    url: "/api/x",
    httpStatus: "200",
  });

describe("the answer writer compiled from the contract (docs/decisions/150)", () => {
  it("writes the contract's fields and no others, in production", () => {
    const write = writerOf(false);
    const answer = { success: true, data: { id: 7, name: "Mina", note: null, secret: "never sent" } };
    expect(JSON.parse(write(answer))).toEqual({ success: true, data: { id: 7, name: "Mina", note: null } });
  });

  it("refuses, outside production, an answer the contract refuses", () => {
    const write = writerOf(true);
    expect(() => write({ success: true, data: { id: "7", name: "Mina", note: null } })).toThrow();
    expect(JSON.parse(write({ success: true, data: { id: 7, name: "Mina", note: "a" } }))).toEqual({
      success: true,
      data: { id: 7, name: "Mina", note: "a" },
    });
  });

  it("refuses, outside production, an answer the compiled writer would write differently from zod's encode", () => {
    // A codec whose encode changes the value cannot be said in JSON Schema: the check catches it.
    const shouted = z.object({
      name: z.codec(z.string(), z.string(), {
        decode: (v) => v.toLowerCase(),
        encode: (v) => v.toUpperCase(),
      }),
    });
    const write = answerSerializerCompiler({ checkAgainstContract: true })({
      schema: shouted,
      method: "GET",
      url: "/api/y",
      httpStatus: "200",
    });
    expect(() => write({ name: "mina" })).toThrow(/differs from the contract's encode/);
  });
});
