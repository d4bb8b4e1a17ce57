import { isDeepStrictEqual } from "node:util";
import fastJson from "fast-json-stringify";
import type { FastifySchemaCompiler } from "fastify";
import { serializerCompiler as contractSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

type SerializerCompiler = (
  routeSchema: Parameters<FastifySchemaCompiler<z.ZodType>>[0],
) => (data: unknown) => string;

/**
 * The writer of one output schema, compiled when its call first answers: compiling all of them
 * at start would spend start-up CPU (docs/performance.md, "Start-up and idle") on calls a node may
 * never answer.
 */
function compiledOnFirstUse(schema: z.ZodType): (data: unknown) => string {
  let write: ((data: unknown) => string) | undefined;
  return (data) => {
    write ??= fastJson(
      z.toJSONSchema(schema, { io: "output", target: "draft-7", unrepresentable: "any" }) as Parameters<
        typeof fastJson
      >[0],
    );
    return write(data);
  };
}

/**
 * How a call's JSON answer is written (docs/decisions/150): by a serializer compiled once, at start,
 * from the JSON schema of the contract's output, which writes only the contract's fields and no
 * others. zod's encode of every answer and a generic JSON.stringify cost more CPU than the rest of a
 * dashboard's answer, so production runs the compiled writer alone.
 *
 * `checkAgainstContract` (development and tests) keeps the contract's own check in front of it: an
 * answer zod refuses fails as before (ResponseSerializationError), and an answer the compiled writer
 * writes differently from zod's encode fails with the call's path, so every test that reaches a call
 * also proves the production writer right for that answer.
 */
export function answerSerializerCompiler(options: { checkAgainstContract: boolean }): SerializerCompiler {
  return (routeSchema) => {
    const { schema, method, url } = routeSchema;
    const write = compiledOnFirstUse(schema);
    if (!options.checkAgainstContract) return write;
    const contractWrite = contractSerializerCompiler(routeSchema);
    return (data) => {
      const expected = contractWrite(data);
      const written = write(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${method} ${url}: the compiled answer writer differs from the contract's encode:\n${written}\n${expected}`,
        );
      }
      return written;
    };
  };
}
