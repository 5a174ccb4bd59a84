/**
 * PostgreSQL and Redis as the measuring scripts (the load test, the fault drill) reach them
 * directly: to make and drop a database of their own and delete their Redis keys (the servers are
 * shared with other processes, so they touch nothing else), to read the demo content the drill
 * needs, and to count the confirmed complaints in the database. The server addresses are passed in.
 */

export async function withPg(connectionString, work) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `serverUrl` naming database `name`, and reached at 127.0.0.1:`port` (a proxy) when given. */
export function databaseUrl(serverUrl, name, port) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  if (port) {
    url.hostname = "127.0.0.1";
    url.port = String(port);
  }
  return url.href;
}

/** `redisUrl` reached at 127.0.0.1:`port` (a proxy). */
export function redisUrlVia(redisUrl, port) {
  const url = new URL(redisUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return url.href;
}

/** Makes database `name` on `serverUrl`; resolves to how to drop it again (for the clean-up). */
export async function createDatabase(serverUrl, name) {
  await withPg(serverUrl, (client) => client.query(`create database ${name}`));
  return () => withPg(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

export async function deleteRedisKeys(redisUrl, prefix) {
  const { Redis } = await import("ioredis");
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
}

/** The demo content's first album, where the staff fault uploads its photos. */
export async function firstAlbumId(url) {
  const albumId = await withPg(url, async (client) => {
    const { rows } = await client.query("select id from albums order by id limit 1");
    return rows[0]?.id;
  });
  if (!albumId) throw new Error("no album in the demo content");
  return albumId;
}

/** How many confirmed (not draft) complaints the database holds for each of `mobiles`. */
export function storedComplaints(url, mobiles) {
  return withPg(url, async (client) => {
    const { rows } = await client.query(
      "select mobile_number, count(*)::int as n from citizen_reports where kind = 'complaint' and status <> 'draft' and mobile_number = any($1) group by mobile_number",
      [mobiles],
    );
    return new Map(rows.map((row) => [row.mobile_number, row.n]));
  });
}
