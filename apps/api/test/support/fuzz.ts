import type { CallDefinition } from "@studio/contract";
import fc from "fast-check";
import { z } from "zod";

/** The part of JSON Schema that `z.toJSONSchema` writes for the contract's inputs. */
interface JsonSchema {
  type?: "object" | "string" | "integer" | "number" | "boolean" | "array" | "null";
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
}

const MB = 1024 * 1024;

function deepObject(depth: number): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/**
 * Values no well-behaved client sends: NUL, numbers past every bound, 1 MB strings, the wrong type,
 * arrays for scalars, negative and fractional numbers, deeply nested objects, odd text.
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "%00",
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER - 2,
    "1e400",
    "-1e400",
    "99999999999999999999999999",
    "Infinity",
    "NaN",
    "-0",
    -1,
    -0.5,
    0.5,
    1.5,
    0,
    "",
    " ",
    "\n\t",
    true,
    false,
    null,
    {},
    [],
    "__proto__",
    "constructor",
    "' OR 1=1 --",
    "\ud800",
    "\u202e\u0645\u0631\u062d\u0628\u0627",
    "😀".repeat(300),
    "0000-01-01",
    "9999-12-31",
    "2026-02-30",
    "-001-01-01",
    "x".repeat(MB),
    "y".repeat(200_000),
  ),
  fc.constant(null).map(() => deepObject(2_000)),
  fc.array(fc.oneof(fc.string(), fc.integer()), { minLength: 2, maxLength: 3 }),
  fc.string({ maxLength: 30, unit: "binary" }),
  fc.double(),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const DAY_MS = 86_400_000;
/** Days around the demo's 90 days of figures (the test clock is the real time). */
const nearDay = fc
  .integer({ min: -130, max: 5 })
  .map((offset) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10));

/** Periods at and past the ends of the calendar the server can count in. */
const edgePeriod = fc.constantFrom<[string, string]>(
  ["0000-01-01", "0000-01-05"],
  ["9999-12-25", "9999-12-31"],
  ["1899-12-30", "1900-01-02"],
  ["2099-12-30", "2100-01-02"],
);

/**
 * Values by field name that reach past validation into the handlers: existing rows, the demo's
 * accounts and tracks, ranges the dashboards accept. Mixed with what the schema alone gives.
 */
const HINTS: Record<string, fc.Arbitrary<unknown>> = {
  start: nearDay,
  end: nearDay,
  id: fc.oneof(
    fc.integer({ min: 1, max: 60 }),
    fc.constantFrom("creator@studio.test", "manager@studio.test"),
  ),
  email: fc.constantFrom("creator@studio.test", "manager@studio.test", "nobody@studio.test"),
  password: fc.constantFrom("wrong-password-1", "studio-demo-x", "abc"),
  isrc: fc.constantFrom("KRA402600001", "KRA402600002", "CNWAV2600001", "kra402600003"),
  link: fc.constantFrom(
    "https://www.youtube.com/@retro-gamer",
    "https://www.youtube.com/channel/UC0000000000000000000000",
    "youtube.com/@nope-nope",
  ),
  search: fc.constantFrom("하늘", "月光", "neon", "KRA40", "%", "_", "\\"),
  tags: fc.constantFrom("calm", "calm,bright", "calm,dreamy,edm,exciting", "nope"),
};

/** A value that fits a JSON Schema node (the well-formed half of the fuzz), or a hint for its name. */
function fittingNamed(name: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  const hint = HINTS[name];
  return hint ? fc.oneof(hint, fitting(schema)) : fitting(schema);
}

function fitting(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(fitting));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  switch (schema.type) {
    case "object":
      return objectOf(schema, fittingNamed);
    case "array":
      return fc.array(schema.items ? fitting(schema.items) : fc.anything(), { maxLength: 4 });
    case "boolean":
      return fc.boolean();
    case "integer":
    case "number": {
      const min =
        schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1e6);
      const max = schema.maximum ?? 1e9;
      const integer = fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max });
      // Small ids and pages reach rows that exist (the demo's channels, videos and tracks).
      return fc.oneof(integer, fc.integer({ min: Math.max(min, 0), max: Math.min(max, 60) }));
    }
    case "string":
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 300),
      });
    default:
      return fc.anything();
  }
}

function objectOf(
  schema: JsonSchema,
  arbitraryOf: (name: string, property: JsonSchema) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = arbitraryOf(name, property);
  const record = fc.record(model, { requiredKeys: [...required].filter((name) => name in properties) });
  if (!("start" in properties && "end" in properties)) return record;
  // Periods: an ordered pair of days most of the time, so the revenue handlers run.
  return fc
    .tuple(record, fc.option(fc.oneof(fc.tuple(nearDay, nearDay), edgePeriod), { freq: 3 }))
    .map(([value, days]) => {
      if (!days) return value;
      const [start, end] = [...days].sort();
      return { ...value, start, end };
    });
}

/** A field that mostly fits, sometimes is hostile. */
const fieldOf = (name: string, property: JsonSchema) =>
  fc.oneof({ arbitrary: fittingNamed(name, property), weight: 5 }, { arbitrary: hostileValue, weight: 1 });

/**
 * Inputs for a call: objects shaped by its zod schema whose fields mostly fit and sometimes are
 * hostile, with unknown keys now and then, and sometimes a whole input of the wrong kind.
 */
export function inputsOf(call: CallDefinition): fc.Arbitrary<unknown> {
  const schema = z.toJSONSchema(call.input, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const shaped = objectOf(schema, fieldOf);
  const extraKeys = fc.dictionary(
    fc.oneof(
      fc.constantFrom("__proto__", "constructor", "prototype", "a\u0000"),
      fc.string({ maxLength: 8 }),
    ),
    hostileValue,
    { maxKeys: 2 },
  );
  return fc.oneof(
    { arbitrary: shaped, weight: 6 },
    { arbitrary: fc.tuple(shaped, extraKeys).map(([input, extra]) => ({ ...extra, ...input })), weight: 2 },
    { arbitrary: hostileValue, weight: 1 },
  );
}

/** A query string as a client can send it: text values, repeated keys for arrays. */
export function toQuery(input: unknown): Record<string, string | string[]> {
  if (input === null || typeof input !== "object" || Array.isArray(input)) return { value: textOf(input) };
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    query[key] = Array.isArray(value) ? value.map(textOf) : textOf(value);
  }
  return query;
}

function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === null || value === undefined) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** Headers the API reads, sometimes hostile. */
export const headersArbitrary: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    "accept-language": fc.oneof(
      fc.constantFrom("ko", "zh-CN", "zh-TW", "en", "ko-KR,ko;q=0.9", "*", "x".repeat(5_000)),
      fc.string({ maxLength: 20 }),
    ),
    "x-currency": fc.oneof(fc.constantFrom("CNY", "USD", "EUR", "cny", ""), fc.string({ maxLength: 10 })),
    "x-network-domain": fc.oneof(
      fc.constantFrom(
        "wave.studio.test",
        "studio.test",
        "WAVE.STUDIO.TEST:3000",
        "www.",
        "a\u0000b",
        "x".repeat(4_000),
      ),
      fc.string({ maxLength: 30 }),
    ),
  },
  { requiredKeys: [] },
);

/** A multipart body: fields and files with odd names and contents (manifests among them). */
export const multipartArbitrary = fc.record({
  fields: fc.array(fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 50 })), { maxLength: 3 }),
  files: fc.array(
    fc.record({
      field: fc.constantFrom("manifest", "files", "file", ""),
      name: fc.oneof(
        fc.constantFrom(
          "manifest.csv",
          "manifest.json",
          "report.csv",
          "../../etc/passwd",
          "a\u0000.csv",
          "loop.wav",
          "cover.svg",
          "MANIFEST.JSON",
          ".csv",
        ),
        fc.string({ maxLength: 20 }),
      ),
      text: fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom(
          '{"tracks":[{"isrc":"KRA402600099","name":"a\\u0000","artist":"b","category":"bgm","release_date":"0000-01-01","audio":"loop.wav","cover":"cover.svg"}]}',
          '{"tracks":[{"isrc":"KRA402600098","name":"n","artist":"b","category":"bgm","release_date":"2026-01-01","duration":1e308,"audio":"../loop.wav","cover":"cover.svg"}]}',
          '{"tracks":{"length":1e9}}',
          "[]",
          "isrc,name,artist,category,tags,shopping,prioritized,instrumental,release_date,duration,audio,cover\nKRA402600097,n,a,bgm,calm,yes,no,yes,0000-01-01,-5,loop.wav,cover.svg",
          "isrc,name\n\u0000,\u0000",
          'a,b\n"unterminated',
          "date,video_id,views\n2026-01-01,x,99999999999999999999999",
        ),
      ),
    }),
    { maxLength: 3 },
  ),
});
