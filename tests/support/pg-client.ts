/**
 * One short-lived PostgreSQL connection for a test's own housekeeping (creating and dropping the
 * schema a test file runs in), apart from the pool the code under test opens.
 */
import pg from "pg";

export async function withPgClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
