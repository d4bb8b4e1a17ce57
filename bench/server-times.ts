import type { Database } from "../apps/api/src/db/client";

/**
 * Server time of the statements `run` sends (PostgreSQL only): each is run again under EXPLAIN
 * ANALYZE with its parameters, so the figure leaves out the round trips and this machine's Node.
 */
type Statement = { text: string; values?: unknown[] };
type Pool = { query: (statement: Statement | string, values?: unknown[]) => Promise<unknown> };
export async function serverTimes(
  database: Database,
  run: () => Promise<unknown>,
  rounds: number,
): Promise<number[] | undefined> {
  if (database.kind !== "postgres") return undefined;
  const pool = database.pool as unknown as Pool;
  const sent: Statement[] = [];
  const query = pool.query.bind(pool);
  pool.query = (statement, values) => {
    const text = typeof statement === "string" ? statement : statement.text;
    sent.push({ text, values: values ?? (typeof statement === "string" ? [] : (statement.values ?? [])) });
    return query(statement, values);
  };
  await run();
  pool.query = query;
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    let total = 0;
    for (const statement of sent) {
      const result = (await query({
        text: `explain (analyze, format json) ${statement.text}`,
        values: statement.values ?? [],
      })) as { rows: { "QUERY PLAN": { "Execution Time": number }[] }[] };
      total += result.rows[0]?.["QUERY PLAN"][0]?.["Execution Time"] ?? 0;
    }
    times.push(total);
  }
  return times;
}
