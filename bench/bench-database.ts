import pg from "pg";

/**
 * A database of the bench's own beside DATABASE_URL's (created when missing), so the generated
 * volumes never land in the database the tests or the product use. Undefined without DATABASE_URL.
 */
export async function benchDatabaseUrl(name: string): Promise<string | undefined> {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
