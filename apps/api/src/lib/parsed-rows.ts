import { z } from "zod";

/**
 * Raw statements (the ones Drizzle's builder cannot say: window sums, CTEs that delete, cursors)
 * answer untyped rows. Each is read through a zod schema here, so what the module hands on is
 * checked and typed, and money stays bigint.
 */

/** A bigint or numeric column as either engine hands it over: text (node-postgres), number or bigint (PGlite). */
const integerLike = z.union([z.string().regex(/^-?\d+$/), z.number().int(), z.bigint()]);

/** Money in micro-USD, or any sum that may pass 2^53: always a bigint. */
export const bigintColumn = integerLike.transform((value) => BigInt(value));

/** Counts, views and seconds: they fit a JS number. */
export const numberColumn = integerLike.transform((value) => Number(value));

/** Both drivers answer a raw statement with `{ rows }`. */
const rawResult = z.object({ rows: z.array(z.unknown()) });

/** The rows of a raw statement's result, each checked and typed by `row`. */
export function parseRows<Row extends z.ZodType>(row: Row, result: unknown): z.output<Row>[] {
  return z.array(row).parse(rawResult.parse(result).rows);
}

/** The one row of a raw statement that always answers one (an aggregate without `group by`). */
export function parseOneRow<Row extends z.ZodType>(row: Row, result: unknown): z.output<Row> {
  const [first] = parseRows(row, result);
  if (first === undefined) throw new Error("the statement answered no row");
  return first;
}

/**
 * Hand readers of one column of a raw row, for the rows read by the thousand (the video list and
 * its report file's cursor): they check and convert a column in place, where a schema per row would
 * build a second object for every row and cost the export its memory headroom.
 */
export type RawRow = object;

const columnOf = (row: RawRow, name: string): unknown => Reflect.get(row, name);
const notA = (name: string, what: string) => new Error(`column ${name} is not ${what}`);

export function textOf(row: RawRow, name: string): string {
  const value = columnOf(row, name);
  if (typeof value !== "string") throw notA(name, "text");
  return value;
}

export function textOrNullOf(row: RawRow, name: string): string | null {
  const value = columnOf(row, name);
  return value === null ? null : textOf(row, name);
}

function integerOf(row: RawRow, name: string): string | number | bigint {
  const value = columnOf(row, name);
  if (typeof value === "bigint" || (typeof value === "number" && Number.isInteger(value))) return value;
  if (typeof value === "string" && /^-?\d+$/.test(value)) return value;
  throw notA(name, "a whole number");
}

/** Counts, views and seconds. */
export const numberOf = (row: RawRow, name: string): number => Number(integerOf(row, name));

/** Money in micro-USD: always a bigint. */
export const bigintOf = (row: RawRow, name: string): bigint => BigInt(integerOf(row, name));

/** The rows of a raw statement's result, each read by `read` (built on the readers above). */
export function mapRows<Row>(read: (row: RawRow) => Row, result: unknown): Row[] {
  return rawResult.parse(result).rows.map((row) => {
    if (typeof row !== "object" || row === null) throw new Error("a row is not an object");
    return read(row);
  });
}
