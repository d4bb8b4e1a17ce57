import type { Database } from "../apps/api/src/db/client";

/**
 * Server time of the statements `run` sends (PostgreSQL only): each is run again under EXPLAIN
 * ANALYZE with its parameters, so the figure leaves out the round trips and this machine's Node.
 * Statements are caught on the pool's clients as they are checked out (pg's Pool.query checks
 * one out too), so those of transactions count as well; BEGIN, COMMIT and SET do not (a SET LOCAL
 * is replayed before the statements after it).
 */
type Statement = { text: string; values?: unknown[] };
type Query = (statement: Statement | string, values?: unknown[]) => Promise<unknown>;
type Client = { query: Query; release: (error?: unknown) => void };
type Checkout = (error: Error | undefined, client: Client | undefined, done: () => void) => void;
type Pool = { query: Query; connect: (callback?: Checkout) => Promise<Client> | undefined };
const CONTROL = /^\s*(begin|commit|rollback|set|start|savepoint|release)\b/i;
/** A planner setting for the rest of its transaction (docs/decisions/146): replayed, in order, before what follows it. */
const SET_LOCAL = /^\s*set\s+local\b/i;
export async function serverTimes(
  database: Database,
  run: () => Promise<unknown>,
  rounds: number,
): Promise<number[] | undefined> {
  if (database.kind !== "postgres") return undefined;
  const pool = database.pool as unknown as Pool;
  const sent: Statement[] = [];
  const connect = pool.connect.bind(pool);
  const record = (statement: Statement | string, values?: unknown[]) => {
    const text = typeof statement === "string" ? statement : statement.text;
    if (CONTROL.test(text) && !SET_LOCAL.test(text)) return;
    sent.push({ text, values: values ?? (typeof statement === "string" ? [] : (statement.values ?? [])) });
  };
  const wrapped = new Map<Client, Query>();
  const capture = (client: Client) => {
    if (wrapped.has(client)) return client;
    const own = client.query;
    wrapped.set(client, own);
    client.query = ((...args: Parameters<Query>) => {
      record(args[0], Array.isArray(args[1]) ? args[1] : undefined);
      return (own as (...a: unknown[]) => Promise<unknown>).apply(client, args);
    }) as Query;
    return client;
  };
  // pg's own Pool.query checks a client out with a callback: both forms are kept.
  pool.connect = (callback?: Checkout) => {
    if (callback) return connect((error, client, done) => callback(error, client && capture(client), done));
    return (connect() as Promise<Client>).then(capture);
  };
  await run();
  pool.connect = connect;
  for (const [client, own] of wrapped) client.query = own;
  const times: number[] = [];
  // One connection and transaction a round, so a `set local` holds for the statements after it.
  const client = await (connect() as Promise<Client>);
  try {
    for (let round = 0; round < rounds; round++) {
      let total = 0;
      await client.query("begin");
      for (const statement of sent) {
        if (SET_LOCAL.test(statement.text)) {
          await client.query(statement.text);
          continue;
        }
        const result = (await client.query({
          text: `explain (analyze, format json) ${statement.text}`,
          values: statement.values ?? [],
        })) as { rows: { "QUERY PLAN": { "Execution Time": number }[] }[] };
        total += result.rows[0]?.["QUERY PLAN"][0]?.["Execution Time"] ?? 0;
      }
      await client.query("rollback");
      times.push(total);
    }
  } finally {
    client.release();
  }
  return times;
}
