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
 * The rows of a raw statement as the caller says they are, unchecked: for tests and benches, which
 * read back rows of statements they wrote themselves. The module's own reads use `parseRows`.
 */
export function rowsOf<Row = Record<string, unknown>>(result: unknown): Row[] {
  // The caller vouches for the shape: a test asserting on its own statement's columns.
  return rawResult.parse(result).rows as Row[];
}
